import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAuth } from '#src/lib/session/use-auth.ts';

interface AccountSectionProps {
  title: ReactNode;
  /** What a guest sees instead of the section; omitted when guests may use it. */
  forGuests?: ReactNode;
  children: ReactNode;
}

/** One account settings section under its heading, shown only to someone with an account to set. */
export function AccountSection({ title, forGuests, children }: AccountSectionProps) {
  const { t } = useLingui();
  const auth = useAuth();
  let content: ReactNode;
  if (auth.status === 'loading') content = <Loader aria-label={t`Loading`} />;
  else if (auth.status === 'signedOut' || auth.status === 'awaitingTwoFactor') {
    content = (
      <>
        <Text>
          <Trans>Log in to see your account settings.</Trans>
        </Text>
        <Button component={Link} to={namedRoutes.signIn()} w="fit-content">
          <Trans>Login</Trans>
        </Button>
      </>
    );
  } else if (auth.status === 'anonymous' && forGuests) content = forGuests;
  else content = children;
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      {content}
    </Stack>
  );
}

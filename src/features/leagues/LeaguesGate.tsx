import type { ReactNode } from 'react';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SignUpButton } from '#src/components/SignUpButton.tsx';
import { useAuth, useSession } from '#src/lib/session/use-auth.ts';

/**
 * Leagues are for signed-up players (docs/game-rules.md §9): a guest is offered the drawer's way to a
 * permanent account (Upgrade: link an e-mail address), a visitor the sign-up page; the screen's calls are
 * never made for them.
 */
export function LeaguesGate({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const auth = useAuth();
  const session = useSession();
  if (auth.status === 'loading') return <Loader aria-label={t`Loading`} />;
  if (session.isAuthenticatedUser) return children;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert color="blue" title={t`Leagues are for signed-up players`}>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              Sign up to create a league, invite your friends with its code and see who tops the standings
              each week.
            </Trans>
          </Text>
          <Group>
            <SignUpButton guest={session.isGuest} />
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}

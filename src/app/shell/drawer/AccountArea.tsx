import { Link } from 'react-router-dom';
import { Anchor, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useSession } from '#src/lib/session/use-auth.ts';

/** Who is playing, at the top of the drawer, with the way to their profile or to sign up. */
export function AccountArea({ onNavigate }: { onNavigate(): void }) {
  const { displayName } = useSession();
  return (
    <Stack gap={2} data-testid="account-area">
      <Text fw={700}>{displayName ?? <Trans>N/A</Trans>}</Text>
      {displayName ? (
        <Anchor component={Link} to={namedRoutes.AccountSettings()} onClick={onNavigate} size="sm">
          <Trans>Click to view Profile</Trans>
        </Anchor>
      ) : (
        <Anchor component={Link} to={namedRoutes.signUp()} onClick={onNavigate} size="sm">
          <Trans>Sign up to play</Trans>
        </Anchor>
      )}
    </Stack>
  );
}

import { Link } from 'react-router-dom';
import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAccountDialogs } from '#src/lib/session/session-context.ts';

/**
 * The way to a permanent account for what only signed-up players have (leagues, bundles): a guest's
 * Upgrade (the drawer's link-an-e-mail dialog), a visitor's Sign up page.
 */
export function SignUpButton({ guest }: { guest: boolean }) {
  const dialogs = useAccountDialogs();
  return guest ? (
    <Button onClick={dialogs.openLinkAccount}>
      <Trans>Upgrade</Trans>
    </Button>
  ) : (
    <Button component={Link} to={namedRoutes.signUp()}>
      <Trans>Sign up</Trans>
    </Button>
  );
}

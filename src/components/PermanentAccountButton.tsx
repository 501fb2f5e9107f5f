import { Link } from 'react-router-dom';
import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useSession } from '#src/lib/session/use-auth.ts';
import { useAccountDialogs } from '#src/lib/session/session-context.ts';

/**
 * The way to a permanent account from a screen that needs one: a guest is offered the drawer's Upgrade
 * (link an e-mail address, keeping every pick), a visitor the sign-up page. Nothing for anyone else.
 */
export function PermanentAccountButton() {
  const session = useSession();
  const dialogs = useAccountDialogs();
  if (session.isGuest) {
    return (
      <Button onClick={dialogs.openLinkAccount}>
        <Trans>Upgrade</Trans>
      </Button>
    );
  }
  if (session.user) return null;
  return (
    <Button component={Link} to={namedRoutes.signUp()}>
      <Trans>Sign up</Trans>
    </Button>
  );
}

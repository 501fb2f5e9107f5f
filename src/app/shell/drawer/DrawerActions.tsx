import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { guestUserStatus } from '#src/lib/constants.ts';
import { externalApps, namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useAuth, useSession } from '#src/lib/session/use-auth.ts';
import { useAccountDialogs } from '#src/lib/session/session-context.ts';

/** A guest's way to a permanent account, step by step (docs/product.md §4 "Drawer buttons by status"). */
function GuestActions({ onNavigate }: { onNavigate(): void }) {
  const auth = useAuth();
  const dialogs = useAccountDialogs();
  const open = (dialog: () => void) => () => {
    onNavigate();
    dialog();
  };
  const { guestStatus, refreshingGuestStatus, incorrectGuestStatus } = auth;
  const buttons: ReactNode[] = [];

  if (guestStatus === guestUserStatus.ActiveAsAnonymous) {
    buttons.push(
      <Button key="upgrade" onClick={open(dialogs.openLinkAccount)}>
        <Trans>Upgrade</Trans>
      </Button>,
    );
  }
  if (guestStatus === guestUserStatus.PendingConfirmationAsAnonymous) {
    if (refreshingGuestStatus) {
      buttons.push(
        <Button key="checking" disabled>
          <Trans>Checking validation</Trans>
        </Button>,
      );
    } else if (incorrectGuestStatus) {
      buttons.push(
        <Button key="not-validated" color="red" disabled data-error>
          <Trans>Email not yet validated</Trans>
        </Button>,
      );
    } else {
      buttons.push(
        <Button key="validated" onClick={() => auth.send({ type: 'CHECK_EMAIL_VALIDATED' })}>
          <Trans>I've validated my email</Trans>
        </Button>,
      );
    }
    buttons.push(
      <Button key="resend" variant="default" onClick={open(dialogs.openLinkAccount)}>
        <Trans>Resend verification email</Trans>
      </Button>,
    );
  }
  if (guestStatus === guestUserStatus.ConfirmedAnonymous) {
    buttons.push(
      <Button key="set-password" component={Link} to={namedRoutes.changePassword()} onClick={onNavigate}>
        <Trans>Set Password</Trans>
      </Button>,
      <Button key="reverify" variant="default" onClick={open(dialogs.openLinkAccount)}>
        <Trans>Reverify account with a new email address</Trans>
      </Button>,
    );
  } else {
    buttons.push(
      <Button
        key="logout-permanently"
        variant="default"
        color="red"
        onClick={open(dialogs.openLogoutPermanently)}
      >
        <Trans>Logout Permanently</Trans>
      </Button>,
    );
  }
  return <Stack gap="xs">{buttons}</Stack>;
}

/**
 * The drawer's bottom buttons, by who is playing: a guest's conversion steps; Logout (and Upgrade for
 * a standard player) for a signed-up player; Sign up and Login for everyone else.
 */
export function DrawerActions({ onNavigate }: { onNavigate(): void }) {
  const { pageLoader } = useAppServices();
  const auth = useAuth();
  const session = useSession();

  if (auth.status === 'loading') return null;
  if (auth.status === 'anonymous') return <GuestActions onNavigate={onNavigate} />;
  if (auth.status === 'signedIn') {
    return (
      <Stack gap="xs">
        {session.isStandardPlayer && (
          <Button component={Link} to={namedRoutes.memberships()} onClick={onNavigate}>
            <Trans>Upgrade</Trans>
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => {
            onNavigate();
            auth.send({ type: 'SIGN_OUT' });
          }}
        >
          <Trans>Logout</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Button component={Link} to={namedRoutes.signUp()} onClick={onNavigate}>
        <Trans>Sign up</Trans>
      </Button>
      <Button variant="default" onClick={() => pageLoader.assign(externalApps.auth)}>
        <Trans>Login</Trans>
      </Button>
    </Stack>
  );
}

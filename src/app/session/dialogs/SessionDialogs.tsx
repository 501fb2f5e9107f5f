import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { SessionSystem } from '#src/app/session/session-system.ts';
import { EmailSentDialog } from './EmailSentDialog.tsx';
import { LogoutPermanentlyDialog } from './LogoutPermanentlyDialog.tsx';
import { SessionTimeoutDialog } from './SessionTimeoutDialog.tsx';

interface SessionDialogsProps {
  system: SessionSystem;
  logoutPermanentlyOpened: boolean;
  closeLogoutPermanently(): void;
}

// The link dialog carries a form and its validation rules: only guests ever open it, so it loads then,
// keeping the first page inside its size budget.
const LinkAccountDialog = lazy(() =>
  import('./LinkAccountDialog.tsx').then((module) => ({ default: module.LinkAccountDialog })),
);

/** The session's dialogs, each shown while its machine (or the drawer) says so. */
export function SessionDialogs({
  system,
  logoutPermanentlyOpened,
  closeLogoutPermanently,
}: SessionDialogsProps) {
  const linkAccountOpened = useSelector(system.linkAccount, (snapshot) => !snapshot.matches('closed'));
  return (
    <>
      {linkAccountOpened && (
        <Suspense fallback={null}>
          <LinkAccountDialog linkAccount={system.linkAccount} />
        </Suspense>
      )}
      <EmailSentDialog linkAccount={system.linkAccount} />
      <LogoutPermanentlyDialog
        opened={logoutPermanentlyOpened}
        onCancel={closeLogoutPermanently}
        onClear={() => {
          closeLogoutPermanently();
          system.auth.send({ type: 'SIGN_OUT_CLEARING_ACCOUNT' });
        }}
      />
      <SessionTimeoutDialog sessionTimeout={system.sessionTimeout} />
    </>
  );
}

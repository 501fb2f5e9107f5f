import { useState } from 'react';
import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGuestSignUpRefused } from '#src/lib/session/use-auth.ts';

/**
 * The guest sign-up on load was refused (many visitors behind one address, or the server down): the
 * visitor browses signed out, with the week, the daily challenge, help and the policies all open. One calm
 * line says so above every screen until closed; no popup blocks the page.
 */
export function GuestSignUpNotice() {
  const { t } = useLingui();
  const refused = useGuestSignUpRefused();
  const [closed, setClosed] = useState(false);
  if (!refused || closed) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      radius={0}
      py={6}
      role="status"
      withCloseButton
      closeButtonLabel={t`Close`}
      onClose={() => setClosed(true)}
    >
      <Trans>
        We could not start a guest game for you just now. Look around as you like, and play a little later.
      </Trans>
    </Alert>
  );
}

import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { AppDialog } from '../../dialogs/AppDialog.tsx';

interface CookieConsentDialogProps {
  opened: boolean;
  onAccept(): void;
  onReject(): void;
  /** Closing without choosing leaves consent undecided; the cookie button stays. */
  onClose(): void;
}

export function CookieConsentDialog({ opened, onAccept, onReject, onClose }: CookieConsentDialogProps) {
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={<Trans>Cookie Consent</Trans>}
      description={
        <Trans>
          We use cookies to personalise content and ads and to analyse our traffic. You can withdraw your
          consent at any time in Cookie Settings.
        </Trans>
      }
      actions={
        <>
          <Button variant="default" onClick={onReject}>
            <Trans>Reject All</Trans>
          </Button>
          <Button onClick={onAccept}>
            <Trans>Accept All</Trans>
          </Button>
        </>
      }
    />
  );
}

import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { AppDialog } from '#src/app/dialogs/AppDialog.tsx';

interface LogoutPermanentlyDialogProps {
  opened: boolean;
  onCancel(): void;
  onClear(): void;
}

/** A guest's logout forgets the account this browser holds: it says so first (docs/product.md §2). Persistent. */
export function LogoutPermanentlyDialog({ opened, onCancel, onClear }: LogoutPermanentlyDialogProps) {
  return (
    <AppDialog
      opened={opened}
      title={<Trans>Logout: Clearing My Account</Trans>}
      description={
        <Trans>
          You are currently playing with an anonymous account linked to your browser. If you want to 'logout',
          you will lose all your scores so far.
        </Trans>
      }
      actions={
        <>
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={onClear}>
            <Trans>Clear My Account</Trans>
          </Button>
        </>
      }
    />
  );
}

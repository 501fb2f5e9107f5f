import { Alert, Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { DeskMessage } from './use-desk.ts';

/** Why the list could not be read, and what the last action did: a refusal is an alert, a success a status. */
export function DeskAlerts({ failed, message }: { failed?: string | null; message?: DeskMessage | null }) {
  return (
    <>
      {failed && (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      )}
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
    </>
  );
}

/** The last step of a desk's confirmation: Cancel, or Confirm (busy while the server works). */
export function ConfirmButtons({
  busy,
  onCancel,
  onConfirm,
}: {
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        <Trans>Cancel</Trans>
      </Button>
      <Button onClick={onConfirm} loading={busy}>
        <Trans>Confirm</Trans>
      </Button>
    </Group>
  );
}

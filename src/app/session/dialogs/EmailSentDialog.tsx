import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans } from '@lingui/react/macro';
import type { linkAccountMachine } from '#machines/link-account.machine.ts';
import { AppDialog } from '#src/app/dialogs/AppDialog.tsx';

/** The confirmation after the link dialog sent its e-mail. */
export function EmailSentDialog({ linkAccount }: { linkAccount: ActorRefFrom<typeof linkAccountMachine> }) {
  const opened = useSelector(linkAccount, (snapshot) => snapshot.matches('sent'));
  const address = useSelector(linkAccount, (snapshot) => snapshot.context.email);
  return (
    <AppDialog
      opened={opened}
      title={<Trans>Email Sent</Trans>}
      description={
        <Trans>
          We sent a link to {address}. Open it to validate your e-mail address, then come back to set your
          password.
        </Trans>
      }
      actions={
        <Button onClick={() => linkAccount.send({ type: 'BACK_TO_HOME' })}>
          <Trans>Back To Home</Trans>
        </Button>
      }
    />
  );
}

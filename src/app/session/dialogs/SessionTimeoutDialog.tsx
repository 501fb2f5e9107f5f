import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans } from '@lingui/react/macro';
import type { sessionTimeoutMachine } from '#machines/session-timeout.machine.ts';
import { AppDialog } from '#src/app/dialogs/AppDialog.tsx';

/** The warning before an idle session is signed out (docs/product.md §2): Keep working or Sign out. */
export function SessionTimeoutDialog({
  sessionTimeout,
}: {
  sessionTimeout: ActorRefFrom<typeof sessionTimeoutMachine>;
}) {
  const warning = useSelector(sessionTimeout, (snapshot) => snapshot.matches({ active: 'warning' }));
  const pinging = useSelector(sessionTimeout, (snapshot) => snapshot.matches({ active: 'pinging' }));
  return (
    <AppDialog
      opened={warning || pinging}
      title={<Trans>Session Timeout</Trans>}
      description={<Trans>Your session is about to expire due to inactivity.</Trans>}
      actions={
        <>
          <Button
            variant="default"
            disabled={pinging}
            onClick={() => sessionTimeout.send({ type: 'SIGN_OUT' })}
          >
            <Trans>Sign out</Trans>
          </Button>
          <Button loading={pinging} onClick={() => sessionTimeout.send({ type: 'KEEP_WORKING' })}>
            <Trans>Keep working</Trans>
          </Button>
        </>
      }
    />
  );
}

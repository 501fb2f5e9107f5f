import { useSyncExternalStore } from 'react';
import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { tooManyRequestsPopup, unreachableServerPopup } from '#src/lib/messages.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { AppDialog } from './AppDialog.tsx';
import { ReloadDialog } from './ReloadDialog.tsx';

/** The popups the request layer raises for a throttled call or an unreachable server. */
export function RequestErrorPopups() {
  const { _ } = useLingui();
  const { popups, pageLoader } = useAppServices();
  const shown = useSyncExternalStore(popups.subscribe, popups.current);

  if (shown === 'unreachableServer') {
    return (
      <ReloadDialog
        title={_(unreachableServerPopup.title)}
        description={_(unreachableServerPopup.message)}
        reload={pageLoader.reload}
      />
    );
  }
  return (
    <AppDialog
      opened={shown === 'tooManyRequests'}
      onClose={popups.close}
      title={_(tooManyRequestsPopup.title)}
      description={_(tooManyRequestsPopup.message)}
      actions={
        <Button onClick={popups.close}>
          <Trans>Close</Trans>
        </Button>
      }
    />
  );
}

import { Trans } from '@lingui/react/macro';
import { ReloadDialog } from './ReloadDialog.tsx';

/** A screen's code did not arrive (deploy in between, flaky network): a reload fetches it afresh. */
export function ChunkLoadErrorDialog({ reload }: { reload(): void }) {
  return (
    <ReloadDialog
      title={<Trans>This page could not be loaded</Trans>}
      description={
        <Trans>Part of the application did not arrive. Press the Reload button to try again.</Trans>
      }
      reload={reload}
    />
  );
}

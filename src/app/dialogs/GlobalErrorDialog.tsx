import { useLingui } from '@lingui/react';
import { unexpectedErrorPopup } from '#src/lib/messages.ts';
import { ReloadDialog } from './ReloadDialog.tsx';

export function GlobalErrorDialog({ reload }: { reload(): void }) {
  const { _ } = useLingui();
  return (
    <ReloadDialog
      title={_(unexpectedErrorPopup.title)}
      description={_(unexpectedErrorPopup.message)}
      reload={reload}
    />
  );
}

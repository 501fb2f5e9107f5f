import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { AppDialog } from './AppDialog.tsx';

interface ReloadDialogProps {
  title: ReactNode;
  description: ReactNode;
  reload(): void;
}

/** A failure only a fresh start of the page can mend; the one way out is Reload. */
export function ReloadDialog({ title, description, reload }: ReloadDialogProps) {
  return (
    <AppDialog
      opened
      title={title}
      description={description}
      actions={
        <Button onClick={reload}>
          <Trans>Reload</Trans>
        </Button>
      }
    />
  );
}

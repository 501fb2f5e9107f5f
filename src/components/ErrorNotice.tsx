import { Alert, Button } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { describeError } from '#src/api/error-display.ts';

/** A failed load in place of the content, with the spec's error wording and a way to try again. */
export function ErrorNotice({ error, retry }: { error: unknown; retry?: () => void }) {
  const { _ } = useLingui();
  const display = describeError(error);
  return (
    <Alert color="error" title={_(display.title)} role="alert">
      {typeof display.message === 'string' ? display.message : _(display.message)}
      {retry && (
        <Button variant="default" size="xs" ml="md" onClick={retry}>
          <Trans>Retry</Trans>
        </Button>
      )}
    </Alert>
  );
}

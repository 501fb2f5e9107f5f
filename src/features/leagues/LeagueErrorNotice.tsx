import { Alert, Button } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { errorTitle, failureWords } from '#src/api/error-display.ts';
import type { RefusalWording } from '#src/api/refusal-words.ts';

/**
 * What a failed leagues call says: a coded refusal (a 404 or 409 too, not only a 400) in the leagues'
 * words (league-refusals.ts), anything else as every screen says it (describeError).
 */
export function leagueErrorWords(error: unknown): RefusalWording {
  return failureWords(error);
}

/** A failed leagues call in place, with a way to try again when there is one. */
export function LeagueErrorNotice({ error, retry }: { error: unknown; retry?: () => void }) {
  const { _ } = useLingui();
  const words = leagueErrorWords(error);
  return (
    <Alert color="error" title={_(errorTitle)} role="alert">
      {typeof words === 'string' ? words : _(words)}
      {retry && (
        <Button variant="default" size="xs" ml="md" onClick={retry}>
          <Trans>Retry</Trans>
        </Button>
      )}
    </Alert>
  );
}

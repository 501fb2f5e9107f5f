import { Alert, Button } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { describeError, errorTitle } from '#src/api/error-display.ts';
import { apiRefusal, isApiError } from '#src/api/errors.ts';
import { refusalWording, type RefusalWording } from '#src/api/refusal-words.ts';

/** The server's answer behind a failure (the join flow keeps it as the error's cause). */
const serverAnswerOf = (error: unknown): unknown =>
  !isApiError(error) && error instanceof Error && isApiError(error.cause) ? error.cause : error;

/**
 * What a failed leagues call says: a coded refusal (a 404 or 409 too, not only a 400) in the leagues'
 * words (league-refusals.ts), anything else as every screen says it (describeError).
 */
export function leagueErrorWords(error: unknown): RefusalWording {
  const answer = serverAnswerOf(error);
  const refusal = apiRefusal(answer);
  return refusal ? refusalWording(refusal) : describeError(answer).message;
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

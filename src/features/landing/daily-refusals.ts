// The words of the refusals a player's daily pick can meet (core/refusals.ts). They load with the daily
// challenge's chunk; importing this module adds them to the words every error display uses
// (src/api/refusal-words.ts). The administrators' match-of-the-day codes keep the server's sentences.
import { msg } from '@lingui/core/macro';
import { addRefusalWords, type RefusalWords } from '#src/api/refusal-words.ts';

export const dailyRefusalWords = {
  noMatchToday: () => msg`There is no match of the day today.`,
  notTodaysMatch: () => msg`You can only pick today's match of the day.`,
  matchStarted: () => msg`Today's match has started: picks are closed.`,
  matchOff: () => msg`Today's match has been postponed or cancelled: picks are closed.`,
  notTodaysOutcome: ({ outcome, choices }) =>
    msg`"${outcome}" is not a result of today's match: pick ${choices}.`,
  dailyOutcomeUnpriced: ({ outcome }) => msg`"${outcome}" has no odds yet and cannot be picked.`,
} satisfies RefusalWords;

addRefusalWords(dailyRefusalWords);

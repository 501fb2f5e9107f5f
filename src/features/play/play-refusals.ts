// The words of the refusals that picks and credits can meet (core/refusals.ts), in the play catalog: they
// load with the events view, not with the first page. Importing this module adds them to the words every
// error display uses (src/api/refusal-words.ts).
import { msg } from '@lingui/core/macro';
import { addRefusalWords, type RefusalWords } from '#src/api/refusal-words.ts';
import { messages } from '#src/lib/messages.ts';

/** Weekly and outright picks; alreadyInList and tooManyPicks are the spec's own texts (§7/§10). */
export const pickRefusalWords = {
  alreadyInList: () => msg`Cannot select - already in list`,
  tooManyPicks: ({ max }: { max: number }) => {
    const maxPredictions = max;
    return msg`Too many choices; up to ${maxPredictions} selections only.`;
  },
  notCurrentGameweek: ({ current }) =>
    msg`Predictions can be saved for the current gameweek (${current}) only.`,
  unknownEvent: ({ eventId }) => msg`There is no event ${eventId}.`,
  notInGameweek: ({ event, gameweek }) => msg`${event} is not in gameweek ${gameweek}.`,
  predictionStarted: ({ event }) => msg`${event} has started: its prediction can no longer be changed.`,
  eventStarted: ({ event }) => msg`${event} has started: it can no longer be picked.`,
  noSuchMarket: ({ event, market }) => msg`${event} has no ${market} market to pick from.`,
  notAnOutcome: ({ outcome, market, event }) =>
    msg`${outcome} is not an outcome of the ${market} market of ${event}.`,
  outcomeUnpriced: ({ outcome, event }) => msg`${outcome} cannot be picked on ${event}: it has no price yet.`,
  notAnOutright: ({ event }) => msg`${event} is not an outright competition.`,
  seasonArchived: ({ event }) => msg`The season of ${event} is archived: it is read-only.`,
  outrightLocked: ({ event }) => msg`${event} has locked: outright picks can no longer be changed.`,
  outrightPickLocked: () => msg`This outright has locked: its pick can no longer be removed.`,
} satisfies RefusalWords;

const creditLimits = {
  BonusPoints: (max: number) => msg`Up to ${max} bonus points credits can be redeemed each gameweek.`,
  Multiplier: (max: number) => msg`Up to ${max} multiplier credits can be redeemed each gameweek.`,
  ExtraPrediction: (max: number) => msg`Up to ${max} extra prediction credits can be redeemed each gameweek.`,
};

/** Redeeming and revoking credits; noCredits is the spec's own text. */
export const creditRefusalWords = {
  noCredits: () => messages.noCreditsAvailable,
  creditGameweekLimit: ({ max, creditType }) =>
    Object.hasOwn(creditLimits, creditType) ? creditLimits[creditType](max) : undefined,
  predictionLockedForCredits: () => msg`This prediction has locked: credits can no longer be used on it.`,
  alreadyMultiplied: () => msg`This prediction already has a multiplier.`,
  multiplierNeedsPrediction: () => msg`Choose the prediction to use the multiplier on.`,
  noSuchPrediction: () => msg`You have no such prediction.`,
  noMultiplierToUndo: () => msg`This prediction has no multiplier to undo.`,
  multiplierLocked: () => msg`This prediction has locked: its multiplier can no longer be undone.`,
  noExtraPredictionRedeemed: () => msg`No extra prediction credit is redeemed this gameweek.`,
  extraPredictionInUse: () => msg`The extra prediction is in use: remove a prediction first to revoke it.`,
  bonusPointsFinal: () => msg`Bonus points cannot be undone once redeemed.`,
  // ICU quotes a placeholder between single apostrophes: doubled, they are shown as they are.
  unknownCompetition: ({ competition }) => msg`There is no competition ''${competition}''.`,
} satisfies RefusalWords;

addRefusalWords(pickRefusalWords);
addRefusalWords(creditRefusalWords);

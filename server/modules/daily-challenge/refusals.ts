// What the daily challenge answers when it refuses: HttpErrors the one error handler turns into an
// ApiErrorBody. The 400 sentences are shown to the player as they are.
import { HttpError } from '#server/identity/http-error.ts';

export const DAILY_MESSAGES = {
  noMatchToday: 'There is no match of the day today.',
  notTodaysMatch: "You can only pick today's match of the day.",
  matchStarted: "Today's match has started: picks are closed.",
  matchOff: "Today's match has been postponed or cancelled: picks are closed.",
  notAnOutcome: (outcome: string, choices: readonly string[]) =>
    `"${outcome}" is not a result of today's match: pick ${choices.join(', ')}.`,
  noPrice: (outcome: string) => `"${outcome}" has no odds yet and cannot be picked.`,
  pastDay: (day: string) => `The match of the day for ${day} can no longer change: that day is over.`,
  unknownEvent: (eventId: string) => `There is no event ${eventId}.`,
  notThatDay: (day: string) => `That event does not start on ${day} (UTC).`,
  eventStarted: 'That event has already started: players could no longer pick it.',
  notPickable: 'That event has no head-to-head odds to pick from.',
  alreadyPicked: (day: string) =>
    `Players have already picked the match of the day for ${day}: it can no longer change.`,
} as const;

export const refuse = (message: string) => new HttpError(400, message);
export const conflict = (message: string) => new HttpError(409, message);

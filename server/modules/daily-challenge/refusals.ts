// What the daily challenge answers when it refuses: HttpErrors the one error handler turns into an
// ApiErrorBody. The sentences are the refusal catalogue's (core/refusals.ts); DAILY_MESSAGES says them
// for the tests.
import { refusalMessage } from '#core/refusals.ts';

export const DAILY_MESSAGES = {
  noMatchToday: refusalMessage('noMatchToday'),
  notTodaysMatch: refusalMessage('notTodaysMatch'),
  matchStarted: refusalMessage('matchStarted'),
  matchOff: refusalMessage('matchOff'),
  notAnOutcome: (outcome: string, choices: readonly string[]) =>
    refusalMessage('notTodaysOutcome', { outcome, choices: choices.join(', ') }),
  noPrice: (outcome: string) => refusalMessage('dailyOutcomeUnpriced', { outcome }),
  pastDay: (day: string) => refusalMessage('dayOver', { day }),
  unknownEvent: (eventId: string) => refusalMessage('unknownEvent', { eventId }),
  notThatDay: (day: string) => refusalMessage('notThatDay', { day }),
  eventStarted: refusalMessage('dailyEventStarted'),
  notPickable: refusalMessage('noHeadToHeadOdds'),
  alreadyPicked: (day: string) => refusalMessage('dailyAlreadyPicked', { day }),
} as const;

// What `npm run admin:outright-winner` does (server/outright-winner-cli.ts), apart from opening the
// database: with no arguments it lists the outright events, with an event id that event's runners, and with
// an event id and a runner it enters the winner and settles the picks, as the admin route does.
import type { Database } from '#server/db/client.ts';
import { HttpError } from '#server/http/http-error.ts';
import { listOutrightEvents, setOutrightWinner } from './outright-winner.ts';

export const outrightWinnerUsage =
  'Usage: npm run admin:outright-winner -- [<eventId> ["<winner>"]]\n' +
  '  no arguments: list the outright events; an event id: list its runners; both: enter the winner.';

/** A refusal the CLI prints as it is (exit code 1). */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

/** Runs the command and answers the lines to print. */
export async function outrightWinnerCommand(
  db: Database,
  args: readonly string[],
  now: Date,
): Promise<string[]> {
  if (args.length > 2) throw new CommandError(outrightWinnerUsage);
  const [eventId, winner] = args.map((arg) => arg.trim());
  if (eventId === '' || winner === '') throw new CommandError(outrightWinnerUsage);
  const outrights = await listOutrightEvents(db);

  if (eventId === undefined) {
    if (outrights.length === 0) return ['No outright events yet (the odds sync adds them).'];
    return outrights.map(
      (event) =>
        `${event.eventId}  ${event.competition} (${event.competitionKey}), from ${event.commenceTime.toISOString()}, ` +
        `${event.status}, ${event.runners.length} runners, winner: ${event.winner ?? 'not entered'}`,
    );
  }
  if (winner === undefined) {
    const event = outrights.find((candidate) => candidate.eventId === eventId);
    if (!event) throw new CommandError(`There is no outright event ${eventId}.`);
    return [
      `${event.competition}: winner ${event.winner ?? 'not entered'}. Runners:`,
      ...event.runners.map((runner) => `  ${runner}`),
    ];
  }
  try {
    const summary = await setOutrightWinner(db, eventId, winner, now);
    return [
      `Winner of ${eventId}: ${winner}. ${summary.settled} picks settled, ${summary.corrected} corrected.`,
    ];
  } catch (error) {
    if (error instanceof HttpError) throw new CommandError(error.message);
    throw error;
  }
}

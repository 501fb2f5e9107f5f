// api/dev/clock: read and move the server's game clock, so that an e2e run or a demo watches picks lock,
// events finish and points settle without waiting. Registered only when CLOCK_CONTROL is on, which the
// configuration refuses in production; otherwise every path here answers the usual 404. The clock's
// offset is kept in the database, so a restart picks up where the game was (kept-offset.ts).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { ClockDto } from '#core/contract/play.ts';
import type { MovableClock } from '#server/clock.ts';
import { errorResponses } from '#server/http/api-error.ts';
import type { Equals } from '#server/http/type-checks.ts';
import { eventsChanged } from '#server/db/events-changed.ts';
import { keepOffset, restoreOffset } from './kept-offset.ts';

const tags = ['Development'];
/** A year: far enough for any demo, near enough that a typo does not leave the game in another era. */
const maxAdvanceMs = 366 * 24 * 60 * 60_000;

const clockSchema = z.object({ now: z.string(), offsetMs: z.number() }).meta({ id: 'ClockDto' });
const _clock: Equals<z.output<typeof clockSchema>, ClockDto> = true;

const advanceSchema = z.object({
  ms: z
    .number()
    .int({ error: 'expected whole milliseconds' })
    .min(1, { error: 'the clock moves forward only' })
    .max(maxAdvanceMs, { error: `at most ${maxAdvanceMs} ms (a year) at a time` }),
});

function toDto(clock: MovableClock): ClockDto {
  return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
}

const devClockRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const clock = fastify.clockControl;
  if (!clock) return;
  // Before the jobs start (onReady): they must see the game's time, not the system's.
  await restoreOffset(fastify.db, clock);

  fastify.get(
    '/clock',
    {
      schema: { tags, summary: "The server's game time", response: { 200: clockSchema, ...errorResponses } },
    },
    async () => toDto(clock),
  );

  fastify.post(
    '/clock/advance',
    {
      schema: {
        tags,
        summary: 'Move the game clock ahead, then run the jobs that are due (sync, settlement, rollover)',
        body: advanceSchema,
        response: { 200: clockSchema, ...errorResponses },
      },
    },
    async (request) => {
      clock.advance(request.body.ms);
      await keepOffset(fastify.db, clock);
      // The events view follows the clock by itself (locks); still, nothing this process kept from before
      // the move outlives it (the jobs below signal their own writes).
      eventsChanged(fastify.db);
      // The moved clock makes kick-offs pass and events finish: run the jobs now rather than at their
      // next tick, so that the caller sees the consequences in its next request.
      await fastify.jobs.runNow();
      return toDto(clock);
    },
  );
};

export default devClockRoutes;

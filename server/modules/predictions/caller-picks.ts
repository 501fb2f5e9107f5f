// Who reads the events view, and their picks on it, in as few round trips as the kept reads allow. A
// caller this process checked a moment ago (recent-callers.ts) is trusted and their picks come from
// recent-picks.ts or one query. A caller it has not seen is checked and their picks read in ONE
// statement: the session check's columns on the `users` row, left-joined to their live picks on the
// view's events. Players opening the week after a while are all such callers (issue #14: two round
// trips and two statements were a third of a cold read).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared-per-database.ts';
import { events, predictions, users } from '#server/db/schema.ts';
import { livePickColumns, pickDtos, toLivePick } from '#server/modules/picks/index.ts';
import {
  authenticatedUser,
  bearerToken,
  sessionCheckColumns,
  sessionHolds,
} from '#server/plugins/authenticate.ts';
import type { EventsAnswer } from './events-view.ts';

function prepareCallerPicks(db: Database) {
  return db
    .select({ ...sessionCheckColumns(), ...livePickColumns })
    .from(users)
    .leftJoin(
      predictions,
      and(
        eq(predictions.userId, users.id),
        isNull(predictions.removedAt),
        sql`${predictions.eventId} = any(${sql.placeholder('eventIds')}::text[])`,
      ),
    )
    .leftJoin(events, eq(events.id, predictions.eventId))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(asc(events.commenceTime), asc(events.id))
    .prepare('events_caller_picks');
}

const callerPicksOn = preparedPerDatabase(prepareCallerPicks);

/**
 * The caller's live picks on the view's events, serialised by event id, when the request carries a good
 * bearer (and `request.user` is set then); undefined for anyone else: a bad or absent token is not an
 * error on a read that answers everyone.
 */
export async function callerPicks(
  request: FastifyRequest,
  view: EventsAnswer,
  now: Date,
): Promise<ReadonlyMap<string, Buffer> | undefined> {
  const token = bearerToken(request);
  if (token === null) return undefined;
  const { recentCallers, recentPicks, tokenSigner, db } = request.server;
  const known = recentCallers.find(token, now);
  if (known) {
    request.user = known;
    return recentPicks.read(known.id, view, now);
  }
  const claims = await tokenSigner.verifyBearer(token);
  if (!claims) return undefined;
  const callerEpoch = recentCallers.epoch();
  const start = recentPicks.begin();
  const rows = await callerPicksOn(db).execute({
    userId: claims.userId,
    familyId: claims.familyId,
    eventIds: [...view.rendered.eventIds],
  });
  const [session] = rows;
  if (!session || !sessionHolds(session, claims)) return undefined;
  const caller = authenticatedUser(claims.userId, session.role, claims.familyId);
  request.user = caller;
  recentCallers.remember(token, caller, callerEpoch, start.at);
  // Kept picks that still hold are as good as these; otherwise these are kept.
  const keptPicks = recentPicks.peek(caller.id, view, now);
  if (keptPicks) return keptPicks;
  const live = rows.flatMap(
    ({ prediction, commenceTime, status, lockTime, homeTeam, awayTeam, decisions, ledger }) =>
      prediction && commenceTime && status
        ? [toLivePick({ prediction, commenceTime, status, lockTime, homeTeam, awayTeam, decisions, ledger })]
        : [],
  );
  const dtos = new Map(pickDtos(live, now).map((pick) => [pick.eventId, pick]));
  return recentPicks.keep(caller.id, view, now, dtos, start);
}

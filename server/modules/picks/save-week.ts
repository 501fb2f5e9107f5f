// PUT MyWeek: the player sends the whole slip of the current gameweek and the server makes the saved
// picks match it (docs/game-rules.md §4, §2): unchanged picks keep their frozen price, new and changed ones are frozen at
// the current consensus, unlocked picks missing from the slip are removed (their slot is free again), and
// locked ones stay as they are. Everything is checked before anything is written, in one transaction that
// holds the player's lock, so two saves at once cannot together go over the allowance, and sending the
// same slip again writes nothing.
import type { MyWeekDto, PickSelection, SaveWeekRequest } from '#core/contract/play.ts';
import type { Database } from '#server/db/client.ts';
import { predictions } from '#server/db/schema.ts';
import { canAddPick } from '#core/game/allowance.ts';
import { gameweekOf, gameweekRange, type GameweekId } from '#core/game/gameweek.ts';
import { savedEntry } from '#core/game/ledger.ts';
import { isLocked, weeklyPickWindow } from '#core/game/lock.ts';
import { pointsFor } from '#core/game/scoring.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { Executor } from '#server/db/executor.ts';
import { preparedPerRowCount } from '#server/db/prepared-statement.ts';
import { creditsOfWeek, type WeekCredits } from '#server/modules/credits/index.ts';
import { appendPickEntries, asPickEntry, recordPickEntries } from './ledger-store.ts';
import {
  eventName,
  pickableEvents,
  priceOf,
  removePredictions,
  type PickableEvent,
  type Price,
} from './pick-events.ts';
import {
  allowanceOf,
  lockableOf,
  lockPlayer,
  weeklyPicks,
  weekSummary,
  type LivePick,
} from './week-store.ts';
import { pickDtos } from './pick-dto.ts';

/** What the save will do, worked out before anything is written. */
interface WeekPlan {
  added: { selection: PickSelection; event: PickableEvent; price: Price }[];
  changed: { pick: LivePick; event: PickableEvent; price: Price }[];
  removed: LivePick[];
}

/**
 * The week as MyWeekDto, read on `tx` (inside a save: what it has just written). `known` are the week's
 * picks, and `credits` its credits, when the caller has them as they now stand.
 */
export async function readMyWeek(
  tx: Executor,
  userId: string,
  gameweek: GameweekId,
  now: Date,
  known?: LivePick[],
  credits?: WeekCredits,
): Promise<MyWeekDto> {
  const picks = known ?? (await weeklyPicks(tx, userId, gameweek));
  const range = gameweekRange(gameweek);
  return {
    gameweek,
    startsAt: range.start.toISOString(),
    endsAt: range.end.toISOString(),
    summary: await weekSummary(tx, userId, gameweek, now, picks, credits),
    picks: pickDtos(picks, now),
  };
}

function checkSlipShape(request: SaveWeekRequest, now: Date): GameweekId {
  const current = gameweekOf(now);
  if (request.gameweek !== current) {
    throw new HttpError('notCurrentGameweek', { current });
  }
  const seen = new Set<string>();
  for (const selection of request.selections) {
    // docs/game-rules.md §4: one prediction per event.
    if (seen.has(selection.eventId)) throw new HttpError('alreadyInList');
    seen.add(selection.eventId);
  }
  return current;
}

function priced(event: PickableEvent, selection: PickSelection): Price {
  const price = priceOf(event, selection.marketKey, selection.outcome);
  if (!price.ok) throw HttpError.from(price.refusal);
  return price.price;
}

async function planWeek(
  tx: Executor,
  userId: string,
  gameweek: GameweekId,
  selections: readonly PickSelection[],
  live: readonly LivePick[],
  now: Date,
): Promise<WeekPlan> {
  const liveByEvent = new Map(live.map((pick) => [pick.prediction.eventId, pick]));
  // A pick the slip keeps as it is needs nothing more: its event is read only for new or changed ones.
  const unchanged = (selection: PickSelection) => {
    const pick = liveByEvent.get(selection.eventId);
    return (
      pick?.prediction.marketKey === selection.marketKey && pick.prediction.outcomeName === selection.outcome
    );
  };
  const touched = selections.filter((selection) => !unchanged(selection));
  const eventsById = await pickableEvents(tx, userId, [
    ...new Set(touched.map((selection) => selection.eventId)),
  ]);
  const plan: WeekPlan = { added: [], changed: [], removed: [] };
  for (const selection of touched) {
    const event = eventsById.get(selection.eventId);
    if (!event) throw new HttpError('unknownEvent', { eventId: selection.eventId });
    const pick = liveByEvent.get(selection.eventId);
    if (event.gameweek !== gameweek)
      throw new HttpError('notInGameweek', { event: eventName(event), gameweek });
    const window = weeklyPickWindow(lockableOf(event), now);
    if (!window.open) {
      // The stored gameweek (checked above) and the kick-off's agree unless a row was written by hand.
      if (window.reason === 'not-this-gameweek') {
        throw new HttpError('notInGameweek', { event: eventName(event), gameweek });
      }
      throw new HttpError(pick ? 'predictionStarted' : 'eventStarted', { event: eventName(event) });
    }
    const price = priced(event, selection);
    if (pick) plan.changed.push({ pick, event, price });
    else plan.added.push({ selection, event, price });
  }
  const selected = new Set(selections.map((selection) => selection.eventId));
  for (const pick of live) {
    // Locked picks may be left out of the slip: they stay as they are.
    if (!selected.has(pick.prediction.eventId) && !isLocked(lockableOf(pick.event), now)) {
      plan.removed.push(pick);
    }
  }
  return plan;
}

/**
 * Refuses the plan when the week would break the allowance (docs/game-rules.md §4, §5). The answer is the
 * week's credits it read, for the week's summary (undefined when nothing is added: nothing to check).
 */
async function checkAllowance(
  tx: Executor,
  userId: string,
  gameweek: GameweekId,
  live: readonly LivePick[],
  plan: WeekPlan,
): Promise<WeekCredits | undefined> {
  // Stryker disable next-line ConditionalExpression: with nothing added the checks below pass; this only saves their query
  if (plan.added.length === 0) return undefined;
  // A live pick elsewhere on the event (another gameweek's, when its kick-off moved) still holds it.
  if (plan.added.some(({ event }) => event.playerPicked)) throw new HttpError('alreadyInList');
  const removed = new Set(plan.removed.map((pick) => pick.prediction.id));
  // The held credits too (one query either way): the week's summary after the save needs them.
  const credits = await creditsOfWeek(tx, userId, gameweek);
  const week = allowanceOf(
    live.filter((pick) => !removed.has(pick.prediction.id)),
    credits.redeemed,
  );
  for (const { event } of plan.added) {
    const check = canAddPick(week, { eventId: event.id, competitionId: event.competitionKey });
    if (!check.ok) throw HttpError.of(check.reason, check.params);
    week.picks = [...week.picks, { eventId: event.id, competitionId: event.competitionKey, result: null }];
  }
  return credits;
}

/**
 * Writes the plan in a handful of statements however many picks it touches (a save is most of what a
 * player does on a Saturday, and each statement costs a round trip under the player's lock): the removals
 * together, the changed picks' entries in one insert, the new picks in one insert at their saved price and
 * their entries in another. The answer says whether the player's credits changed (a removed pick's
 * Multiplier given back).
 */
async function applyPlan(
  tx: Executor,
  userId: string,
  gameweek: GameweekId,
  plan: WeekPlan,
  now: Date,
): Promise<{ creditsChanged: boolean }> {
  const released = await removePredictions(
    tx,
    userId,
    plan.removed.map((pick) => pick.prediction),
    now,
  );
  await recordPickEntries(
    tx,
    plan.changed.map(({ pick, price }) => ({
      prediction: pick.prediction,
      // Stryker disable next-line StringLiteral: as in the inserts below, pointsFor caps every kind but 'outright' as a match
      entry: asPickEntry(savedEntry(pick.prediction.id, { ...price, kind: 'match' })),
      market: { marketKey: price.market.key, line: price.market.line },
    })),
    now,
    now,
  );
  if (plan.added.length > 0) await addPicks(tx, userId, gameweek, plan.added, now);
  return { creditsChanged: released.size > 0 };
}

/** The new picks in one insert at their saved price, and their saved entries in another. */
async function addPicks(
  tx: Executor,
  userId: string,
  gameweek: GameweekId,
  added: WeekPlan['added'],
  now: Date,
): Promise<void> {
  const rows = await insertPicks(
    tx,
    added.map(({ event, price }) => ({
      userId,
      eventId: event.id,
      competitionKey: event.competitionKey,
      game: 'weekly' as const,
      gameweek,
      seasonId: event.seasonId,
      marketKey: price.market.key,
      line: price.market.line,
      // What the saved entry below records, written with the row so that no update has to follow.
      outcomeName: price.outcome,
      probability: price.probability,
      // Stryker disable next-line StringLiteral: pointsFor caps every kind but 'outright' as a match
      points: pointsFor(price.probability, 'match'),
      createdAt: now,
      updatedAt: now,
    })) satisfies (typeof predictions.$inferInsert)[],
  );
  await appendPickEntries(
    tx,
    rows.map((row) => ({
      prediction: row,
      entry: asPickEntry(
        // Stryker disable next-line StringLiteral: as in the insert above, pointsFor caps every kind but 'outright' as a match
        savedEntry(row.id, { outcome: row.outcomeName, probability: row.probability, kind: 'match' }),
      ),
    })),
    now,
    now,
  );
}

// The new picks' insert, prepared once per number of picks (see preparedPerRowCount).
const insertPicks = preparedPerRowCount(
  [
    'userId',
    'eventId',
    'competitionKey',
    'game',
    'gameweek',
    'seasonId',
    'marketKey',
    'line',
    'outcomeName',
    'probability',
    'points',
    'createdAt',
    'updatedAt',
  ],
  (tx, rows, name) => tx.insert(predictions).values(rows).returning().prepare(name),
  // Stryker disable next-line StringLiteral: a statement's name only has to differ from the others', and '' + its row count does
  'picks_insert_predictions',
);

/** Saves the slip (see the file comment) and answers the week as it now stands. */
export async function saveWeek(
  db: Database,
  userId: string,
  request: SaveWeekRequest,
  now: Date,
): Promise<MyWeekDto> {
  const gameweek = checkSlipShape(request, now);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const live = await weeklyPicks(tx, userId, gameweek);
    const plan = await planWeek(tx, userId, gameweek, request.selections, live, now);
    // The same slip again (a retry, a second click): nothing to check or write, and the week is as read.
    // Stryker disable next-line ConditionalExpression,ArithmeticOperator,BlockStatement: without the shortcut an empty plan checks and writes nothing and the week is read again: the same answer, one query later
    if (plan.added.length + plan.changed.length + plan.removed.length === 0) {
      return readMyWeek(tx, userId, gameweek, now, live);
    }
    const credits = await checkAllowance(tx, userId, gameweek, live, plan);
    const { creditsChanged } = await applyPlan(tx, userId, gameweek, plan, now);
    // The credits read for the check still stand unless a removed pick gave its Multiplier back.
    return readMyWeek(tx, userId, gameweek, now, undefined, creditsChanged ? undefined : credits);
  });
}

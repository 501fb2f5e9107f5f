// What settlement reads and writes: an event's live picks grouped by what decides their result, the last
// decision of each group, and new decisions (outcome_settlements). Per group, never per pick: the groups
// come from predictions_event_group_idx alone, and a decision is one row however many picks share it.
import { sql } from 'drizzle-orm';
import type { MarketType } from '#core/contract/static-lookups.ts';
import { botPicks, outcomeSettlements, predictions } from '#server/db/schema.ts';
import type { GameweekId } from '#core/game/gameweek.ts';
import type { PickResult } from '#core/game/types.ts';
import type { Executor } from '#server/db/executor.ts';
import { resultFromColumns } from '#server/modules/picks/index.ts';
import type { OutcomeGroup } from './outcome-result.ts';

/** A group's identity as a map key. */
export function groupKey(group: OutcomeGroup): string {
  return JSON.stringify([group.marketKey, group.line, group.outcome, group.gameweek]);
}

type GroupRow = {
  market_key: MarketType;
  line: number | null;
  outcome_name: string;
  gameweek: GameweekId;
};

function groupOf(row: GroupRow): OutcomeGroup {
  return { marketKey: row.market_key, line: row.line, outcome: row.outcome_name, gameweek: row.gameweek };
}

/**
 * The live picks of the event, grouped by what decides their result, with how many each group has. The
 * benchmark bots' picks (bot_picks) add the groups no person is in, counted as picks, so that an outcome
 * only a bot took is decided too, and waits as a person's would (docs/game-rules.md §8.1).
 */
export async function outcomeGroups(
  tx: Executor,
  eventId: string,
): Promise<{ group: OutcomeGroup; picks: number }[]> {
  const { rows } = await tx.execute<GroupRow & { picks: number }>(sql`
    select market_key, line, outcome_name, gameweek, count(*)::int as picks
    from ${predictions}
    where event_id = ${eventId} and removed_at is null
    group by market_key, line, outcome_name, gameweek`);
  const groups = rows.map((row) => ({ group: groupOf(row), picks: row.picks }));
  const { rows: bots } = await tx.execute<GroupRow & { picks: number }>(sql`
    select market_key, null::double precision as line, outcome_name, gameweek, count(*)::int as picks
    from ${botPicks}
    where event_id = ${eventId}
    group by market_key, outcome_name, gameweek`);
  const known = new Set(groups.map(({ group }) => groupKey(group)));
  for (const row of bots) {
    const group = groupOf(row);
    if (!known.has(groupKey(group))) groups.push({ group, picks: row.picks });
  }
  return groups;
}

/** The last decision of each of the event's groups, by groupKey. */
export async function lastDecisions(tx: Executor, eventId: string): Promise<Map<string, PickResult>> {
  const { rows } = await tx.execute<GroupRow & { result: string; result_reason: string | null }>(sql`
    select distinct on (market_key, line, outcome_name, gameweek)
           market_key, line, outcome_name, gameweek, result, result_reason
    from ${outcomeSettlements}
    where event_id = ${eventId}
    order by market_key, line, outcome_name, gameweek, id desc`);
  return new Map(
    rows.map((row) => [groupKey(groupOf(row)), resultFromColumns(row.result, row.result_reason)]),
  );
}

export interface GroupDecisionToWrite {
  group: OutcomeGroup;
  result: PickResult;
}

/** Appends the decisions in one statement; `scoredAt` is the event's kick-off. */
export async function recordDecisions(
  tx: Executor,
  eventId: string,
  decisions: readonly GroupDecisionToWrite[],
  scoredAt: Date,
  now: Date,
): Promise<void> {
  if (decisions.length === 0) return;
  await tx.insert(outcomeSettlements).values(
    decisions.map(({ group, result }) => ({
      eventId,
      marketKey: group.marketKey,
      line: group.line,
      outcomeName: group.outcome,
      gameweek: group.gameweek,
      result: result.kind,
      resultReason: result.kind === 'void' ? result.reason : null,
      scoredAt,
      createdAt: now,
    })),
  );
}

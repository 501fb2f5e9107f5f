// The bulk half of settlement: server/game/ledger.ts `settlementEntry` for every live pick of an event in one
// statement, writing the ledger rows and prediction columns picks/ledger-store.ts `recordPickEntry` would
// write for each entry (tests/server/settlement/bulk-agreement.test.ts holds the two to the same answers).
import { sql, type SQL } from 'drizzle-orm';
import { predictions } from '../../db/schema.ts';
import { voidRefunds } from '../../game/scoring.ts';
import type { PickResult, VoidReason } from '../../game/types.ts';
import type { Transaction } from '../../identity/executor.ts';
import type { OutcomeGroup } from './outcome-result.ts';

// Every void reason (the record fails to compile when one is added), and those after which the pick gave its
// slot back and its result is final (scoring.voidRefunds).
const voidReasons = {
  cancelled: true,
  abandoned: true,
  postponed: true,
  push: true,
  'tie-without-draw': true,
} satisfies Record<VoidReason, true>;
const refundingVoids = sql`(${sql.join(
  (Object.keys(voidReasons) as VoidReason[]).filter(voidRefunds).map((reason) => sql`${reason}`),
  sql`, `,
)})`;

export interface GroupResult {
  group: OutcomeGroup;
  result: PickResult;
}

function resultRow(group: OutcomeGroup, result: PickResult): SQL {
  const reason = result.kind === 'void' ? result.reason : null;
  return sql`(${group.marketKey}::text, ${group.line}::float8, ${group.outcome}::text, ${group.gameweek}::text,
    ${result.kind}::text, ${reason}::text)`;
}

/** A PickResult as jsonb, as the ledger's detail holds it. */
function resultJson(kind: SQL, reason: SQL): SQL {
  return sql`case when ${kind} = 'void' then jsonb_build_object('kind', 'void', 'reason', ${reason})
    else jsonb_build_object('kind', ${kind}) end`;
}

/**
 * settlementEntry for every live pick of the groups given, in one statement. Per pick: none when a
 * refunding void already gave its slot back; else the target score (won: its points, x its multiplier when
 * boosted; otherwise 0) minus what it holds; 'settled'/'void' when it had no result, 'corrected' when the
 * result or the amounts change, nothing otherwise.
 */
export async function writeSettlements(
  tx: Transaction,
  eventId: string,
  results: readonly GroupResult[],
  scoredAt: Date,
  now: Date,
): Promise<{ settled: number; corrected: number }> {
  const values = sql.join(
    results.map(({ group, result }) => resultRow(group, result)),
    sql`, `,
  );
  const { rows } = await tx.execute<{ settled: number; corrected: number }>(sql`
    with group_results (market_key, line, outcome_name, gameweek, result, reason) as (values ${values}),
    target as (
      select p.id, p.user_id, p.gameweek, p.competition_key,
             p.result as previous, p.result_reason as previous_reason, r.result, r.reason,
             (case when r.result = 'won' then p.points else 0 end) - p.base_points as base,
             (case when r.result = 'won' then p.points * p.multiplier else 0 end) - p.boosted_points as boosted
      from ${predictions} p
      join group_results r
        on r.market_key = p.market_key and r.line is not distinct from p.line
       and r.outcome_name = p.outcome_name and r.gameweek = p.gameweek
      where p.event_id = ${eventId} and p.removed_at is null
        and not coalesce(p.result = 'void' and p.result_reason in ${refundingVoids}, false)
    ),
    changed as (
      select * from target
      where previous is null or previous <> result or previous_reason is distinct from reason
         or base <> 0 or boosted <> 0
    ),
    entries as (
      insert into ledger_entries
        (user_id, prediction_id, kind, gameweek, competition_key, scored_at, base, boosted, detail, created_at)
      select user_id, id,
             case when previous is not null then 'corrected' when result = 'void' then 'void' else 'settled' end,
             gameweek, competition_key, ${scoredAt.toISOString()}::timestamptz, base, boosted,
             jsonb_build_object('pickId', id::text, 'result', ${resultJson(sql`result`, sql`reason`)})
               || case when previous is null then '{}'::jsonb
                  else jsonb_build_object('previous', ${resultJson(sql`previous`, sql`previous_reason`)}) end,
             ${now.toISOString()}::timestamptz
      from changed
    ),
    updated as (
      update ${predictions} p
      set result = c.result, result_reason = c.reason, base_points = p.base_points + c.base,
          boosted_points = p.boosted_points + c.boosted, updated_at = ${now.toISOString()}::timestamptz
      from changed c
      where p.id = c.id
      returning c.previous is null as first
    )
    select count(*) filter (where first)::int as settled, count(*) filter (where not first)::int as corrected
    from updated`);
  return rows[0] ?? { settled: 0, corrected: 0 };
}

// The benchmark bots' picks (docs/game-rules.md §8.1, core/game/bots.ts): for the events whose lock has
// passed among each gameweek's five earliest with a priced h2h market, each bot's pick is recorded once, at
// the price the lock froze (the odds sync writes no price after it) and worth what a person's pick at that
// price is worth (scoring.pointsFor). People's picks cannot change after the lock either, so The Crowd's
// count is final. Rerunning records nothing new; two instances at once insert the same rows, and the
// primary key (bot, event) keeps one.
import { sql } from 'drizzle-orm';
import {
  BOTS,
  BOT_PICKS_PER_GAMEWEEK,
  botChoice,
  eventsToPick,
  type BotCandidate,
  type PricedOutcome,
} from '#core/game/bots.ts';
import { gameweekOf, previousGameweek, type GameweekId } from '#core/game/gameweek.ts';
import { pointsFor } from '#core/game/scoring.ts';
import type { Executor } from '#server/db/executor.ts';

type CandidateRow = {
  id: string;
  gameweek: GameweekId;
  competition_key: string;
  season_id: string | null;
  commence_time: string | Date;
  lock_at: string | Date;
  locked: boolean;
};

/**
 * Each gameweek's earliest events a bot may play (h2h priced; neither postponed nor cancelled, which a
 * person's slot would come back from): enough of them to fill the slots even past the ones already picked.
 */
async function candidates(db: Executor, gameweeks: readonly GameweekId[], at: Date) {
  const now = sql`${at.toISOString()}::timestamptz`;
  const { rows } = await db.execute<CandidateRow>(sql`
    select e.id, e.gameweek, e.competition_key, e.season_id, e.commence_time,
           least(coalesce(e.lock_time, e.commence_time), ${now}) as lock_at,
           (coalesce(e.lock_time, e.commence_time) <= ${now} or e.status in ('live', 'completed')) as locked
    from unnest(${sql.param([...gameweeks])}::text[]) as w(gameweek)
    cross join lateral (
      select * from events e
      where e.gameweek = w.gameweek and e.status not in ('postponed', 'cancelled')
        and exists (select 1 from markets m join outcomes o on o.market_id = m.id
                    where m.event_id = e.id and m.key = 'h2h' and o.probability is not null)
      order by e.commence_time, e.id
      limit ${2 * BOT_PICKS_PER_GAMEWEEK}) e`);
  return rows;
}

/** The bots' picks already made in these gameweeks: bot code → event ids, per gameweek. */
async function pickedEvents(db: Executor, gameweeks: readonly GameweekId[]) {
  const { rows } = await db.execute<{ bot: number; gameweek: string; event_id: string }>(sql`
    select bot, gameweek, event_id from bot_picks
    where gameweek = any(${sql.param([...gameweeks])}::text[])`);
  const picked = new Map<string, Set<string>>();
  for (const row of rows) {
    const key = `${row.bot}|${row.gameweek}`;
    picked.set(key, (picked.get(key) ?? new Set()).add(row.event_id));
  }
  return picked;
}

/** The events' priced h2h outcomes, and how many people's live picks each outcome has. */
async function outcomesOf(db: Executor, eventIds: readonly string[]) {
  const { rows } = await db.execute<{
    event_id: string;
    name: string;
    probability: number;
    picks: number;
  }>(sql`
    select m.event_id, o.name, o.probability,
           (select count(*)::int from predictions p
            where p.event_id = m.event_id and p.market_key = 'h2h' and p.outcome_name = o.name
              and p.removed_at is null) as picks
    from markets m join outcomes o on o.market_id = m.id
    where m.event_id = any(${sql.param([...eventIds])}::text[]) and m.key = 'h2h'
      and o.probability is not null`);
  const byEvent = new Map<string, { outcomes: PricedOutcome[]; picks: Map<string, number> }>();
  for (const row of rows) {
    const entry = byEvent.get(row.event_id) ?? {
      outcomes: [] as PricedOutcome[],
      picks: new Map<string, number>(),
    };
    entry.outcomes.push({ name: row.name, probability: Number(row.probability) });
    entry.picks.set(row.name, Number(row.picks));
    byEvent.set(row.event_id, entry);
  }
  return byEvent;
}

export interface BotPicksRun {
  recorded: number;
}

/** Records the picks due now (see the file comment); this gameweek's and, for a late run, the last one's. */
export async function recordBotPicks(db: Executor, now: Date): Promise<BotPicksRun> {
  const current = gameweekOf(now);
  const gameweeks = [previousGameweek(current), current];
  const events = await candidates(db, gameweeks, now);
  const picked = await pickedEvents(db, gameweeks);
  const due: { bot: (typeof BOTS)[number]; event: CandidateRow }[] = [];
  for (const gameweek of gameweeks) {
    const week = events.filter((event) => event.gameweek === gameweek);
    const byId = new Map(week.map((event) => [event.id, event]));
    const pickable: BotCandidate[] = week.map((event) => ({
      id: event.id,
      commenceTime: new Date(event.commence_time),
      locked: event.locked,
    }));
    for (const bot of BOTS) {
      const already = picked.get(`${bot.code}|${gameweek}`) ?? new Set<string>();
      for (const id of eventsToPick(pickable, already)) {
        const event = byId.get(id);
        if (event) due.push({ bot, event });
      }
    }
  }
  if (due.length === 0) return { recorded: 0 };
  const prices = await outcomesOf(db, [...new Set(due.map(({ event }) => event.id))]);
  const rows = due.flatMap(({ bot, event }) => {
    const priced = prices.get(event.id);
    const choice = priced ? botChoice(bot.bot, priced.outcomes, priced.picks) : null;
    if (!choice) return [];
    return [
      {
        bot: bot.code,
        eventId: event.id,
        gameweek: event.gameweek,
        competitionKey: event.competition_key,
        seasonId: event.season_id,
        outcomeName: choice.name,
        probability: choice.probability,
        points: pointsFor(choice.probability, 'match'),
        createdAt: new Date(event.lock_at).toISOString(),
      },
    ];
  });
  if (rows.length === 0) return { recorded: 0 };
  const json = JSON.stringify(rows);
  const { rows: inserted } = await db.execute<{ bot: number }>(sql`
    insert into bot_picks (bot, event_id, gameweek, competition_key, season_id, market_key, outcome_name,
                           probability, points, created_at)
    select r."bot", r."eventId", r."gameweek", r."competitionKey", r."seasonId", 'h2h', r."outcomeName",
           r."probability", r."points", r."createdAt"
    from jsonb_to_recordset(${json}::jsonb) as r("bot" smallint, "eventId" text, "gameweek" text,
      "competitionKey" text, "seasonId" text, "outcomeName" text, "probability" double precision,
      "points" int, "createdAt" timestamptz)
    on conflict do nothing
    returning bot`);
  return { recorded: inserted.length };
}

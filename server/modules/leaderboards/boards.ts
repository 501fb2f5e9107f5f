// Which boards a scored thing counts on (docs/game-rules.md §8): periods by the event's kick-off (Daily:
// the challenge's day), Gameweek (and so Weekly: storedPeriod) by the pick's gameweek, Season by the competition's season; scopes global,
// the competition's sport and the competition. Pure: the refresh (refresh.ts) and the property test use it.
import { leaderboardPeriods } from '#core/contract/leaderboards.ts';
import type { LeaderboardPeriodId, LeaderboardScope } from '#core/contract/leaderboards.ts';
import { gameweekOf, type GameweekId } from '#core/game/gameweek.ts';
import { seasonOf } from '#core/game/season.ts';

const PERIOD = leaderboardPeriods;
export const SCOPE_IDS: Record<LeaderboardScope, number> = { global: 0, sport: 1, competition: 2 };

export interface BoardKey {
  period: LeaderboardPeriodId;
  periodKey: string;
  scope: LeaderboardScope;
  scopeKey: string;
}

export function boardKeyString(key: BoardKey): string {
  return `${key.period}|${key.periodKey}|${key.scope}|${key.scopeKey}`;
}

/** What one scored thing adds to a player's boards. */
export interface Contribution {
  source: 'weekly' | 'outright' | 'bonus' | 'daily';
  /** When it counts: the event's kick-off (a bonus: its redemption). */
  scoredAt: Date;
  /** Weekly picks and bonus points: the gameweek they count in. */
  gameweek: GameweekId | null;
  /** Daily picks: the challenge's day. */
  day: string | null;
  competitionKey: string | null;
  sportId: string | null;
  /** The competition's season (picks: as saved; bonus: the one holding its redemption). */
  seasonId: string | null;
  total: number;
  boosted: number;
  /** 1 for a won pick. */
  correct: number;
}

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const monthOf = (at: Date) => at.toISOString().slice(0, 7);
const yearOf = (at: Date) => at.toISOString().slice(0, 4);

/** The period key of `period` holding `at` ("current" boards); Season needs the competition. */
export function periodKeyAt(period: LeaderboardPeriodId, at: Date, competitionKey?: string): string | null {
  switch (period) {
    case PERIOD.Daily:
      return dayOf(at);
    case PERIOD.Weekly:
    case PERIOD.Gameweek:
      return gameweekOf(at);
    case PERIOD.Monthly:
      return monthOf(at);
    case PERIOD.Yearly:
      return yearOf(at);
    default:
      return competitionKey ? seasonOf(competitionKey, at).id : null;
  }
}

/** The scopes a contribution reaches: global, and its sport and competition when it has them. */
function scopesOf(contribution: Contribution): [LeaderboardScope, string][] {
  const scopes: [LeaderboardScope, string][] = [['global', '']];
  if (contribution.sportId) scopes.push(['sport', contribution.sportId]);
  if (contribution.competitionKey) scopes.push(['competition', contribution.competitionKey]);
  return scopes;
}

/** The periods a contribution counts in, with their keys (Season apart: competition scope only). */
function periodsOf(contribution: Contribution): [LeaderboardPeriodId, string][] {
  const at = contribution.scoredAt;
  switch (contribution.source) {
    case 'daily':
      return [[PERIOD.Daily, contribution.day ?? dayOf(at)]];
    case 'outright':
      return [[PERIOD.Yearly, yearOf(at)]];
    default:
      return [
        [PERIOD.Gameweek, contribution.gameweek ?? gameweekOf(at)],
        [PERIOD.Monthly, monthOf(at)],
        [PERIOD.Yearly, yearOf(at)],
      ];
  }
}

/**
 * The period whose rows a board of `period` keeps. Gameweeks here are ISO weeks (no feed has rounds), so
 * the Weekly board is the Gameweek board: a pick counts in its gameweek's week. Storing it once spares a
 * quarter of the rows a settlement writes.
 */
export function storedPeriod(period: LeaderboardPeriodId): LeaderboardPeriodId {
  return period === PERIOD.Weekly ? PERIOD.Gameweek : period;
}

/** Every board the contribution counts on. */
export function boardsOf(contribution: Contribution): BoardKey[] {
  const keys: BoardKey[] = [];
  for (const [period, periodKey] of periodsOf(contribution)) {
    for (const [scope, scopeKey] of scopesOf(contribution)) keys.push({ period, periodKey, scope, scopeKey });
  }
  if (contribution.source !== 'daily' && contribution.seasonId && contribution.competitionKey) {
    keys.push({
      period: PERIOD.Season,
      periodKey: contribution.seasonId,
      scope: 'competition',
      scopeKey: contribution.competitionKey,
    });
  }
  return keys;
}

export interface Totals {
  boosted: number;
  total: number;
  correct: number;
}

/** A player's rows: each board's sums of the contributions counting on it. */
export function standingsOf(contributions: readonly Contribution[]): Map<string, { key: BoardKey } & Totals> {
  const rows = new Map<string, { key: BoardKey } & Totals>();
  for (const contribution of contributions) {
    for (const key of boardsOf(contribution)) {
      const id = boardKeyString(key);
      const row = rows.get(id) ?? { key, boosted: 0, total: 0, correct: 0 };
      row.boosted += contribution.boosted;
      row.total += contribution.total;
      row.correct += contribution.correct;
      rows.set(id, row);
    }
  }
  return rows;
}

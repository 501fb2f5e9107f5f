// Which board a request or a league reads: the key a query names (the period key defaulting to the period
// holding `now`), and the board of a league's scope.
import { leaderboardPeriods } from '#core/contract/leaderboards.ts';
import type { LeaderboardPeriodId, LeaderboardScope } from '#core/contract/leaderboards.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { MemberLeague } from '#server/modules/leagues/index.ts';
import { periodKeyAt, type BoardKey } from './boards.ts';

const COMPETITION_KEY = /^[a-z0-9]+(_[a-z0-9]+)*$/;

/** The board a request names; the period key defaults to the period holding `now`. */
export function boardKeyOf(
  query: { period: LeaderboardPeriodId; periodKey?: string; scope: LeaderboardScope; scopeKey?: string },
  now: Date,
): BoardKey {
  const { period, scope } = query;
  if (scope !== 'global' && !query.scopeKey) throw new HttpError('boardNeedsScopeKey', { scope });
  if (period === leaderboardPeriods.Season && scope !== 'competition')
    throw new HttpError('seasonBoardPerCompetition');
  const scopeKey = scope === 'global' ? '' : (query.scopeKey ?? '');
  if (scope === 'competition' && !COMPETITION_KEY.test(scopeKey)) {
    throw new HttpError('unknownCompetitionKey', { in: 'querystring', competition: scopeKey });
  }
  const periodKey = query.periodKey ?? periodKeyAt(period, now, scopeKey) ?? '';
  return { period, periodKey, scope, scopeKey };
}

/** The scope of a league's boards: global, its sport's or its competition's. */
export function leagueScopeOf(league: Pick<MemberLeague, 'scope'>): {
  scope: LeaderboardScope;
  scopeKey: string;
} {
  const scope = league.scope;
  if (scope.kind === 'sport') return { scope: 'sport', scopeKey: scope.sportId };
  if (scope.kind === 'competition') return { scope: 'competition', scopeKey: scope.competitionKey };
  return { scope: 'global', scopeKey: '' };
}

/** The board a league's standings read for a period. */
export function leagueBoardKey(
  league: Pick<MemberLeague, 'scope'>,
  period: LeaderboardPeriodId,
  periodKey: string | undefined,
  now: Date,
): BoardKey {
  const { scope, scopeKey } = leagueScopeOf(league);
  return boardKeyOf({ period, periodKey, scope, scopeKey: scope === 'global' ? undefined : scopeKey }, now);
}

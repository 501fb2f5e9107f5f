// Server answers for the leagues screens' tests (tests/components/leagues/*): leagues, standings and
// handlers that keep what the SPA sends.
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LeagueStandingsDto, StandingRowDto } from '#core/contract/leaderboards.ts';
import type { RankHistoryDto } from '#core/contract/rank-history.ts';
import type {
  LeagueDetailsDto,
  LeagueMemberDto,
  LeaguePreviewDto,
  LeagueSummaryDto,
  MyLeaguesDto,
  PublicLeaguesPageDto,
} from '#core/contract/leagues.ts';
import { apiUrl, mswServer } from '../../test-utils/msw.ts';

/** A whole page load plus a few clicks each: room for a busy machine. */
export const leaguesTestOptions = { timeout: 20_000 };

/** Loads the leagues' lazy modules once per file (their first transform is slow). */
export async function preloadLeagueScreens(): Promise<void> {
  configure({ asyncUtilTimeout: 5000 });
  await Promise.all([
    import('#src/features/leagues/LeaguesHomePage.tsx'),
    import('#src/features/leagues/JoinLeaguePage.tsx'),
    import('#src/features/leagues/LeagueDetailsPage.tsx'),
  ]);
}

export const me = { userId: 'u-1', displayName: 'Ada Lovelace' };
export const olive = { userId: 'u-9', displayName: 'Olive Owner' };
export const bob = { userId: 'u-5', displayName: 'Bob Builder' };

export const leagueId = '0b7f1c3e-5d55-4f3c-9a55-2b1f0f6c7a11';

export function summary(extra: Partial<LeagueSummaryDto> = {}): LeagueSummaryDto {
  return {
    id: leagueId,
    name: 'Friday Five-a-side',
    visibility: 1,
    scope: { kind: 'sport', sportId: 'Football' },
    rankBy: 'boosted',
    memberCount: 3,
    isOwner: false,
    isMember: true,
    ...extra,
  };
}

const member = (who: { userId: string; displayName: string }, isOwner = false): LeagueMemberDto => ({
  ...who,
  isOwner,
  joinedAt: '2026-11-02T10:00:00.000Z',
});

export function details(extra: Partial<LeagueDetailsDto> = {}): LeagueDetailsDto {
  const owner = extra.isOwner ? me : olive;
  return {
    ...summary(),
    owner,
    code: 'K7QMW4TD',
    createdAt: '2026-11-02T10:00:00.000Z',
    members: [
      member(owner, true),
      ...[me, olive, bob].filter((who) => who !== owner).map((who) => member(who)),
    ],
    ...extra,
  };
}

export function preview(extra: Partial<LeaguePreviewDto> = {}): LeaguePreviewDto {
  return { ...summary({ isMember: false }), owner: olive, ...extra };
}

export const row = (
  rank: number,
  who: { userId: string; displayName: string },
  boosted: number,
  total: number,
  correct: number,
): StandingRowDto => ({ rank, ...who, boosted, total, correct, bot: null });

export function standings(rows: StandingRowDto[], periodKey = '2026-W47'): LeagueStandingsDto {
  return {
    leagueId,
    rankBy: 'boosted',
    board: { period: 4, periodKey, scope: 'sport', scopeKey: 'Football' },
    rows,
  };
}

export const leaguesUrl = (path: string) => apiUrl(`leagues/v1/${path}`);

/** What the SPA sent to a handler, kept for the test to read. */
export interface Sent {
  url: URL;
  body: unknown;
}

/** Serves one answer for `method path`, keeping what was sent. */
export function serve(
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  answer: () => Response,
): Sent[] {
  const sent: Sent[] = [];
  mswServer.use(
    http[method](url, async ({ request }) => {
      const text = await request.text();
      sent.push({ url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
      return answer();
    }),
  );
  return sent;
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
export const noContent = () => new HttpResponse(null, { status: 204 });

export function myLeagues(
  leagues: LeagueSummaryDto[],
  limits: Partial<MyLeaguesDto['limits']> = {},
): MyLeaguesDto {
  return { leagues, limits: { created: 0, maxCreated: 3, joined: leagues.length, maxJoined: 10, ...limits } };
}

export function publicPage(
  leagues: LeagueSummaryDto[],
  page = 1,
  total = leagues.length,
): PublicLeaguesPageDto {
  return { leagues, page, pageSize: 10, total };
}

export const standingsUrl = (id = leagueId) => apiUrl(`leaderboards/v1/Leagues/${id}`);

export const myLeagueRanksUrl = apiUrl('leaderboards/v1/MyLeagueRanks');

export const rankHistoryUrl = (id = leagueId) => apiUrl(`leaderboards/v1/Leagues/${id}/History`);

/** A member's rank history over two gameweeks (GET Leagues/{leagueId}/History). */
export function rankHistory(
  who: { userId: string; displayName: string },
  gameweeks: RankHistoryDto['gameweeks'] = [
    { gameweek: '2026-W46', points: 30, cumulative: 30, rank: 1 },
    { gameweek: '2026-W47', points: 14, cumulative: 44, rank: 2 },
  ],
): RankHistoryDto {
  return { leagueId, ...who, rankBy: 'boosted', members: 3, gameweeks };
}

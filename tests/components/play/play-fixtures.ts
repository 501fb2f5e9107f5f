// Server answers for the events view tests (tests/components/play/*): one EPL gameweek, the player's
// week and credits, and handlers that keep what the SPA sends.
import { configure, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { MyRankDto } from '#core/contract/leaderboards.ts';
import type {
  CreditActionDto,
  CreditDto,
  MyCreditsDto,
  MyWeekDto,
  PickDto,
  SaveWeekRequest,
  SeasonDto,
  WeekSummaryDto,
} from '#core/contract/play.ts';
import type { EventDto, EventsDto } from '#core/contract/predictions.ts';
import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { noticeMessage, type NoticeCode, type RefusalArgs, type RefusalCode } from '#core/refusals.ts';
import { apiUrl, mswServer, sportGroups } from '../../test-utils/msw.ts';
import { refusalAnswer } from '../../test-utils/refusals.ts';

export const gameweek = '2026-W47';

/**
 * Before a file's tests: loads the events screen's modules (the route imports them lazily, and their
 * first transform is slow), and lets `findBy`/`waitFor` wait longer than their 1 s default, as a page
 * load here is four requests and a lazy screen, which a busy machine can stretch past a second.
 */
/** A whole page load plus a few clicks each: room for a busy machine (the default is 5 s). */
export const playTestOptions = { timeout: 20_000 };

export async function preloadEventsScreen(): Promise<void> {
  configure({ asyncUtilTimeout: 5000 });
  await import('#src/features/play/EventsPage.tsx');
}

/** An EPL match with a 1X2 market (home, draw, away points) and, when asked, a totals market. */
export function match(
  id: string,
  homeTeam: string,
  awayTeam: string,
  commenceTime: string,
  points: [number | null, number | null, number | null] = [20, 34, 41],
  extra: Partial<EventDto> = {},
): EventDto {
  const [home, draw, away] = points;
  const outcome = (name: string, value: number | null) => ({
    name,
    probability: value === null ? null : 10 / value,
    booksUsed: value === null ? 0 : 6,
    points: value,
  });
  return {
    id,
    competitionKey: 'soccer_epl',
    sportId: 'Football',
    commenceTime,
    homeTeam,
    awayTeam,
    status: 'scheduled',
    locked: false,
    scores: null,
    markets: [
      {
        key: 'h2h',
        line: null,
        outcomes: [outcome(homeTeam, home), outcome('Draw', draw), outcome(awayTeam, away)],
      },
    ],
    ...extra,
  };
}

/** Six playable matches over three days, so a sixth pick goes over the five of the week. */
export const weekEvents: EventDto[] = [
  match('e1', 'Arsenal', 'Chelsea', '2026-11-17T19:45:00.000Z', [20, 34, 41], {
    markets: [
      ...match('e1', 'Arsenal', 'Chelsea', '').markets,
      {
        key: 'totals',
        line: 2.5,
        outcomes: [
          { name: 'Over', probability: 0.52, booksUsed: 5, points: 19 },
          { name: 'Under', probability: 0.48, booksUsed: 5, points: 21 },
        ],
      },
    ],
  }),
  match('e2', 'Liverpool', 'Everton', '2026-11-18T20:00:00.000Z', [14, 45, 80]),
  match('e3', 'Brighton', 'Fulham', '2026-11-18T15:00:00.000Z', [25, 33, 30]),
  match('e4', 'Wolves', 'Burnley', '2026-11-21T12:30:00.000Z', [27, 32, 29]),
  match('e5', 'Newcastle', 'Leeds', '2026-11-21T15:00:00.000Z', [17, 42, 62]),
  match('e6', 'Brentford', 'Luton', '2026-11-21T17:30:00.000Z', [18, 40, 55]),
];

/**
 * 25 matches of 2026-W47 at noon UTC (the same calendar day in every zone from UTC-11 to UTC+11): 5 on
 * Monday 16, 12 on Tuesday 17, 8 on Saturday 21; too many for one page, so a view opens on one day.
 */
export function busyWeek(): EventDto[] {
  const on = (date: string, count: number, from: number) =>
    Array.from({ length: count }, (_, index) =>
      match(
        `e${from + index}`,
        `Home ${from + index}`,
        `Away ${from + index}`,
        `2026-11-${date}T12:${String(index).padStart(2, '0')}:00.000Z`,
      ),
    );
  return [...on('16', 5, 1), ...on('17', 12, 6), ...on('21', 8, 18)];
}

export function summary(overrides: Partial<WeekSummaryDto> = {}): WeekSummaryDto {
  return {
    predictions: 0,
    maxPredictions: 5,
    credits: 0,
    totalScore: 0,
    boostedScore: 0,
    bonusPoints: 0,
    ...overrides,
  };
}

export function pick(
  eventId: string,
  outcome: string,
  points: number,
  overrides: Partial<PickDto> = {},
): PickDto {
  // The pick names its match as the server does: from its event (a week event's, else made-up teams).
  const event = weekEvents.find((candidate) => candidate.id === eventId);
  return {
    id: `p-${eventId}`,
    eventId,
    competitionKey: 'soccer_epl',
    homeTeam: event?.homeTeam ?? `Home ${eventId}`,
    awayTeam: event?.awayTeam ?? `Away ${eventId}`,
    commenceTime: event?.commenceTime ?? '2026-11-17T12:00:00.000Z',
    marketKey: 'h2h',
    line: null,
    outcome,
    probability: 10 / points,
    points,
    multiplier: 1,
    locked: false,
    result: null,
    voidReason: null,
    basePoints: 0,
    boostedPoints: 0,
    ledger: [
      {
        kind: 'saved',
        at: '2026-11-16T09:00:00.000Z',
        base: 0,
        boosted: 0,
        outcome,
        probability: 10 / points,
        points,
      },
    ],
    ...overrides,
  };
}

export function myWeek(picks: PickDto[] = [], overrides: Partial<WeekSummaryDto> = {}): MyWeekDto {
  return {
    gameweek,
    startsAt: '2026-11-16T00:00:00.000Z',
    endsAt: '2026-11-23T00:00:00.000Z',
    summary: summary({ predictions: picks.length, ...overrides }),
    picks,
  };
}

export function credit(
  id: string,
  typeId: CreditDto['typeId'],
  overrides: Partial<CreditDto> = {},
): CreditDto {
  return {
    id,
    typeId,
    value: typeId === 1 ? 25 : typeId === 2 ? 2 : 1,
    competitionKey: null,
    expiresAt: null,
    source: 'bundle',
    redeemedGameweek: null,
    redeemedPredictionId: null,
    ...overrides,
  };
}

export function myCredits(available: CreditDto[] = [], redeemedThisWeek: CreditDto[] = []): MyCreditsDto {
  return { available, redeemedThisWeek, remainingThisWeek: { 1: 1, 2: 2, 3: 2 } };
}

export const eplSeasons: SeasonDto[] = [
  {
    id: 's-2026',
    competitionKey: 'soccer_epl',
    label: '2026/27',
    startsAt: '2026-08-01T00:00:00.000Z',
    endsAt: '2027-06-01T00:00:00.000Z',
    archived: false,
  },
  {
    id: 's-2025',
    competitionKey: 'soccer_epl',
    label: '2025/26',
    startsAt: '2025-08-01T00:00:00.000Z',
    endsAt: '2026-06-01T00:00:00.000Z',
    archived: true,
  },
];

/** The sports list with an outright competition besides the EPL. */
export const groupsWithOutrights: SportGroupDto[] = [
  ...sportGroups,
  {
    sport: { ...(sportGroups[0] as SportGroupDto).sport, id: 'Golf', name: 'Golf', sortOrder: 9 },
    competitions: [
      {
        key: 'golf_masters_tournament_winner',
        sportId: 'Golf',
        title: 'Masters',
        displayName: 'Masters winners',
        hasOutrights: true,
        isActive: true,
        marketTypes: ['outrights'],
        sortOrder: 1,
      },
    ],
  },
];

/** What the SPA sent to one route, and the query strings it asked with. */
export interface Seen {
  bodies: unknown[];
  queries: URLSearchParams[];
}

function answer(method: 'get' | 'put' | 'post' | 'delete', path: string, reply: (body: unknown) => Response) {
  const seen: Seen = { bodies: [], queries: [] };
  mswServer.use(
    http[method](apiUrl(path), async ({ request }) => {
      seen.queries.push(new URL(request.url).searchParams);
      const text = method === 'get' ? '' : await request.text();
      const body: unknown = text === '' ? undefined : JSON.parse(text);
      seen.bodies.push(body);
      return reply(body);
    }),
  );
  return seen;
}

export const serve = {
  /** A function answers what the server holds at the time of the call. */
  week: (week: MyWeekDto | (() => MyWeekDto) = myWeek()) =>
    answer('get', 'predictions/v1/MyWeek', () =>
      HttpResponse.json(typeof week === 'function' ? week() : week),
    ),
  events: (events: EventDto[] = weekEvents) =>
    answer('get', 'predictions/v1/Events', () => HttpResponse.json({ gameweek, events } satisfies EventsDto)),
  credits: (credits: MyCreditsDto = myCredits()) =>
    answer('get', 'account/v1/myCredits', () => HttpResponse.json(credits)),
  seasons: (seasons: SeasonDto[] = eplSeasons) =>
    answer('get', 'predictions/v1/Seasons', () => HttpResponse.json(seasons)),
  /** PUT MyWeek answering the slip as saved picks at the events' prices. */
  saveWeek: (events: EventDto[] = weekEvents) =>
    answer('put', 'predictions/v1/MyWeek', (body) => {
      const { selections } = body as SaveWeekRequest;
      const picks = selections.map((selection) => {
        const event = events.find((candidate) => candidate.id === selection.eventId);
        const market = event?.markets.find((candidate) => candidate.key === selection.marketKey);
        const points = market?.outcomes.find((o) => o.name === selection.outcome)?.points ?? 10;
        return pick(selection.eventId, selection.outcome, points, { marketKey: selection.marketKey });
      });
      return HttpResponse.json(myWeek(picks));
    }),
  /** One failing PUT MyWeek, before any other handler for it. */
  failSaveOnce: (reply: () => Response) => {
    const seen: Seen = { bodies: [], queries: [] };
    mswServer.use(http.put(apiUrl('predictions/v1/MyWeek'), () => reply(), { once: true }));
    return seen;
  },
  /** GET MyRank: this gameweek's global board, me at `rank` of `players` (null: no row yet). */
  myRank: (rank: number | null, players = 120) =>
    answer('get', 'leaderboards/v1/MyRank', () =>
      HttpResponse.json({
        board: { period: 4, periodKey: gameweek, scope: 'global', scopeKey: '', players },
        me:
          rank === null
            ? null
            : { rank, userId: 'me', displayName: 'Me', boosted: 94, total: 47, correct: 2, bot: null },
      } satisfies MyRankDto),
    ),
  redeem: (reply: (body: unknown) => Response) => answer('post', 'account/v1/myCredits/redeem', reply),
  revoke: (reply: (body: unknown) => Response) => answer('post', 'account/v1/myCredits/revoke', reply),
};

/** An ApiErrorBody answer: a coded refusal with the catalogue's sentence. */
export function refusal<C extends RefusalCode>(status: number, code: C, ...args: RefusalArgs<C>): Response {
  return refusalAnswer(status, code, ...args);
}

/** A credit action that went through, with its notice code and the catalogue's sentence. */
export function creditAction(code: NoticeCode, typeId: CreditDto['typeId'], week: WeekSummaryDto): Response {
  const action: CreditActionDto = {
    code,
    message: noticeMessage(code),
    credit: credit('c-redeemed', typeId, { redeemedGameweek: gameweek }),
    week,
  };
  return HttpResponse.json(action);
}

/** dd/MM/yyyy HH:mm in the test machine's own time zone, computed apart from the app's formatter. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * Waits until the slip counts `count` and the cards take choices: their buttons open a moment after the
 * slip does (WeekView draws that change to every card as a transition).
 */
/**
 * Waits until the slip counts `count` and takes choices, and the list has drawn its whole page (it draws
 * a few cards a commit and is busy meanwhile).
 */
export async function slipOpen(count: string): Promise<void> {
  await waitFor(() => {
    expect(screen.getByTestId('slip-counter')).toHaveTextContent(count);
    expect(document.querySelector('article button[aria-pressed]:not(:disabled)')).not.toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
}

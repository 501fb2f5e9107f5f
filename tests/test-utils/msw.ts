import { afterAll, afterEach, beforeAll } from 'vitest';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { DailyChallengeDto } from '#core/contract/daily-challenge.ts';
import type { SportDto, SportGroupDto } from '#core/contract/static-lookups.ts';

/** Where tests point the SPA's API (settings.apiBaseUrl); jsdom's fetch needs an absolute address. */
export const testApiBase = 'http://api.longshot.test';
export const apiUrl = (path: string) => `${testApiBase}/api/${path}`;

export const mswServer = setupServer();

/** The landing page's daily challenge on a day without a match: every test rendering `/` meets it. */
export const noMatchDay: DailyChallengeDto = {
  today: { day: '2026-11-21', event: null, myPick: null },
  yesterday: { day: '2026-11-20', event: null, myPick: null },
  streak: 0,
  bestStreak: 0,
  toNextMultiplier: 7,
};
export const dailyChallengeUrl = apiUrl('predictions/v1/DailyChallenge');
const noMatchDayHandler = http.get(dailyChallengeUrl, () => HttpResponse.json(noMatchDay));

/**
 * Starts MSW for a test file: any request without a handler fails the test (MSW 3 `onUnhandledFrame`),
 * and handlers added by a test are dropped after it.
 */
export function useMswServer(...handlers: RequestHandler[]): void {
  beforeAll(() => {
    mswServer.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    mswServer.resetHandlers(...handlers, noMatchDayHandler);
  });
  afterAll(() => {
    mswServer.close();
  });
  mswServer.resetHandlers(...handlers, noMatchDayHandler);
}

/**
 * Every request MSW sees from now on, as `METHOD url`. The landing page's own GET of the daily challenge is
 * left out unless asked for: it is the page's background, not part of the flows the tests list.
 */
export function recordRequests(options: { includeDailyChallenge?: boolean } = {}): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const entry = `${request.method} ${request.url}`;
    if (!options.includeDailyChallenge && entry === `GET ${dailyChallengeUrl}`) return;
    seen.push(entry);
  };
  mswServer.events.on('request:start', listener);
  afterEach(() => {
    mswServer.events.removeListener('request:start', listener);
  });
  return seen;
}

export const football: SportDto = {
  id: 'Football',
  name: 'Football',
  oddsGroup: 'Soccer',
  colour: '#1B5E20',
  textColor: '#FFFFFF',
  bordered: false,
  isActive: true,
  sortOrder: 1,
};

export const basketball: SportDto = {
  id: 'Basketball',
  name: 'Basketball',
  oddsGroup: 'Basketball',
  colour: '#BF360C',
  textColor: '#FFFFFF',
  bordered: false,
  isActive: true,
  sortOrder: 4,
};

export const sportGroups: SportGroupDto[] = [
  {
    sport: football,
    competitions: [
      {
        key: 'soccer_epl',
        sportId: 'Football',
        title: 'EPL',
        displayName: 'English Premier League',
        hasOutrights: false,
        isActive: true,
        marketTypes: ['h2h', 'totals'],
        sortOrder: 1,
      },
    ],
  },
  { sport: basketball, competitions: [] },
];

/** Basketball's outright competitions: one open, one closed (which the drawer leaves out). */
export const outrightGroups: SportGroupDto[] = [
  {
    sport: basketball,
    competitions: [
      {
        key: 'basketball_nba_championship_winner',
        sportId: 'Basketball',
        title: 'NBA Championship Winner',
        displayName: 'NBA Championship winners',
        hasOutrights: true,
        isActive: true,
        marketTypes: ['outrights'],
        sortOrder: 2,
      },
      {
        key: 'basketball_euroleague_winner',
        sportId: 'Basketball',
        title: 'Euroleague Winner',
        displayName: 'Euroleague winners',
        hasOutrights: true,
        isActive: false,
        marketTypes: ['outrights'],
        sortOrder: 3,
      },
    ],
  },
];

export const staticLookupHandlers = {
  activeSports: (sports: SportDto[] = [football, basketball]) =>
    http.get(apiUrl('StaticLookups/v1/Sports/'), () => HttpResponse.json(sports)),
  allSportsAndCompetitions: (groups: SportGroupDto[] = sportGroups) =>
    http.get(apiUrl('StaticLookups/v1/AllSportsAndCompetitions'), () => HttpResponse.json(groups)),
  outrightSportsAndCompetitions: (groups: SportGroupDto[] = outrightGroups) =>
    http.get(apiUrl('StaticLookups/v1/OutrightSportsAndCompetitions'), () => HttpResponse.json(groups)),
};

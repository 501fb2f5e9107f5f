import { afterAll, afterEach, beforeAll } from 'vitest';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { SportDto, SportGroupDto } from '../../server/contract/static-lookups.ts';

/** Where tests point the SPA's API (settings.apiBaseUrl); jsdom's fetch needs an absolute address. */
export const testApiBase = 'http://api.longshot.test';
export const apiUrl = (path: string) => `${testApiBase}/api/${path}`;

export const mswServer = setupServer();

/**
 * Starts MSW for a test file: any request without a handler fails the test (MSW 3 `onUnhandledFrame`),
 * and handlers added by a test are dropped after it.
 */
export function useMswServer(...handlers: RequestHandler[]): void {
  beforeAll(() => {
    mswServer.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    mswServer.resetHandlers(...handlers);
  });
  afterAll(() => {
    mswServer.close();
  });
  mswServer.resetHandlers(...handlers);
}

/** Every request MSW sees from now on, as `METHOD url`. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${request.url}`);
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
  colour: '#E65100',
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

export const staticLookupHandlers = {
  activeSports: (sports: SportDto[] = [football, basketball]) =>
    http.get(apiUrl('StaticLookups/v1/Sports/'), () => HttpResponse.json(sports)),
  allSportsAndCompetitions: (groups: SportGroupDto[] = sportGroups) =>
    http.get(apiUrl('StaticLookups/v1/AllSportsAndCompetitions'), () => HttpResponse.json(groups)),
};

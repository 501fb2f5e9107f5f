import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { EmailTypeDto, SportDto, SportGroupDto } from '#core/contract/static-lookups.ts';
import { ping } from '#src/api/auth/ping.ts';
import { createRequestLayer } from '#src/api/request-layer.ts';
import { getActiveSportsAndCompetitions } from '#src/api/static-lookups/get-active-sports-and-competitions.ts';
import { getAllSportsAndCompetitions } from '#src/api/static-lookups/get-all-sports-and-competitions.ts';
import { getEmails } from '#src/api/static-lookups/get-emails.ts';
import { getOutrightSportsAndCompetitions } from '#src/api/static-lookups/get-outright-sports-and-competitions.ts';
import { getSports } from '#src/api/static-lookups/get-sports.ts';
import { apiRootUrl, useMockServer } from './msw.ts';

const server = useMockServer();
const api = createRequestLayer({
  getApiRoot: () => apiRootUrl,
  getBearerToken: () => null,
  refreshToken: async () => false,
  onUnauthorized: () => {},
  onForbidden: () => {},
});
const lookups = `${apiRootUrl}StaticLookups/v1/`;

const football: SportDto = {
  id: 'Football',
  name: 'Football',
  oddsGroup: 'Soccer',
  colour: '#123456',
  textColor: '#ffffff',
  bordered: false,
  isActive: true,
  sortOrder: 1,
};
const groups: SportGroupDto[] = [
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
];

describe('static lookups (api/StaticLookups/v1/)', () => {
  it('GET Emails', async () => {
    const emails: EmailTypeDto[] = [{ id: 1, key: 'weekly', name: 'Weekly', description: 'Weekly round-up' }];
    server.use(http.get(`${lookups}Emails`, () => HttpResponse.json(emails)));
    await expect(getEmails(api)).resolves.toEqual(emails);
  });

  it('GET AllSportsAndCompetitions', async () => {
    server.use(http.get(`${lookups}AllSportsAndCompetitions`, () => HttpResponse.json(groups)));
    await expect(getAllSportsAndCompetitions(api)).resolves.toEqual(groups);
  });

  it('GET Sports/ and, for active sports only, Sports/?isActive=1', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${lookups}Sports/`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json([football]);
      }),
    );
    await expect(getSports(api)).resolves.toEqual([football]);
    await expect(getSports(api, { activeOnly: true })).resolves.toEqual([football]);
    expect(urls).toEqual([`${lookups}Sports/`, `${lookups}Sports/?isActive=1`]);
  });

  it('GET ActiveSportsAndCompetitions unwraps data', async () => {
    server.use(http.get(`${lookups}ActiveSportsAndCompetitions`, () => HttpResponse.json({ data: groups })));
    await expect(getActiveSportsAndCompetitions(api)).resolves.toEqual(groups);
  });

  it('GET OutrightSportsAndCompetitions', async () => {
    server.use(http.get(`${lookups}OutrightSportsAndCompetitions`, () => HttpResponse.json([])));
    await expect(getOutrightSportsAndCompetitions(api)).resolves.toEqual([]);
  });

  it('an endpoint nobody mocked fails the call (MSW rejects unhandled requests)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(getEmails(api)).rejects.toMatchObject({ code: -100 });
      expect(String(consoleError.mock.calls[0]?.[0])).toContain('without a matching request handler');
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('auth ping', () => {
  it('GET api/auth/v1/ping', async () => {
    let pinged = 0;
    server.use(
      http.get(`${apiRootUrl}auth/v1/ping`, () => {
        pinged++;
        return HttpResponse.json({ pong: true, time: '2025-10-21T12:00:00.000Z' });
      }),
    );
    await expect(ping(api)).resolves.toEqual({ pong: true, time: '2025-10-21T12:00:00.000Z' });
    expect(pinged).toBe(1);
  });
});

// The daily challenge as the server answers it (core/contract/play.ts), for the landing page's tests.
import { http, HttpResponse } from 'msw';
import type { DailyChallengeDto, DailyDayDto } from '#core/contract/daily-challenge.ts';
import type { EventDto } from '#core/contract/predictions.ts';
import { apiUrl } from '../../test-utils/msw.ts';

export const dailyChallengePath = 'predictions/v1/DailyChallenge';
export const dailyPickPath = 'predictions/v1/DailyChallenge/MyPick';

/** Today's match of the day, open for picks: Arsenal 22 pts, Draw 36, Chelsea 37. */
export const todaysMatch: EventDto = {
  id: 'ev-today',
  competitionKey: 'soccer_epl',
  sportId: 'Football',
  commenceTime: '2026-11-21T17:30:00.000Z',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  status: 'scheduled',
  locked: false,
  scores: null,
  markets: [
    {
      key: 'h2h',
      line: null,
      outcomes: [
        { name: 'Arsenal', probability: 0.45, booksUsed: 6, points: 22 },
        { name: 'Draw', probability: 0.28, booksUsed: 6, points: 36 },
        { name: 'Chelsea', probability: 0.27, booksUsed: 6, points: 37 },
      ],
    },
  ],
};

/** Yesterday's match, finished 2-1 to Liverpool. */
export const yesterdaysMatch: EventDto = {
  id: 'ev-yesterday',
  competitionKey: 'soccer_epl',
  sportId: 'Football',
  commenceTime: '2026-11-20T20:00:00.000Z',
  homeTeam: 'Liverpool',
  awayTeam: 'Everton',
  status: 'completed',
  locked: true,
  scores: [
    { name: 'Liverpool', score: '2' },
    { name: 'Everton', score: '1' },
  ],
  markets: [
    {
      key: 'h2h',
      line: null,
      outcomes: [
        { name: 'Liverpool', probability: 0.6, booksUsed: 5, points: 17 },
        { name: 'Draw', probability: 0.22, booksUsed: 5, points: 45 },
        { name: 'Everton', probability: 0.18, booksUsed: 5, points: 56 },
      ],
    },
  ],
};

type DailyPick = NonNullable<DailyDayDto['myPick']>;

/** A pick on `outcome` of `event` at its price, not settled yet. */
export function pickOn(event: EventDto, outcome: string, settled: Partial<DailyPick> = {}): DailyPick {
  const price = event.markets[0]?.outcomes.find((candidate) => candidate.name === outcome);
  if (!price?.probability || !price.points) throw new Error(`No price for ${outcome} in the fixture`);
  return {
    outcome,
    probability: price.probability,
    points: price.points,
    result: null,
    voidReason: null,
    basePoints: 0,
    ...settled,
  };
}

export function challenge(
  overrides: {
    today?: Partial<DailyDayDto>;
    yesterday?: Partial<DailyDayDto>;
    streak?: number;
    bestStreak?: number;
    toNextMultiplier?: number;
  } = {},
): DailyChallengeDto {
  return {
    today: { day: '2026-11-21', event: todaysMatch, myPick: null, ...overrides.today },
    yesterday: { day: '2026-11-20', event: yesterdaysMatch, myPick: null, ...overrides.yesterday },
    streak: overrides.streak ?? 3,
    bestStreak: overrides.bestStreak ?? 5,
    toNextMultiplier: overrides.toNextMultiplier ?? 4,
  };
}

/** GET DailyChallenge answering `answer` every time. */
export const serveChallenge = (answer: DailyChallengeDto) =>
  http.get(apiUrl(dailyChallengePath), () => HttpResponse.json(answer));

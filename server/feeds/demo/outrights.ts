// Outright markets: one event per season with every runner priced, the winner drawn from the probabilities
// the season locked at and revealed once the season ends. While the season is under way the market drifts
// towards its eventual winner, as real futures markets do.
import type { FeedBookmaker, FeedEvent, FeedScore } from '#core/game/feed.ts';
import { booksFor } from './bookmakers.ts';
import {
  MARGIN_JITTER,
  OUTRIGHT_BOOKSUM_BAND,
  OUTRIGHT_MARGIN,
  OUTRIGHT_PROBABILITY_FLOOR,
  OUTRIGHT_WINNER_DRIFT,
} from './constants.ts';
import type { OutrightCompetition } from './competitions.ts';
import type { Ratings } from './fixture-model.ts';
import { quoteMarket, repricingAt } from './market-quotes.ts';
import { clamp, drawIndex } from './maths.ts';
import { eventId, randomFor } from './random.ts';
import { isoSeconds } from './time.ts';

/** Runners' season-to-season form on top of their strength (rating units). */
const SEASON_FORM_SD = 0.4;
/** Runners' own drift over a season under way (log-odds at the season's end). */
const RUNNER_DRIFT_SD = 0.8;

export interface OutrightSeason {
  competition: OutrightCompetition;
  startYear: number;
  id: string;
  commenceMs: number;
  endMs: number;
  description: string;
}

function seasonOf(seed: string, competition: OutrightCompetition, startYear: number): OutrightSeason {
  return {
    competition,
    startYear,
    id: eventId(seed, competition.key, 'season', startYear),
    ...competition.season(startYear),
    description: competition.describe(startYear),
  };
}

/** The season whose winner is not known yet at the instant (its market is open or under way). */
export function currentSeason(seed: string, competition: OutrightCompetition, nowMs: number): OutrightSeason {
  let year = new Date(nowMs).getUTCFullYear() - 2;
  while (competition.season(year).endMs <= nowMs) year++;
  return seasonOf(seed, competition, year);
}

export function previousSeason(seed: string, season: OutrightSeason): OutrightSeason {
  return seasonOf(seed, season.competition, season.startYear - 1);
}

/** True title chances at the season's lock, in roster order. */
export function seasonProbabilities(seed: string, season: OutrightSeason, ratings: Ratings): number[] {
  const { competition } = season;
  const table = ratings(competition.ratingsFrom, competition.roster);
  const weights = competition.roster.map((runner) => {
    const form = SEASON_FORM_SD * randomFor(seed, competition.key, season.startYear, runner, 'form').normal();
    return Math.exp(competition.concentration * ((table.get(runner) ?? 0) + form));
  });
  return floored(weights);
}

function floored(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const raised = weights.map((w) => Math.max(OUTRIGHT_PROBABILITY_FLOOR, w / total));
  const raisedTotal = raised.reduce((sum, p) => sum + p, 0);
  return raised.map((p) => p / raisedTotal);
}

export function seasonWinner(seed: string, season: OutrightSeason, ratings: Ratings): string {
  const probabilities = seasonProbabilities(seed, season, ratings);
  const uniform = randomFor(seed, season.competition.key, season.startYear, 'winner').next();
  return season.competition.roster[drawIndex(probabilities, uniform)] as string;
}

/** Chances at an instant: the lock's, drifting towards the winner as the season is played. */
function probabilitiesAt(seed: string, season: OutrightSeason, ratings: Ratings, atMs: number): number[] {
  const base = seasonProbabilities(seed, season, ratings);
  const played = clamp((atMs - season.commenceMs) / (season.endMs - season.commenceMs), 0, 1);
  if (played === 0) return base;
  const winner = seasonWinner(seed, season, ratings);
  const { competition } = season;
  return floored(
    competition.roster.map((runner, i) => {
      const own =
        RUNNER_DRIFT_SD * randomFor(seed, competition.key, season.startYear, runner, 'drift').normal();
      const drift = played * ((runner === winner ? OUTRIGHT_WINNER_DRIFT : 0) + own);
      return (base[i] ?? 0) * Math.exp(drift);
    }),
  );
}

export function outrightEvent(
  seed: string,
  season: OutrightSeason,
  ratings: Ratings,
  nowMs: number,
): FeedEvent {
  const { competition } = season;
  const probabilities = probabilitiesAt(seed, season, ratings, nowMs);
  const outcomes = competition.roster.map((name, i) => ({ name, fair: probabilities[i] ?? 0 }));
  const bookmakers: FeedBookmaker[] = booksFor(randomFor(season.id, 'books'), competition.maxBookmakers).map(
    (book) => {
      const repricing = repricingAt(book, nowMs);
      const jitter = (2 * randomFor(season.id, book.key, 'book').next() - 1) * MARGIN_JITTER;
      const margin = OUTRIGHT_MARGIN.base + OUTRIGHT_MARGIN.perMatchMargin * (book.margin + jitter);
      const market = quoteMarket({
        key: 'outrights',
        eventId: season.id,
        book,
        repricing,
        outcomes,
        booksum: 1 + margin,
        band: OUTRIGHT_BOOKSUM_BAND,
      });
      return { key: book.key, title: book.title, lastUpdate: market.lastUpdate, markets: [market] };
    },
  );
  return {
    id: season.id,
    sportKey: competition.key,
    commenceTime: isoSeconds(season.commenceMs),
    homeTeam: null,
    awayTeam: null,
    bookmakers,
  };
}

export function outrightScore(
  seed: string,
  season: OutrightSeason,
  ratings: Ratings,
  nowMs: number,
): FeedScore {
  const completed = nowMs >= season.endMs;
  return {
    id: season.id,
    sportKey: season.competition.key,
    commenceTime: isoSeconds(season.commenceMs),
    homeTeam: null,
    awayTeam: null,
    status: completed ? 'completed' : nowMs >= season.commenceMs ? 'live' : 'scheduled',
    scores: null,
    lastUpdate: completed ? isoSeconds(season.endMs) : null,
    winner: completed ? seasonWinner(seed, season, ratings) : null,
  };
}

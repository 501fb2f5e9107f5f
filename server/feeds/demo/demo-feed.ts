// The demo odds feed: every competition of the game alive on any day of the year, deterministic from a seed
// and the clock. Nothing is stored: each call computes the instant's fixtures, prices and results directly.
import type {
  FeedEvent,
  FeedScore,
  FeedSport,
  OddsFeed,
  OddsRequest,
  ScoresRequest,
} from '#core/game/feed.ts';
import { competitionByKey, competitions, type Competition } from './competitions.ts';
import { ODDS_HORIZON_DAYS, POSTPONEMENT_NOTICE_MINUTES } from './constants.ts';
import { fixtureModel } from './fixture-model.ts';
import { fixturesBetween } from './fixtures.ts';
import { matchEvent } from './match-odds.ts';
import { currentSeason, outrightEvent, outrightScore, previousSeason } from './outrights.ts';
import { matchResult, matchScoreAt, postponementNotice } from './results.ts';
import { ratingBook } from './strengths.ts';
import { DAY, HOUR, MINUTE } from './time.ts';

export interface DemoFeedOptions {
  seed: string;
  clock: { now(): Date };
}

/** No match runs longer than this (five-set tennis, T20 with a super over, NFL overtime all fit). */
const LONGEST_MATCH_MS = 6 * HOUR;

function competitionOf(sportKey: string): Competition {
  const competition = competitionByKey(sportKey);
  if (!competition) throw new Error(`Unknown sport: ${sportKey}`);
  return competition;
}

function byKickOff<T extends { commenceTime: string; id: string }>(items: T[]): T[] {
  return items.sort((a, b) => a.commenceTime.localeCompare(b.commenceTime) || a.id.localeCompare(b.id));
}

export function createDemoFeed({ seed, clock }: DemoFeedOptions): OddsFeed {
  const ratings = ratingBook(seed);

  function sports(nowMs: number): FeedSport[] {
    return competitions.map((competition) => ({
      key: competition.key,
      group: competition.group,
      title: competition.title,
      description:
        competition.kind === 'match'
          ? competition.description
          : currentSeason(seed, competition, nowMs).description,
      active: true,
      hasOutrights: competition.kind === 'outright',
    }));
  }

  function odds(sportKey: string, request: OddsRequest, nowMs: number): FeedEvent[] {
    const competition = competitionOf(sportKey);
    if (competition.kind === 'outright') {
      if (!request.markets.includes('outrights')) return [];
      return [outrightEvent(seed, currentSeason(seed, competition, nowMs), ratings, nowMs)];
    }
    const horizon = nowMs + ODDS_HORIZON_DAYS * DAY;
    const events: FeedEvent[] = [];
    for (const fixture of fixturesBetween(seed, competition, nowMs - LONGEST_MATCH_MS, horizon + 1)) {
      const notice = postponementNotice(fixture);
      if (notice !== null && nowMs >= notice) continue;
      const model = fixtureModel(fixture, ratings);
      if (fixture.commenceMs <= nowMs && nowMs >= matchResult(fixture, model).endMs) continue;
      const event = matchEvent(fixture, model, nowMs, request.markets);
      if (event.bookmakers.length > 0) events.push(event);
    }
    return events;
  }

  function scores(sportKey: string, request: ScoresRequest, nowMs: number): FeedScore[] {
    const competition = competitionOf(sportKey);
    const { daysFrom } = request;
    if (daysFrom !== undefined && !(Number.isInteger(daysFrom) && daysFrom >= 1 && daysFrom <= 3)) {
      throw new RangeError(`daysFrom must be an integer from 1 to 3, got ${daysFrom}`);
    }
    if (competition.kind === 'outright') {
      // No real feed settles outrights, so the last winner stays listed until the next one is known.
      const season = currentSeason(seed, competition, nowMs);
      const listed = [outrightScore(seed, previousSeason(seed, season), ratings, nowMs)];
      if (nowMs >= season.commenceMs) listed.push(outrightScore(seed, season, ratings, nowMs));
      return listed;
    }
    const from = daysFrom === undefined ? nowMs - LONGEST_MATCH_MS : nowMs - daysFrom * DAY;
    // Postponements are announced before kick-off, so look a little ahead for them.
    const to = nowMs + POSTPONEMENT_NOTICE_MINUTES.max * MINUTE + 1;
    const listed: FeedScore[] = [];
    for (const fixture of fixturesBetween(seed, competition, from, to)) {
      const score = matchScoreAt(fixture, fixtureModel(fixture, ratings), nowMs);
      if (score === null) continue;
      // Without daysFrom, as The Odds API: live events only (and postponements), no completed ones.
      if (daysFrom === undefined && score.status === 'completed') continue;
      listed.push(score);
    }
    return listed;
  }

  const nowMs = () => clock.now().getTime();
  return {
    name: 'demo',
    sports: async () => sports(nowMs()),
    odds: async (sportKey, request) => byKickOff(odds(sportKey, request, nowMs())),
    scores: async (sportKey, request = {}) => byKickOff(scores(sportKey, request, nowMs())),
  };
}

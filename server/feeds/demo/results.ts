// What happens to a match event: sometimes postponed (announced before kick-off), otherwise a result drawn
// from its true probabilities once its sport's duration has run, sometimes corrected a while later.
import type { FeedScore } from '#core/game/feed.ts';
import {
  CORRECTION_DELAY_MINUTES,
  CORRECTION_RATE,
  POSTPONEMENT_NOTICE_MINUTES,
  POSTPONEMENT_RATE,
} from './constants.ts';
import type { Fixture } from './fixtures.ts';
import type { MatchModel, ScoreLine } from './match-model.ts';
import { randomFor, type Random } from './random.ts';
import { isoSeconds, MINUTE } from './time.ts';

/** When the postponement of a fixture is announced, or null when it goes ahead. */
export function postponementNotice(fixture: Fixture): number | null {
  const random = randomFor(fixture.id, 'postponement');
  if (!random.chance(POSTPONEMENT_RATE)) return null;
  return (
    fixture.commenceMs - random.int(POSTPONEMENT_NOTICE_MINUTES.min, POSTPONEMENT_NOTICE_MINUTES.max) * MINUTE
  );
}

export interface MatchResult {
  endMs: number;
  score: ScoreLine;
  correction: { atMs: number; score: ScoreLine } | null;
  /** The feed lists the two scores in either order, as the real API does. */
  homeListedFirst: boolean;
}

export function matchResult(fixture: Fixture, model: MatchModel): MatchResult {
  const random = randomFor(fixture.id, 'result');
  const { score, minutes } = model.drawResult(random);
  const endMs = fixture.commenceMs + minutes * MINUTE;
  const homeListedFirst = random.chance(0.5);
  const corrections = randomFor(fixture.id, 'correction');
  let correction: MatchResult['correction'] = null;
  if (corrections.chance(CORRECTION_RATE)) {
    const delay = corrections.int(CORRECTION_DELAY_MINUTES.min, CORRECTION_DELAY_MINUTES.max);
    const allowsDraw = model.win.draw > 0;
    const corrected =
      fixture.competition.sport.kind === 'sets'
        ? correctedSets(score)
        : correctedScore(score, allowsDraw, corrections);
    correction = { atMs: endMs + delay * MINUTE, score: corrected };
  }
  return { endMs, score, correction, homeListedFirst };
}

/** One side's score moves by one (a goal awarded or struck off); a two-way sport never ends level. */
function correctedScore(score: ScoreLine, allowsDraw: boolean, random: Random): ScoreLine {
  const side = random.chance(0.5) ? 'home' : 'away';
  const other = side === 'home' ? 'away' : 'home';
  const delta = random.chance(0.5) ? 1 : -1;
  const tries: [keyof ScoreLine, number][] = [
    [side, delta],
    [side, -delta],
    [other, delta],
    [other, -delta],
  ];
  for (const [team, change] of tries) {
    const next = { ...score, [team]: score[team] + change };
    if (next[team] >= 0 && (allowsDraw || next.home !== next.away)) return next;
  }
  return { home: score.home + 1, away: score.away };
}

/** Tennis: the loser's set count was misreported; the winner stands. */
function correctedSets(score: ScoreLine): ScoreLine {
  const loser = score.home > score.away ? 'away' : 'home';
  return { ...score, [loser]: score[loser] === 1 ? 0 : 1 };
}

/**
 * The event as scores() shows it at an instant, or null when scores() does not list it yet (not started
 * and not postponed).
 */
export function matchScoreAt(
  fixture: Fixture,
  model: MatchModel,
  nowMs: number,
  noticeMs: number | null = postponementNotice(fixture),
): FeedScore | null {
  const base = {
    id: fixture.id,
    sportKey: fixture.competition.key,
    commenceTime: isoSeconds(fixture.commenceMs),
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
  };
  if (noticeMs !== null) {
    return nowMs < noticeMs
      ? null
      : { ...base, status: 'postponed', scores: null, lastUpdate: isoSeconds(noticeMs) };
  }
  if (nowMs < fixture.commenceMs) return null;
  const result = matchResult(fixture, model);
  const listed = (score: ScoreLine) => {
    const home = { name: fixture.homeTeam, score: String(score.home) };
    const away = { name: fixture.awayTeam, score: String(score.away) };
    return result.homeListedFirst ? [home, away] : [away, home];
  };
  if (nowMs < result.endMs) {
    // Live: the final score, scaled by how much of the match has been played.
    const played = (nowMs - fixture.commenceMs) / (result.endMs - fixture.commenceMs);
    const sofar = {
      home: Math.floor(result.score.home * played),
      away: Math.floor(result.score.away * played),
    };
    return {
      ...base,
      status: 'live',
      scores: listed(sofar),
      lastUpdate: isoSeconds(Math.floor(nowMs / MINUTE) * MINUTE),
    };
  }
  const corrected = result.correction !== null && nowMs >= result.correction.atMs ? result.correction : null;
  return {
    ...base,
    status: 'completed',
    scores: listed(corrected?.score ?? result.score),
    lastUpdate: isoSeconds(corrected?.atMs ?? result.endMs),
  };
}

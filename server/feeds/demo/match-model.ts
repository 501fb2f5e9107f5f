// One match's true probabilities and its result draw, from the sport's model and the rating edge (home minus
// away). The result is drawn from the same distribution the prices come from, so favourites win as often
// as their true probability says.
import { DURATION_JITTER_MINUTES } from './constants.ts';
import { clamp, drawIndex, logistic, normalCdf, poissonPmf } from './maths.ts';
import type { Random } from './random.ts';
import type { GoalsSport, PointsSport, SetsSport, SportModel } from './sport-models.ts';

export interface ScoreLine {
  home: number;
  away: number;
}

export interface MatchModel {
  /** True probabilities; draw is 0 where a level score goes to overtime. */
  readonly win: { home: number; away: number; draw: number };
  /** The totals line most books quote; null when the sport has no totals market. */
  readonly mainLine: number | null;
  /** True over/under at a line, a push (whole-number line) excluded. */
  totals(line: number): { over: number; under: number };
  drawResult(random: Random): { score: ScoreLine; minutes: number };
}

export function matchModel(sport: SportModel, edge: number): MatchModel {
  if (sport.kind === 'goals') return goalsModel(sport, edge);
  if (sport.kind === 'points') return pointsModel(sport, edge);
  return setsModel(sport, edge);
}

/** Who wins a level score in overtime: a little more often the stronger side. */
function overtimeHomeShare(edge: number): number {
  return 0.5 + 0.1 * Math.tanh(edge);
}

function normalised(over: number, under: number): { over: number; under: number } {
  return { over: over / (over + under), under: under / (over + under) };
}

function goalsModel(sport: GoalsSport, edge: number): MatchModel {
  const home = poissonPmf(sport.homeRate * Math.exp((sport.ratingScale * edge) / 2), sport.maxGoals);
  const away = poissonPmf(sport.awayRate * Math.exp((-sport.ratingScale * edge) / 2), sport.maxGoals);
  const suddenDeath = sport.level === 'sudden-death';
  const q = overtimeHomeShare(edge);
  const totalPmf = new Array<number>(2 * sport.maxGoals + 2).fill(0);
  let homeWin = 0;
  let level = 0;
  home.forEach((ph, x) => {
    away.forEach((pa, y) => {
      const p = ph * pa;
      if (x > y) homeWin += p;
      if (x === y) level += p;
      const total = x + y + (suddenDeath && x === y ? 1 : 0);
      totalPmf[total] = (totalPmf[total] ?? 0) + p;
    });
  });
  const win = suddenDeath
    ? { home: homeWin + level * q, away: 1 - homeWin - level * q, draw: 0 }
    : { home: homeWin, away: 1 - homeWin - level, draw: level };
  // Cumulative distribution of the total: over/under any line in constant time.
  const cdf: number[] = [];
  totalPmf.reduce((sum, p) => {
    cdf.push(sum + p);
    return sum + p;
  }, 0);
  const atMost = (total: number) => (total < 0 ? 0 : (cdf[Math.min(total, cdf.length - 1)] ?? 1));
  const totals = (line: number) => normalised(1 - atMost(Math.floor(line)), atMost(Math.ceil(line) - 1));
  let mainLine: number | null = null;
  if (sport.totals) {
    mainLine = sport.totals.fixedLine ?? evenestHalfLine(cdf);
  }
  return {
    win,
    mainLine,
    totals,
    drawResult: (random) => {
      const score = { home: drawIndex(home, random.next()), away: drawIndex(away, random.next()) };
      const levelled = suddenDeath && score.home === score.away;
      if (levelled) {
        if (random.next() < q) score.home += 1;
        else score.away += 1;
      }
      const minutes = sport.minutes + (levelled ? sport.overtimeMinutes : 0);
      return { score, minutes: minutes + random.int(0, DURATION_JITTER_MINUTES) };
    },
  };
}

/** The x.5 line whose over probability is nearest one half: where the total's CDF crosses one half. */
function evenestHalfLine(cdf: readonly number[]): number {
  let best = 0;
  cdf.forEach((atMost, total) => {
    if (Math.abs(atMost - 0.5) < Math.abs((cdf[best] ?? 0) - 0.5)) best = total;
  });
  return best + 0.5;
}

function pointsModel(sport: PointsSport, edge: number): MatchModel {
  const shift = (sport.homeEdge + sport.ratingScale * edge) / 2;
  const homeMean = sport.mean + shift;
  const awayMean = sport.mean - shift;
  const marginSd = sport.sd * Math.SQRT2;
  const margin = homeMean - awayMean;
  // Scores are whole numbers: a margin within half a point of zero is a level score.
  const homeOutright = 1 - normalCdf((0.5 - margin) / marginSd);
  const level = normalCdf((0.5 - margin) / marginSd) - normalCdf((-0.5 - margin) / marginSd);
  const q = overtimeHomeShare(edge);
  const home = homeOutright + level * q;
  const expectedTotal = homeMean + awayMean;
  const totals = (line: number) => {
    const whole = Number.isInteger(line);
    const over = 1 - normalCdf((line + (whole ? 0.5 : 0) - expectedTotal) / marginSd);
    const under = normalCdf((line - (whole ? 0.5 : 0) - expectedTotal) / marginSd);
    return normalised(over, under);
  };
  return {
    win: { home, away: 1 - home, draw: 0 },
    mainLine: sport.totals ? Math.round(expectedTotal - 0.5) + 0.5 : null,
    totals,
    drawResult: (random) => {
      const side = (mean: number) => Math.max(sport.minScore, Math.round(mean + sport.sd * random.normal()));
      const score = { home: side(homeMean), away: side(awayMean) };
      const levelled = score.home === score.away;
      if (levelled) {
        const both = random.int(...sport.overtime.both);
        const extra = random.int(...sport.overtime.winner);
        const homeWins = random.next() < q;
        score.home += both + (homeWins ? extra : 0);
        score.away += both + (homeWins ? 0 : extra);
      }
      const minutes = sport.minutes + (levelled ? sport.overtimeMinutes : 0);
      return { score, minutes: minutes + random.int(0, DURATION_JITTER_MINUTES) };
    },
  };
}

function setsModel(sport: SetsSport, edge: number): MatchModel {
  const home = clamp(logistic(sport.ratingScale * edge), 1 - sport.maxProbability, sport.maxProbability);
  // Close matches go the distance more often: the loser's sets shift from 0 towards setsToWin - 1.
  const closeness = 1 - Math.abs(2 * home - 1);
  const loserSets = [0.45 - 0.25 * closeness, 0.4 + 0.1 * closeness, 0.15 + 0.15 * closeness];
  return {
    win: { home, away: 1 - home, draw: 0 },
    mainLine: null,
    totals: () => ({ over: 0.5, under: 0.5 }),
    drawResult: (random) => {
      const homeWins = random.next() < home;
      const lost = Math.min(drawIndex(loserSets, random.next()), sport.setsToWin - 1);
      const score = homeWins ? { home: sport.setsToWin, away: lost } : { home: lost, away: sport.setsToWin };
      const minutes = (sport.setsToWin + lost) * sport.minutesPerSet;
      return { score, minutes: minutes + random.int(0, DURATION_JITTER_MINUTES) };
    },
  };
}

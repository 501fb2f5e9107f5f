// Head-to-head inside a league (docs/game-rules.md §9.4): each gameweek the league's members are paired by a
// round-robin schedule, a match is won by the higher gameweek score (3 points, a draw 1 each, a loss 0), and
// the table adds up the finished gameweeks. With an odd number of members the one left over meets the
// league average, as Fantasy Premier League does. Everything here is a pure function of the members' ids,
// the league's first gameweek and the scores, so every reader of a league sees the same fixtures.
import { gameweekRange, type GameweekId } from './gameweek.ts';
import type { RankBy, RankedRow } from './ranking.ts';

const WEEK_MS = 7 * 86_400_000;

/** One pairing of a round; `away` null: the member meets the league average. */
export interface Pairing {
  home: string;
  away: string | null;
}

export interface HeadToHeadSide {
  userId: string;
  score: number;
}

/** The away side: another member, or the gameweek's league average (which earns nothing in the table). */
type HeadToHeadOpponent = ({ kind: 'member' } & HeadToHeadSide) | { kind: 'average'; score: number };

export interface HeadToHeadMatch {
  home: HeadToHeadSide;
  away: HeadToHeadOpponent;
}

/** A member's line in the head-to-head table. */
export interface HeadToHeadRecord {
  userId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** The member's own gameweek scores in their matches. */
  pointsFor: number;
  /** Their opponents' (or the average's) scores in those matches. */
  pointsAgainst: number;
  /** 3 a win, 1 a draw, 0 a loss. */
  points: number;
}

/** One gameweek's scores by member id (by the league's rankBy); a member missing from it scored 0. */
export interface GameweekScores {
  gameweek: GameweekId;
  scores: ReadonlyMap<string, number>;
}

const WIN_POINTS = 3;
const DRAW_POINTS = 1;

/** The members in schedule order: by user id, as text, so every reader orders them alike. */
function scheduleOrder(memberIds: readonly string[]): string[] {
  return [...new Set(memberIds)].sort(); // the default order compares text by UTF-16 code units, as < does
}

/** Rounds in one cycle, after which every member has met every other once (and the average once when odd). */
export function roundsPerCycle(memberCount: number): number {
  if (memberCount <= 0) return 0;
  return memberCount % 2 === 0 ? memberCount - 1 : memberCount;
}

/**
 * Round `round` of the circle method over the members ordered by id. With an odd count the league average
 * takes the fixed seat, so the member facing it changes every round and each meets it once per cycle. The
 * fixed seat's pair swaps home and away every other round; it only decides which side is listed first.
 */
export function pairingsOfRound(memberIds: readonly string[], round: number): Pairing[] {
  const members = scheduleOrder(memberIds);
  const rounds = roundsPerCycle(members.length);
  const seats: (string | null)[] = members.length % 2 === 0 ? members : [null, ...members];
  const [fixed = null, ...turning] = seats;
  // One turn of the circle a round; `turning` holds exactly `rounds` seats.
  const shift = ((round % rounds) + rounds) % rounds;
  const circle = [fixed, ...turning.slice(shift), ...turning.slice(0, shift)];
  const pairings: Pairing[] = [];
  for (let seat = 0; seat < circle.length / 2; seat += 1) {
    const a = circle[seat] ?? null;
    const b = circle[circle.length - 1 - seat] ?? null;
    // Only the fixed seat, `a` at seat 0, is ever empty. With two seats or more `b` is never it; with no
    // member the circle is that one empty seat (and `shift` NaN), which pairs no one.
    if (b === null) continue;
    if (a === null) pairings.push({ home: b, away: null });
    else pairings.push(seat === 0 && shift % 2 === 1 ? { home: b, away: a } : { home: a, away: b });
  }
  return pairings;
}

/** How many gameweeks `gameweek` comes after `first` (0 for the first itself; negative before it). */
export function gameweekIndex(first: GameweekId, gameweek: GameweekId): number {
  return Math.round(
    (gameweekRange(gameweek).start.getTime() - gameweekRange(first).start.getTime()) / WEEK_MS,
  );
}

/** The pairings of a gameweek: the round of its index since the league's first gameweek, wrapping round. */
export function pairingsOfGameweek(
  memberIds: readonly string[],
  firstGameweek: GameweekId,
  gameweek: GameweekId,
): Pairing[] {
  return pairingsOfRound(memberIds, gameweekIndex(firstGameweek, gameweek));
}

/** A member's gameweek score as the league ranks: boosted or total. */
export function matchScore(totals: { boosted: number; total: number }, rankBy: RankBy): number {
  return rankBy === 'total' ? totals.total : totals.boosted;
}

/** The league average of a gameweek: the mean score of all its members (those without a score count 0), rounded down. */
export function leagueAverage(memberIds: readonly string[], scores: ReadonlyMap<string, number>): number {
  const members = scheduleOrder(memberIds);
  if (members.length === 0) return 0;
  const sum = members.reduce((total, id) => total + (scores.get(id) ?? 0), 0);
  return Math.floor(sum / members.length);
}

/** The gameweek's matches with their scores. */
export function matchesOfGameweek(
  memberIds: readonly string[],
  firstGameweek: GameweekId,
  week: GameweekScores,
): HeadToHeadMatch[] {
  const scoreOf = (userId: string) => week.scores.get(userId) ?? 0;
  const average = leagueAverage(memberIds, week.scores);
  return pairingsOfGameweek(memberIds, firstGameweek, week.gameweek).map(({ home, away }) => ({
    home: { userId: home, score: scoreOf(home) },
    away:
      away === null
        ? { kind: 'average', score: average }
        : { kind: 'member', userId: away, score: scoreOf(away) },
  }));
}

/** What a side earns from a match: 3 for the higher score, 1 each when equal, 0 for the lower. */
export function matchPoints(score: number, opponentScore: number): number {
  if (score > opponentScore) return WIN_POINTS;
  return score === opponentScore ? DRAW_POINTS : 0;
}

/** A gameweek counts in the table once it has ended (its end is exclusive: the next Monday 00:00 UTC). */
export function isGameweekFinished(gameweek: GameweekId, now: Date): boolean {
  return gameweekRange(gameweek).end.getTime() <= now.getTime();
}

/** Negative when `a` stands above `b`: more points, then more points for, then more wins; 0 shares a rank. */
export function compareHeadToHead(a: HeadToHeadRecord, b: HeadToHeadRecord): number {
  return b.points - a.points || b.pointsFor - a.pointsFor || b.won - a.won;
}

function emptyRecord(userId: string): HeadToHeadRecord {
  return { userId, played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, points: 0 };
}

/** A member's side of a match: their score and the one they met. */
interface MemberSide {
  userId: string;
  score: number;
  opponentScore: number;
}

/** The sides of a match that have a record: both members, or the one member who met the average. */
function memberSides({ home, away }: HeadToHeadMatch): MemberSide[] {
  const homeSide = { userId: home.userId, score: home.score, opponentScore: away.score };
  switch (away.kind) {
    case 'member':
      return [homeSide, { userId: away.userId, score: away.score, opponentScore: home.score }];
    default:
      return [homeSide];
  }
}

function addResult(record: HeadToHeadRecord, { score, opponentScore }: MemberSide): HeadToHeadRecord {
  const points = matchPoints(score, opponentScore);
  record.played += 1;
  record.pointsFor += score;
  record.pointsAgainst += opponentScore;
  record.points += points;
  if (points === WIN_POINTS) record.won += 1;
  else if (points === DRAW_POINTS) record.drawn += 1;
  else record.lost += 1;
  return record;
}

/**
 * The head-to-head table of the finished gameweeks among `weeks`, every member listed (with nothing played
 * when no gameweek has finished), best first; rows still equal share a rank and the next skips (1, 2, 2, 4),
 * listed among themselves by user id.
 */
export function headToHeadTable(
  memberIds: readonly string[],
  firstGameweek: GameweekId,
  weeks: readonly GameweekScores[],
  now: Date,
): RankedRow<HeadToHeadRecord>[] {
  const sides = weeks
    .filter((week) => isGameweekFinished(week.gameweek, now))
    .flatMap((week) => matchesOfGameweek(memberIds, firstGameweek, week).flatMap(memberSides));
  const records = scheduleOrder(memberIds).map((id) =>
    sides.filter((side) => side.userId === id).reduce(addResult, emptyRecord(id)),
  );
  // The records start in id order and the sort is stable, so rows still equal stay in id order.
  const sorted = records.sort(compareHeadToHead);
  const ranked: RankedRow<HeadToHeadRecord>[] = [];
  for (const [index, row] of sorted.entries()) {
    const previous = ranked[index - 1];
    const tied = previous !== undefined && compareHeadToHead(previous.row, row) === 0;
    ranked.push({ row, rank: tied ? previous.rank : index + 1 });
  }
  return ranked;
}

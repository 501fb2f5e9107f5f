// A pick's result from the feed's final score (docs/game-rules.md §6.2): correct, wrong or void, or not known yet.

import type { FeedScore } from '#core/game/feed.ts';
import { gameweekOfEvent, type GameweekId } from './gameweek.ts';
import { lost, voided, won, type PickResult } from './types.ts';

export interface SettlingPick {
  market: 'h2h' | 'totals';
  /** A team name, "Draw", "Over" or "Under". */
  outcome: string;
  /** The totals line the pick was made on. */
  point?: number;
  /** The gameweek the pick counts in (its event's gameweek when it was saved). */
  gameweek: GameweekId;
}

export interface SettlingEvent {
  status: FeedScore['status'];
  commenceTime: Date | string;
  homeTeam: string | null;
  awayTeam: string | null;
  scores: FeedScore['scores'];
  /** Whether this event's h2h market has a "Draw" outcome (football): a level score then wins it. */
  hasDraw: boolean;
}

export type Settlement = PickResult | { kind: 'pending'; why: 'not-finished' | 'no-score' };

/**
 * Overtime counts where the feed's final score includes it (the sport's h2h market is priced that way).
 * A level score in a market without a draw is void, as a two-way market's bookmakers refund it.
 */
export function settlePick(pick: SettlingPick, event: SettlingEvent): Settlement {
  if (event.status === 'cancelled') return voided('cancelled');
  // An event moved out of the pick's gameweek is void whatever its status: the week is scored alone.
  if (gameweekOfEvent(event) !== pick.gameweek) return voided('postponed');
  if (event.status !== 'completed') return { kind: 'pending', why: 'not-finished' };
  const home = teamScore(event, event.homeTeam);
  const away = teamScore(event, event.awayTeam);
  if (home === null || away === null) return { kind: 'pending', why: 'no-score' };

  if (pick.market === 'totals') {
    const line = pick.point;
    if (line === undefined) return { kind: 'pending', why: 'no-score' };
    const total = home + away;
    if (total === line) return voided('push');
    // Stryker disable next-line EqualityOperator: a total equal to the line returned a push above
    return total > line === (pick.outcome === 'Over') ? won : lost;
  }
  if (home === away) {
    if (!event.hasDraw) return voided('tie-without-draw');
    return pick.outcome === 'Draw' ? won : lost;
  }
  // Stryker disable next-line EqualityOperator: a level score returned above
  const winner = home > away ? event.homeTeam : event.awayTeam;
  return pick.outcome === winner ? won : lost;
}

/**
 * Scores come as text in no fixed order (docs/architecture.md §10): matched by team name, read as
 * the leading number so a cricket "187/6" counts its runs.
 */
function teamScore(event: SettlingEvent, team: string | null): number | null {
  // Stryker disable next-line ConditionalExpression: the team test only narrows: no score is named null, so a null team finds none
  if (team === null || event.scores === null) return null;
  const entry = event.scores.find((score) => score.name === team);
  const match = entry ? /^\s*(\d+(?:\.\d+)?)/.exec(entry.score) : null;
  return match ? Number(match[1]) : null;
}

/** Outrights: an administrator enters the winner (docs/game-rules.md §6.7). */
export function settleOutrightPick(outcome: string, winner: string): PickResult {
  return outcome === winner ? won : lost;
}

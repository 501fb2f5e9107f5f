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
    // One sign decides the side, so a line hit exactly is a push and nothing else.
    switch (Math.sign(home + away - line)) {
      case 0:
        return voided('push');
      case 1:
        return pick.outcome === 'Over' ? won : lost;
      default:
        return pick.outcome === 'Over' ? lost : won;
    }
  }
  switch (Math.sign(home - away)) {
    case 0:
      if (!event.hasDraw) return voided('tie-without-draw');
      return pick.outcome === 'Draw' ? won : lost;
    case 1:
      return pick.outcome === event.homeTeam ? won : lost;
    default:
      return pick.outcome === event.awayTeam ? won : lost;
  }
}

/**
 * Scores come as text in no fixed order (docs/architecture.md §10): matched by team name, read as
 * the leading number so a cricket "187/6" counts its runs.
 */
function teamScore(event: SettlingEvent, team: string | null): number | null {
  // A score is always named, so a team the feed has not named (null) finds none.
  const entry = event.scores?.find((score) => score.name === team);
  const match = entry ? /^\s*(\d+(?:\.\d+)?)/.exec(entry.score) : null;
  return match ? Number(match[1]) : null;
}

/** Outrights: an administrator enters the winner (docs/game-rules.md §6.7). */
export function settleOutrightPick(outcome: string, winner: string): PickResult {
  return outcome === winner ? won : lost;
}

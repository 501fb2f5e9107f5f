// The benchmark bots (docs/game-rules.md §8.1): The Favourite and The Crowd play every gameweek's five
// earliest events, The Favourite on the likeliest h2h outcome, The Crowd on the one people picked most. They
// are no one's account: shown on every board, labelled, ranked with `rankStandings`'s `isBot` so that they
// never win and never take a rank from a person (core/game/ranking.ts).
import type { BenchmarkBot } from '#core/contract/leaderboards.ts';
import { compareText } from './order.ts';

export type { BenchmarkBot };

export interface BotInfo {
  bot: BenchmarkBot;
  /** Its number in the database (bot_picks.bot, bot_standings.bot). */
  code: number;
  /** The fixed id its rows carry in place of a player's (no account has it). */
  userId: string;
  /** Its name in English (the SPA shows its own translation). */
  name: string;
}

/** Both bots, in the order they stand when they tie each other. */
export const BOTS: readonly BotInfo[] = [
  { bot: 'favourite', code: 1, userId: '00000000-0000-4000-8000-00000000b071', name: 'The Favourite' },
  { bot: 'crowd', code: 2, userId: '00000000-0000-4000-8000-00000000b072', name: 'The Crowd' },
];

/** Picks a bot makes each gameweek: on that many of its earliest events. */
export const BOT_PICKS_PER_GAMEWEEK = 5;

export function botByCode(code: number): BotInfo | undefined {
  return BOTS.find((info) => info.code === code);
}

/** One priced h2h outcome of an event. */
export interface PricedOutcome {
  name: string;
  probability: number;
}

/** The likeliest first; equal probabilities by name, so that every instance chooses alike. */
function byLikelihood(a: PricedOutcome, b: PricedOutcome): number {
  return b.probability - a.probability || compareText(a.name, b.name);
}

/** The Favourite's pick: the outcome with the highest fair probability (null: nothing priced). */
export function favouriteChoice(outcomes: readonly PricedOutcome[]): PricedOutcome | null {
  return [...outcomes].sort(byLikelihood)[0] ?? null;
}

/**
 * The Crowd's pick: the outcome people picked most on the event (`picks`: outcome name → people's live
 * picks on it); equal counts go to the likelier outcome, and an event nobody picked to the likeliest.
 */
export function crowdChoice(
  outcomes: readonly PricedOutcome[],
  picks: ReadonlyMap<string, number>,
): PricedOutcome | null {
  const count = (outcome: PricedOutcome) => picks.get(outcome.name) ?? 0;
  return [...outcomes].sort((a, b) => count(b) - count(a) || byLikelihood(a, b))[0] ?? null;
}

export function botChoice(
  bot: BenchmarkBot,
  outcomes: readonly PricedOutcome[],
  picks: ReadonlyMap<string, number>,
): PricedOutcome | null {
  return bot === 'favourite' ? favouriteChoice(outcomes) : crowdChoice(outcomes, picks);
}

/** An event a bot may play this gameweek (it has a priced h2h market), as its lock stands now. */
export interface BotCandidate {
  id: string;
  commenceTime: Date;
  /** The event's lock has passed (core/game/lock.ts): its pick can be made, and is final. */
  locked: boolean;
}

/**
 * The events a bot picks on now: walking the gameweek's events from the earliest (ties by id), each one it
 * has not picked yet takes one of the slots its picks left, and those whose lock has passed are picked.
 * An earlier event not locked yet keeps its slot, so the picks are the five earliest events however the
 * job's runs fall; a pick already made keeps its slot even if its event moved later since.
 */
export function eventsToPick(
  candidates: readonly BotCandidate[],
  picked: ReadonlySet<string>,
  perGameweek = BOT_PICKS_PER_GAMEWEEK,
): string[] {
  const ordered = [...candidates].sort(
    (a, b) => a.commenceTime.getTime() - b.commenceTime.getTime() || compareText(a.id, b.id),
  );
  let slots = perGameweek - picked.size;
  const chosen: string[] = [];
  for (const candidate of ordered) {
    if (slots <= 0) break;
    if (picked.has(candidate.id)) continue;
    slots -= 1;
    if (candidate.locked) chosen.push(candidate.id);
  }
  return chosen;
}

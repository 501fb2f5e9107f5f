// A model of one gameweek for the property tests: players save, change and remove picks, redeem and
// undo credits, and events lock, settle, void and get corrected, every step decided by the game's pure
// rules as the server will decide it. After every command it checks the invariants.

import { expect } from 'vitest';
import {
  allowanceCounter,
  canAddPick,
  canRevokeExtraPrediction,
  withinAllowance,
  type WeekAllowance,
} from '#core/game/allowance.ts';
import {
  canUndoMultiplier,
  checkBonusPointsRedemption,
  checkExtraPredictionRedemption,
  checkMultiplierRedemption,
  type HeldCredit,
} from '#core/game/credits.ts';
import {
  boardTotals,
  bonusEntry,
  multiplierEntry,
  savedEntry,
  settlementEntry,
  type LedgerEntry,
} from '#core/game/ledger.ts';
import { isLocked, weeklyPickWindow, type LockableEvent } from '#core/game/lock.ts';
import { CREDITS_PER_GAMEWEEK, WEEKLY_PREDICTIONS } from '#core/game/rules.ts';
import { lost, voided, won, type PickResult, type VoidReason } from '#core/game/types.ts';

export const WEEK_START = Date.parse('2026-11-16T00:00:00Z'); // Monday of 2026-W47
export const COMPETITIONS = ['epl', 'nba', 'nfl'] as const;
const PROBABILITIES = [0.5, 0.3, 0.2] as const;

interface GameEvent extends LockableEvent {
  id: string;
  competitionId: string;
}

interface ModelPick {
  id: string;
  eventId: string;
  competitionId: string;
  outcome: number;
  removed: boolean;
  result: PickResult | null;
  multiplier: HeldCredit | null;
}

interface Player {
  held: HeldCredit[];
  picks: ModelPick[];
  extras: { competitionId: string | null; credit: HeldCredit }[];
  multipliersRedeemed: number;
  bonuses: number;
  ledger: LedgerEntry[];
}

export type Command =
  | { type: 'save'; player: number; event: number; outcome: number }
  | { type: 'remove'; player: number; event: number }
  | { type: 'redeemExtra'; player: number; competition: number | null }
  | { type: 'revokeExtra'; player: number; extra: number }
  | { type: 'multiply'; player: number; event: number }
  | { type: 'undoMultiplier'; player: number; event: number }
  | { type: 'bonus'; player: number }
  | { type: 'tick'; minutes: number }
  | { type: 'nextKickOff' }
  | { type: 'result'; event: number; winner: number }
  | { type: 'void'; event: number; reason: VoidReason };

// The refund rule restated here, not imported, so the model is a second opinion on scoring.voidRefunds.
const refunds = (result: PickResult | null) =>
  result?.kind === 'void' && ['cancelled', 'abandoned', 'postponed'].includes(result.reason);

function weekOf(p: Player): WeekAllowance {
  return {
    picks: p.picks.filter((pick) => !pick.removed),
    extraPredictions: p.extras.map(({ competitionId }) => ({ competitionId })),
  };
}

/** The live pick of a player on an event: saved, not removed, not given back by a refunding void. */
const livePick = (p: Player, eventId: string) =>
  p.picks.find((pick) => pick.eventId === eventId && !pick.removed && !refunds(pick.result));

/** What the board must show, from the picks' final state alone. */
function expectedBoard(p: Player) {
  let total = 0;
  let boosted = p.bonuses * 25;
  let correct = 0;
  for (const pick of p.picks) {
    if (pick.removed || pick.result?.kind !== 'won') continue;
    const points = Math.min(100, Math.max(10, Math.round(10 / (PROBABILITIES[pick.outcome] ?? 1))));
    total += points;
    boosted += points * (pick.multiplier ? 2 : 1);
    correct += 1;
  }
  return { total, boosted, correct };
}

/** The invariants, checked for every player after every command. */
function checkInvariants(players: readonly Player[]) {
  for (const p of players) {
    const week = weekOf(p);
    expect(withinAllowance(week)).toBe(true);
    const counter = allowanceCounter(week);
    expect(counter.value).toBeLessThanOrEqual(counter.limit);
    expect(counter.limit).toBeLessThanOrEqual(WEEKLY_PREDICTIONS + CREDITS_PER_GAMEWEEK.ExtraPrediction);
    const live = p.picks.filter((pick) => !pick.removed && !refunds(pick.result)).map((pick) => pick.eventId);
    expect(new Set(live).size).toBe(live.length);
    expect(p.multipliersRedeemed).toBeLessThanOrEqual(CREDITS_PER_GAMEWEEK.Multiplier);
    expect(p.bonuses).toBeLessThanOrEqual(CREDITS_PER_GAMEWEEK.BonusPoints);
    const sums = p.ledger.reduce(
      (acc, e) => ({ base: acc.base + e.base, boosted: acc.boosted + e.boosted }),
      {
        base: 0,
        boosted: 0,
      },
    );
    const board = boardTotals(p.ledger);
    expect({ total: board.total, boosted: board.boosted }).toEqual({
      total: sums.base,
      boosted: sums.boosted,
    });
    expect(board).toEqual(expectedBoard(p));
  }
}

/** Plays the commands from Monday 00:00 of the gameweek, checking the invariants after each. */
export function play(
  kickOffs: number[],
  credits: readonly (readonly { type: HeldCredit['type']; competition: number | null }[])[],
  commands: Command[],
) {
  let now = new Date(WEEK_START);
  const events: GameEvent[] = kickOffs.map((minutes, i) => ({
    id: `e${i}`,
    competitionId: COMPETITIONS[i % COMPETITIONS.length] ?? 'epl',
    commenceTime: new Date(WEEK_START + minutes * 60_000),
  }));
  const players: Player[] = credits.map((held, i) => ({
    held: held.map(({ type, competition }, j) => ({
      id: `c${i}-${j}`,
      type,
      value: type === 'BonusPoints' ? 25 : type === 'Multiplier' ? 2 : 1,
      competitionId: competition === null ? null : (COMPETITIONS[competition] ?? null),
      expiresAt: null,
    })),
    picks: [],
    extras: [],
    multipliersRedeemed: 0,
    bonuses: 0,
    ledger: [],
  }));
  const spend = (p: Player, credit: HeldCredit) => {
    p.held = p.held.filter((held) => held.id !== credit.id);
  };
  const settle = (target: GameEvent, resultOf: (pick: ModelPick) => PickResult) => {
    for (const p of players) {
      for (const pick of p.picks.filter((q) => q.eventId === target.id && !q.removed)) {
        const result = resultOf(pick);
        const entry = settlementEntry(p.ledger, pick.id, result);
        if (entry) p.ledger.push(entry);
        if (refunds(pick.result)) continue; // final: the slot may already be spent again
        pick.result = result;
        if (refunds(result) && pick.multiplier) {
          p.held.push(pick.multiplier);
          pick.multiplier = null;
          p.multipliersRedeemed -= 1;
        }
      }
    }
  };

  // What each pick looked like when its event locked: from then on it is frozen.
  const atLock = new Map<string, string>();
  for (const cmd of commands) {
    apply(cmd);
    checkInvariants(players);
    for (const p of players) {
      for (const pick of p.picks) {
        const lockedEvent = events.find((e) => e.id === pick.eventId && isLocked(e, now));
        if (!lockedEvent || refunds(pick.result)) continue;
        const frozen = JSON.stringify([pick.removed, pick.outcome, pick.multiplier?.id]);
        expect(atLock.get(pick.id) ?? frozen).toBe(frozen);
        atLock.set(pick.id, frozen);
      }
    }
  }

  function apply(cmd: Command): void {
    if (cmd.type === 'tick') {
      now = new Date(now.getTime() + cmd.minutes * 60_000);
      return;
    }
    if (cmd.type === 'nextKickOff') {
      const next = events
        .map((e) => new Date(e.commenceTime).getTime())
        .filter((time) => time > now.getTime())
        .sort((a, b) => a - b)[0];
      if (next !== undefined) now = new Date(next);
      return;
    }
    if (cmd.type === 'result' || cmd.type === 'void') {
      // A cancellation or postponement may come at any time; results, pushes and corrections only once
      // the event has started, so they go to one of the locked events.
      const anyTime = cmd.type === 'void' && refunds(voided(cmd.reason));
      const candidates = anyTime ? events : events.filter((e) => isLocked(e, now));
      const target = candidates[cmd.event % Math.max(1, candidates.length)];
      if (!target) return;
      if (anyTime) target.status = cmd.reason === 'postponed' ? 'postponed' : 'cancelled';
      settle(target, (pick) =>
        cmd.type === 'void' ? voided(cmd.reason) : pick.outcome === cmd.winner ? won : lost,
      );
      return;
    }
    const p = players[cmd.player];
    if (!p) return;
    if (cmd.type === 'bonus') {
      const competitionsPicked = weekOf(p).picks.map((pick) => pick.competitionId);
      const check = checkBonusPointsRedemption({
        credits: p.held,
        now,
        redeemedThisGameweek: p.bonuses,
        competitionsPicked,
      });
      if (check.ok) {
        spend(p, check.credit);
        p.bonuses += 1;
        p.ledger.push(bonusEntry(check.credit.id, check.credit.value, check.credit.competitionId));
      }
      return;
    }
    if (cmd.type === 'redeemExtra') {
      const competitionId = cmd.competition === null ? undefined : COMPETITIONS[cmd.competition];
      const context = { credits: p.held, now, redeemedThisGameweek: p.extras.length };
      const check = checkExtraPredictionRedemption(competitionId ? { ...context, competitionId } : context);
      if (check.ok) {
        spend(p, check.credit);
        p.extras.push({ competitionId: check.credit.competitionId, credit: check.credit });
      }
      return;
    }
    if (cmd.type === 'revokeExtra') {
      // One of the redeemed extras, or (past the end) an unscoped one that may not exist.
      const competitionId = p.extras[cmd.extra]?.competitionId ?? null;
      if (canRevokeExtraPrediction(weekOf(p), { competitionId }).ok) {
        const index = p.extras.findIndex((extra) => extra.competitionId === competitionId);
        const [revoked] = p.extras.splice(index, 1);
        if (revoked) p.held.push(revoked.credit);
      }
      return;
    }
    const target = events[cmd.event];
    if (!target) return;
    const existing = livePick(p, target.id);
    if (cmd.type === 'save') {
      if (!weeklyPickWindow(target, now).open) return;
      const check = canAddPick(weekOf(p), { eventId: target.id, competitionId: target.competitionId });
      if (check.ok) {
        expect(existing).toBeUndefined();
        const pick: ModelPick = {
          id: `${cmd.player}-${p.picks.length}`,
          eventId: target.id,
          competitionId: target.competitionId,
          outcome: cmd.outcome,
          removed: false,
          result: null,
          multiplier: null,
        };
        p.picks.push(pick);
        p.ledger.push(
          savedEntry(pick.id, {
            outcome: String(cmd.outcome),
            probability: PROBABILITIES[cmd.outcome] ?? 1,
            kind: 'match',
          }),
        );
      } else if (check.reason === 'alreadyInList') {
        // A save on an event already in the list changes that pick, frozen again at its new price.
        expect(existing).toBeDefined();
        if (!existing) return;
        existing.outcome = cmd.outcome;
        p.ledger.push(
          savedEntry(existing.id, {
            outcome: String(cmd.outcome),
            probability: PROBABILITIES[cmd.outcome] ?? 1,
            kind: 'match',
          }),
        );
      } else {
        expect(existing).toBeUndefined();
      }
      return;
    }
    if (!existing) return;
    const locked = isLocked(target, now);
    if (cmd.type === 'remove') {
      if (locked) return;
      existing.removed = true;
      if (existing.multiplier) {
        p.held.push(existing.multiplier);
        existing.multiplier = null;
        p.multipliersRedeemed -= 1;
      }
      return;
    }
    if (cmd.type === 'multiply') {
      const check = checkMultiplierRedemption({
        credits: p.held,
        now,
        redeemedThisGameweek: p.multipliersRedeemed,
        pick: { competitionId: existing.competitionId, locked, multiplied: existing.multiplier !== null },
      });
      if (check.ok) {
        spend(p, check.credit);
        existing.multiplier = check.credit;
        p.multipliersRedeemed += 1;
        p.ledger.push(multiplierEntry(existing.id, check.credit.value));
      }
      return;
    }
    if (existing.multiplier && canUndoMultiplier({ locked })) {
      p.held.push(existing.multiplier);
      existing.multiplier = null;
      p.multipliersRedeemed -= 1;
      p.ledger.push(multiplierEntry(existing.id, 1));
    }
  }
}

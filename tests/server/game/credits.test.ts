import { describe, expect, it } from 'vitest';
import {
  CREDIT_TYPE_IDS,
  canUndoMultiplier,
  checkBonusPointsRedemption,
  checkExtraPredictionRedemption,
  checkMultiplierRedemption,
  creditToSpend,
  creditsUsableIn,
  gameweekGrant,
  type HeldCredit,
} from '#core/game/credits.ts';

const now = new Date('2026-11-18T12:00:00Z');
const credit = (id: string, type: HeldCredit['type'], extra: Partial<HeldCredit> = {}): HeldCredit => ({
  id,
  type,
  value: type === 'BonusPoints' ? 25 : type === 'Multiplier' ? 2 : 1,
  competitionId: null,
  expiresAt: null,
  ...extra,
});

describe('credits', () => {
  it('carry the spec’s type ids', () => {
    expect(CREDIT_TYPE_IDS).toEqual({ BonusPoints: 1, Multiplier: 2, ExtraPrediction: 3 });
  });

  it('filter by competition: unscoped ones and those scoped to it, unexpired', () => {
    const held = [
      credit('a', 'Multiplier'),
      credit('b', 'Multiplier', { competitionId: 'nba' }),
      credit('c', 'Multiplier', { competitionId: 'epl' }),
      credit('d', 'Multiplier', { expiresAt: new Date('2026-11-18T12:00:00Z') }),
    ];
    expect(creditsUsableIn(held, now, 'nba').map((c) => c.id)).toEqual(['a', 'b']);
    expect(creditsUsableIn(held, now).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('spend a credit scoped to the pick’s competition first, then the one expiring first', () => {
    const held = [
      credit('general-soon', 'Multiplier', { expiresAt: new Date('2026-11-19T00:00:00Z') }),
      credit('nba-late', 'Multiplier', { competitionId: 'nba', expiresAt: new Date('2026-12-31T00:00:00Z') }),
      credit('nba-soon', 'Multiplier', { competitionId: 'nba', expiresAt: new Date('2026-11-20T00:00:00Z') }),
    ];
    expect(creditToSpend(held, 'Multiplier', now, ['nba'])?.id).toBe('nba-soon');
    expect(creditToSpend(held, 'Multiplier', now, ['epl'])?.id).toBe('general-soon');
    expect(creditToSpend(held, 'Multiplier', now, 'any')?.id).toBe('general-soon');
    expect(creditToSpend(held, 'BonusPoints', now, 'any')).toBeNull();
  });
});

describe('redeeming', () => {
  const pick = { competitionId: 'epl', locked: false, multiplied: false };

  it('says "No credits available" when none is usable', () => {
    const expired = credit('x', 'Multiplier', { expiresAt: new Date('2026-11-01T00:00:00Z') });
    const elsewhere = credit('y', 'Multiplier', { competitionId: 'nba' });
    expect(
      checkMultiplierRedemption({ credits: [expired, elsewhere], now, redeemedThisGameweek: 0, pick }),
    ).toEqual({ ok: false, reason: 'noCredits', message: 'No credits available' });
  });

  it('allows two Multipliers, one BonusPoints and two ExtraPredictions per gameweek', () => {
    const held = [credit('m', 'Multiplier'), credit('b', 'BonusPoints'), credit('e', 'ExtraPrediction')];
    const base = { credits: held, now };
    expect(checkMultiplierRedemption({ ...base, redeemedThisGameweek: 1, pick })).toMatchObject({ ok: true });
    expect(checkMultiplierRedemption({ ...base, redeemedThisGameweek: 2, pick })).toEqual({
      ok: false,
      reason: 'creditGameweekLimit',
    });
    const bonus = { ...base, competitionsPicked: [] };
    expect(checkBonusPointsRedemption({ ...bonus, redeemedThisGameweek: 0 })).toMatchObject({ ok: true });
    expect(checkBonusPointsRedemption({ ...bonus, redeemedThisGameweek: 1 })).toMatchObject({
      reason: 'creditGameweekLimit',
    });
    expect(checkExtraPredictionRedemption({ ...base, redeemedThisGameweek: 1 })).toEqual({
      ok: true,
      credit: held[2],
      message: 'Extra prediction credit redeemed',
    });
    expect(checkExtraPredictionRedemption({ ...base, redeemedThisGameweek: 2 })).toMatchObject({
      reason: 'creditGameweekLimit',
    });
  });

  it('puts a Multiplier only on an unlocked pick without one', () => {
    const credits = [credit('m', 'Multiplier')];
    const context = { credits, now, redeemedThisGameweek: 0 };
    expect(checkMultiplierRedemption({ ...context, pick: { ...pick, locked: true } })).toEqual({
      ok: false,
      reason: 'predictionLockedForCredits',
    });
    expect(checkMultiplierRedemption({ ...context, pick: { ...pick, multiplied: true } })).toEqual({
      ok: false,
      reason: 'alreadyMultiplied',
    });
    expect(canUndoMultiplier({ locked: false })).toBe(true);
    expect(canUndoMultiplier({ locked: true })).toBe(false);
  });

  it('needs a pick in its competition for a scoped BonusPoints', () => {
    const credits = [credit('b', 'BonusPoints', { competitionId: 'nba' })];
    const context = { credits, now, redeemedThisGameweek: 0 };
    expect(checkBonusPointsRedemption({ ...context, competitionsPicked: ['epl'] })).toMatchObject({
      reason: 'noCredits',
    });
    expect(checkBonusPointsRedemption({ ...context, competitionsPicked: ['epl', 'nba'] })).toMatchObject({
      ok: true,
    });
  });

  it('spends a Multiplier scoped to the pick’s competition, before an unscoped one', () => {
    const scoped = credit('epl-only', 'Multiplier', { competitionId: 'epl' });
    const context = { now, redeemedThisGameweek: 0, pick };
    // Strictly: a Multiplier carries no message (not even an undefined one), unlike an ExtraPrediction.
    expect(checkMultiplierRedemption({ ...context, credits: [scoped] })).toStrictEqual({
      ok: true,
      credit: scoped,
    });
    const unscoped = credit('any', 'Multiplier');
    expect(checkMultiplierRedemption({ ...context, credits: [unscoped, scoped] })).toEqual({
      ok: true,
      credit: scoped,
    });
  });

  it('spends a scoped ExtraPrediction when no competition is asked for and it is the only one held', () => {
    // docs/game-rules.md §5.3: "without [competition], any credit".
    const scoped = credit('nba', 'ExtraPrediction', { competitionId: 'nba' });
    expect(checkExtraPredictionRedemption({ credits: [scoped], now, redeemedThisGameweek: 0 })).toEqual({
      ok: true,
      credit: scoped,
      message: 'Extra prediction credit redeemed',
    });
    expect(creditToSpend([scoped], 'ExtraPrediction', now, 'any')).toBe(scoped);
  });

  it('spends an unscoped ExtraPrediction unless the player asks for a competition’s slot', () => {
    const credits = [
      credit('nba', 'ExtraPrediction', { competitionId: 'nba' }),
      credit('any', 'ExtraPrediction'),
    ];
    const context = { credits, now, redeemedThisGameweek: 0 };
    expect(checkExtraPredictionRedemption(context)).toMatchObject({ credit: { id: 'any' } });
    expect(checkExtraPredictionRedemption({ ...context, competitionId: 'nba' })).toMatchObject({
      credit: { id: 'nba' },
    });
  });
});

describe('gameweek grants', () => {
  it('give premium players 1 Multiplier and 1 ExtraPrediction, others nothing', () => {
    expect(gameweekGrant('premium')).toEqual([
      { type: 'Multiplier', count: 1 },
      { type: 'ExtraPrediction', count: 1 },
    ]);
    expect(gameweekGrant('standard')).toEqual([]);
    expect(gameweekGrant('guest')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  allowanceCounter,
  canAddPick,
  canRevokeExtraPrediction,
  maxPredictions,
  withinAllowance,
  type AllowancePick,
  type WeekAllowance,
} from '#core/game/allowance.ts';
import { lost, voided, won } from '#core/game/types.ts';

const pick = (
  eventId: string,
  competitionId = 'epl',
  result: AllowancePick['result'] = null,
): AllowancePick => ({
  eventId,
  competitionId,
  result,
});
const five = ['e1', 'e2', 'e3', 'e4', 'e5'].map((id) => pick(id));

describe('the weekly allowance', () => {
  it('is 5 plus the ExtraPredictions redeemed for the week', () => {
    expect(maxPredictions({ extraPredictions: [] })).toBe(5);
    expect(maxPredictions({ extraPredictions: [{ competitionId: null }, { competitionId: 'nba' }] })).toBe(7);
  });

  it('takes picks up to 5, then refuses the sixth with the spec’s message', () => {
    const four: WeekAllowance = { picks: five.slice(0, 4), extraPredictions: [] };
    expect(canAddPick(four, { eventId: 'e5', competitionId: 'epl' })).toEqual({ ok: true });
    const full: WeekAllowance = { picks: five, extraPredictions: [] };
    expect(canAddPick(full, { eventId: 'e6', competitionId: 'epl' })).toEqual({
      ok: false,
      reason: 'tooManyPicks',
      params: { max: 5 },
      message: 'Too many choices; up to 5 selections only.',
    });
    expect(allowanceCounter(full)).toEqual({ value: 5, limit: 5 });
  });

  it('gives a sixth slot for a redeemed ExtraPrediction', () => {
    const week: WeekAllowance = { picks: five, extraPredictions: [{ competitionId: null }] };
    expect(canAddPick(week, { eventId: 'e6', competitionId: 'nba' })).toEqual({ ok: true });
    const six = { ...week, picks: [...five, pick('e6')] };
    expect(canAddPick(six, { eventId: 'e7', competitionId: 'nba' })).toMatchObject({
      message: 'Too many choices; up to 6 selections only.',
    });
  });

  it('keeps a competition-scoped extra slot for picks in that competition', () => {
    const week: WeekAllowance = { picks: five, extraPredictions: [{ competitionId: 'nba' }] };
    expect(canAddPick(week, { eventId: 'e6', competitionId: 'epl' })).toMatchObject({
      reason: 'tooManyPicks',
    });
    expect(canAddPick(week, { eventId: 'n1', competitionId: 'nba' })).toEqual({ ok: true });
    // Already two NBA picks among the five: the scoped slot absorbs one of them, freeing a general slot.
    const mixed: WeekAllowance = {
      picks: [pick('e1'), pick('e2'), pick('e3'), pick('n1', 'nba'), pick('n2', 'nba')],
      extraPredictions: [{ competitionId: 'nba' }],
    };
    expect(canAddPick(mixed, { eventId: 'e4', competitionId: 'epl' })).toEqual({ ok: true });
  });

  it('never lends an unused scoped slot to another competition', () => {
    // Two NBA extras, one NBA pick: the spare NBA slot is no use to a sixth EPL pick.
    const week: WeekAllowance = {
      picks: [...five, pick('n1', 'nba')],
      extraPredictions: [{ competitionId: 'nba' }, { competitionId: 'nba' }],
    };
    expect(canAddPick(week, { eventId: 'e6', competitionId: 'epl' })).toMatchObject({
      reason: 'tooManyPicks',
      message: 'Too many choices; up to 7 selections only.',
    });
    expect(canAddPick(week, { eventId: 'n2', competitionId: 'nba' })).toEqual({ ok: true });
  });

  it('refuses a second pick on the same event', () => {
    const week: WeekAllowance = { picks: [pick('e1')], extraPredictions: [] };
    expect(canAddPick(week, { eventId: 'e1', competitionId: 'epl' })).toEqual({
      ok: false,
      reason: 'alreadyInList',
      params: {},
      message: 'Cannot select - already in list',
    });
  });

  it('gives the slot back for a cancelled or postponed pick, but not for a played one', () => {
    const settled = [pick('e1', 'epl', won), pick('e2', 'epl', lost), pick('e3', 'epl', voided('push'))];
    const refunded: WeekAllowance = {
      picks: [...settled, pick('e4'), pick('e5', 'epl', voided('postponed'))],
      extraPredictions: [],
    };
    expect(allowanceCounter(refunded)).toEqual({ value: 4, limit: 5 });
    expect(canAddPick(refunded, { eventId: 'e6', competitionId: 'epl' })).toEqual({ ok: true });
    // ...and no longer holds its event.
    expect(canAddPick(refunded, { eventId: 'e5', competitionId: 'epl' })).toEqual({ ok: true });
    const played: WeekAllowance = {
      picks: [...settled, pick('e4'), pick('e5', 'epl', voided('tie-without-draw'))],
      extraPredictions: [],
    };
    expect(canAddPick(played, { eventId: 'e6', competitionId: 'epl' })).toMatchObject({
      reason: 'tooManyPicks',
    });
  });
});

describe('revoking an ExtraPrediction', () => {
  it('is allowed while the extra slot is unused', () => {
    const week: WeekAllowance = { picks: five, extraPredictions: [{ competitionId: null }] };
    expect(canRevokeExtraPrediction(week, { competitionId: null })).toEqual({
      ok: true,
      code: 'extraPredictionRevoked',
      message: 'Extra prediction credit revoked',
    });
  });

  it('is refused once the slot is used', () => {
    const week: WeekAllowance = { picks: [...five, pick('e6')], extraPredictions: [{ competitionId: null }] };
    expect(canRevokeExtraPrediction(week, { competitionId: null })).toEqual({
      ok: false,
      reason: 'extraPredictionInUse',
    });
    expect(withinAllowance(week)).toBe(true);
  });

  it('takes back one of two ExtraPredictions, never both or none', () => {
    const two = [{ competitionId: null }, { competitionId: null }];
    // Six picks fit 5 + the one extra left.
    const six: WeekAllowance = { picks: [...five, pick('e6')], extraPredictions: two };
    expect(canRevokeExtraPrediction(six, { competitionId: null })).toMatchObject({ ok: true });
    // Seven picks need both extras.
    const seven: WeekAllowance = { picks: [...five, pick('e6'), pick('e7')], extraPredictions: two };
    expect(canRevokeExtraPrediction(seven, { competitionId: null })).toEqual({
      ok: false,
      reason: 'extraPredictionInUse',
    });
  });

  it('takes back the redemption asked for, not another one', () => {
    // Six EPL picks use the unscoped extra; the NBA one is unused.
    const week: WeekAllowance = {
      picks: [...five, pick('e6')],
      extraPredictions: [{ competitionId: 'nba' }, { competitionId: null }],
    };
    expect(canRevokeExtraPrediction(week, { competitionId: null })).toEqual({
      ok: false,
      reason: 'extraPredictionInUse',
    });
    expect(canRevokeExtraPrediction(week, { competitionId: 'nba' })).toMatchObject({ ok: true });
  });

  it('is refused when no such credit was redeemed', () => {
    const week: WeekAllowance = { picks: [], extraPredictions: [{ competitionId: 'nba' }] };
    expect(canRevokeExtraPrediction(week, { competitionId: null })).toEqual({
      ok: false,
      reason: 'noExtraPredictionRedeemed',
    });
    expect(canRevokeExtraPrediction(week, { competitionId: 'nba' })).toMatchObject({ ok: true });
  });
});

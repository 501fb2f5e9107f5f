import { describe, expect, it } from 'vitest';
import * as constants from '#src/lib/constants.ts';
import { leaderboardPeriods } from '#core/contract/leaderboards.ts';
import { leagueVisibilities } from '#core/contract/leagues.ts';
import { WEEKLY_PREDICTIONS } from '#core/game/rules.ts';

describe('business constants (docs/product.md §9)', () => {
  it('holds the game limits', () => {
    expect(WEEKLY_PREDICTIONS).toBe(5);
    expect(constants.initialsMaxLetters).toBe(3);
    expect(constants.leagueCodeLength).toBe(8);
    expect(constants.incorrectStatusFlagMs).toBe(2500);
    expect(constants.throttleSeconds).toBe(30);
    expect(constants.sessionTimeoutDefaultMinutes).toBe(60);
    expect(constants.chunkLoadTimeoutMs).toBe(120000);
  });

  it('keeps cookie lifetimes in hours, the two-factor token for 15 minutes', () => {
    expect(constants.cookieLifetimeHours).toEqual({ bearer: 24, refresh: 192, login: 24, tfa: 0.25 });
    expect(constants.cookieLifetimeHours.tfa * 60).toBe(15);
    expect(constants.cookieLifetimeHours.refresh / 24).toBe(8);
  });

  it('holds the UI timings and sizes', () => {
    expect(constants.touch).toEqual({ tapTolerancePx: 10, holdMs: 400, swipeTolerancePx: 100 });
    expect(constants.modalMaxWidthPx).toBe(500);
    expect(constants.dialogMaxWidthPx).toBe(480);
    expect(constants.toast).toEqual({ defaultTimeoutMs: 4000, countdownTickMs: 80 });
    expect(constants.snackbarDefaultMs).toBe(5000);
    expect(constants.snackbarNeverCloses).toBe(-1);
  });

  it('holds formats, identity and build', () => {
    expect(constants.dateFormat).toBe('DD/MM/YYYY');
    expect(constants.dateTimeFormat).toBe('DD/MM/YYYY HH:mm');
    expect(constants.currency).toEqual({ symbol: '$', decimals: 2 });
    expect(constants.appName).toBe('longshot');
    expect(constants.defaultLanguage).toBe('en');
    expect(constants.copyrightYear).toBe(2025);
    expect(typeof constants.build.number).toBe('string');
    expect(constants.build.number).not.toBe('');
    expect(typeof constants.build.date).toBe('string');
  });

  it('holds the code tables', () => {
    expect(constants.creditTypes).toEqual({ BonusPoints: 1, Multiplier: 2, ExtraPrediction: 3 });
    expect(constants.periodKinds).toEqual({
      Daily: 0,
      Weekly: 1,
      Monthly: 2,
      Yearly: 3,
      Gameweek: 4,
      Season: 5,
    });
    expect(constants.leagueVisibility).toEqual({ public: 0, private: 1 });
    // The SPA restates the contract's tables (see src/lib/constants.ts): they must not drift.
    expect(constants.periodKinds).toEqual(leaderboardPeriods);
    expect(constants.leagueVisibility).toEqual(leagueVisibilities);
    expect(constants.signInResult).toEqual({
      Success: 0,
      LockedOut: 1,
      RequiresVerification: 2,
      Failure: 3,
      ConfigureTFA: 4,
    });
    expect(constants.guestUserStatus).toEqual({
      Active: 0,
      ActiveAsAnonymous: 1,
      PendingConfirmationAsAnonymous: 2,
      ConfirmedAnonymous: 3,
    });
    expect(Object.values(constants.marketTypes)).toEqual(['h2h', 'totals', 'outrights']);
  });
});

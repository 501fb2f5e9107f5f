// Every number of the rules, stated as docs/game-rules.md gives it. Most of them sit in `{…} as const`
// objects or plain constants that a mutation tool leaves alone (or whose mutants no behaviour test
// tells apart from a nearby number), so a changed number must fail here, beside its section.
import { describe, expect, it } from 'vitest';
import { BOT_PICKS_PER_GAMEWEEK } from '#core/game/bots.ts';
import { CREDIT_TYPE_IDS } from '#core/game/credits.ts';
import { LEAGUE_CODE_ALPHABET, LEAGUE_LIMITS, LEAGUE_NAME_MAX, LEAGUE_NAME_MIN } from '#core/game/leagues.ts';
import {
  BONUS_POINTS_VALUE,
  CONSENSUS_MIN_BOOKS,
  CREDITS_PER_GAMEWEEK,
  DAILY_STREAK_FOR_MULTIPLIER,
  MATCH_BOOKSUM,
  MATCH_POINTS_MAX,
  MATCH_POINTS_MIN,
  MULTIPLIER_VALUE,
  OUTRIGHT_BOOKSUM,
  OUTRIGHT_POINTS_MAX,
  OUTRIGHT_POINTS_MIN,
  POINTS_PER_FAIR_ODDS,
  PREMIUM_GAMEWEEK_GRANT,
  WEEKLY_PREDICTIONS,
} from '#core/game/rules.ts';

describe('the rules’ numbers (docs/game-rules.md)', () => {
  it('§2.1: a consensus rests on at least 2 books, each with a booksum in [1, 1.25] or, for outrights, [1, 2.5]', () => {
    expect(CONSENSUS_MIN_BOOKS).toBe(2);
    expect(MATCH_BOOKSUM).toEqual({ min: 1, max: 1.25 });
    expect(OUTRIGHT_BOOKSUM).toEqual({ min: 1, max: 2.5 });
  });

  it('§2.3: points are 10 x the fair odds, 10 to 100 for match markets and 10 to 300 for outrights', () => {
    expect(POINTS_PER_FAIR_ODDS).toBe(10);
    expect([MATCH_POINTS_MIN, MATCH_POINTS_MAX]).toEqual([10, 100]);
    expect([OUTRIGHT_POINTS_MIN, OUTRIGHT_POINTS_MAX]).toEqual([10, 300]);
  });

  it('§4.1: 5 weekly picks before credits', () => {
    expect(WEEKLY_PREDICTIONS).toBe(5);
  });

  it('§5.1: credit type ids 1, 2, 3; BonusPoints worth 25, a Multiplier x2', () => {
    expect(CREDIT_TYPE_IDS).toEqual({ BonusPoints: 1, Multiplier: 2, ExtraPrediction: 3 });
    expect(BONUS_POINTS_VALUE).toBe(25);
    expect(MULTIPLIER_VALUE).toBe(2);
  });

  it('§5.4: at most 1 BonusPoints, 2 Multipliers and 2 ExtraPredictions per gameweek', () => {
    expect(CREDITS_PER_GAMEWEEK).toEqual({ BonusPoints: 1, Multiplier: 2, ExtraPrediction: 2 });
  });

  it('§5.6: a premium player gets 1 Multiplier and 1 ExtraPrediction each gameweek', () => {
    expect(PREMIUM_GAMEWEEK_GRANT).toEqual({ Multiplier: 1, ExtraPrediction: 1 });
  });

  it('§7.4: every 7 correct days in a row earn a Multiplier', () => {
    expect(DAILY_STREAK_FOR_MULTIPLIER).toBe(7);
  });

  it('§8.1: each bot plays the gameweek’s 5 earliest events', () => {
    expect(BOT_PICKS_PER_GAMEWEEK).toBe(5);
  });

  it('§9.1-9.2: league names of 3 to 40 characters, codes from 25 characters, limits 3/10 and 20/50', () => {
    expect([LEAGUE_NAME_MIN, LEAGUE_NAME_MAX]).toEqual([3, 40]);
    expect(LEAGUE_CODE_ALPHABET).toBe('34679ACDEFGHJKMNPQRTUVWXY');
    expect(LEAGUE_LIMITS).toEqual({
      Player: { created: 3, joined: 10 },
      PremiumPlayer: { created: 20, joined: 50 },
      Administrator: { created: 20, joined: 50 },
      ShadowAdministrator: { created: 20, joined: 50 },
    });
  });
});

// The documented cost of each call (docs/architecture.md §10), which the budget guard charges in advance.
import { describe, expect, it } from 'vitest';
import { regionCount } from '#server/feeds/the-odds-api/call-cost.ts';
import { oddsCallCost, scoresCallCost, sportsCallCost } from '#server/feeds/the-odds-api/index.ts';

describe('call costs', () => {
  it('odds: 1 per region per market', () => {
    expect(oddsCallCost(['h2h', 'totals'], 'uk,eu,us')).toBe(6);
    expect(oddsCallCost(['h2h', 'totals'], 'uk,eu')).toBe(4);
    expect(oddsCallCost(['outrights'], 'uk,eu,us')).toBe(3);
    expect(oddsCallCost(['h2h'], 'uk')).toBe(1);
  });

  it('odds: a repeated market or region is charged once', () => {
    expect(oddsCallCost(['h2h', 'h2h'], 'uk, uk,,eu')).toBe(2);
    expect(regionCount(' uk , eu ,us,')).toBe(3);
    expect(regionCount(',')).toBe(0);
  });

  it('scores: 1 for live and upcoming, 2 with daysFrom; sports: free', () => {
    expect(scoresCallCost(undefined)).toBe(1);
    expect(scoresCallCost(1)).toBe(2);
    expect(scoresCallCost(3)).toBe(2);
    expect(sportsCallCost).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { settleOutrightPick, settlePick } from '#core/game/settlement.ts';
import { lost, voided, won } from '#core/game/types.ts';
import { finishedMatch } from './fixtures.ts';

const h2h = (outcome: string) => ({ market: 'h2h' as const, outcome, gameweek: '2026-W47' as const });
const totals = (outcome: string, point: number) => ({
  market: 'totals' as const,
  outcome,
  point,
  gameweek: '2026-W47' as const,
});

describe('settlePick', () => {
  it('reads scores by team name, whatever their order', () => {
    expect(settlePick(h2h('Leeds United'), finishedMatch('2', '1'))).toEqual(won);
    expect(settlePick(h2h('Manchester United'), finishedMatch('2', '1'))).toEqual(lost);
    expect(settlePick(h2h('Draw'), finishedMatch('2', '1'))).toEqual(lost);
    expect(settlePick(h2h('Manchester United'), finishedMatch('0', '3'))).toEqual(won);
    expect(settlePick(h2h('Leeds United'), finishedMatch('0', '3'))).toEqual(lost);
    expect(settlePick(h2h('Draw'), finishedMatch('0', '3'))).toEqual(lost);
  });

  it('wins Draw on a level score where the market has one, else voids', () => {
    expect(settlePick(h2h('Draw'), finishedMatch('1', '1'))).toEqual(won);
    expect(settlePick(h2h('Leeds United'), finishedMatch('1', '1'))).toEqual(lost);
    expect(settlePick(h2h('Leeds United'), finishedMatch('24', '24', { hasDraw: false }))).toEqual(
      voided('tie-without-draw'),
    );
  });

  it('settles totals against the pick’s line, a whole-number line hit exactly being a push', () => {
    expect(settlePick(totals('Over', 2.5), finishedMatch('2', '1'))).toEqual(won);
    expect(settlePick(totals('Under', 2.5), finishedMatch('2', '1'))).toEqual(lost);
    expect(settlePick(totals('Under', 3.5), finishedMatch('2', '1'))).toEqual(won);
    expect(settlePick(totals('Over', 3), finishedMatch('2', '1'))).toEqual(voided('push'));
    expect(settlePick(totals('Under', 3), finishedMatch('2', '1'))).toEqual(voided('push'));
  });

  it('counts a cricket score’s runs', () => {
    expect(settlePick(h2h('Leeds United'), finishedMatch('187/6', '180/9', { hasDraw: false }))).toEqual(won);
  });

  it('waits for a finished event with a readable score', () => {
    expect(settlePick(h2h('Draw'), finishedMatch('1', '1', { status: 'live' }))).toEqual({
      kind: 'pending',
      why: 'not-finished',
    });
    expect(settlePick(h2h('Draw'), finishedMatch('1', '1', { scores: null }))).toEqual({
      kind: 'pending',
      why: 'no-score',
    });
    expect(settlePick(h2h('Draw'), finishedMatch('', '1'))).toEqual({ kind: 'pending', why: 'no-score' });
    // The away score missing, the home one there: still pending, never a home win.
    expect(settlePick(h2h('Leeds United'), finishedMatch('1', ''))).toEqual({
      kind: 'pending',
      why: 'no-score',
    });
    const homeOnly = finishedMatch('2', '0', { scores: [{ name: 'Leeds United', score: '2' }] });
    expect(settlePick(h2h('Leeds United'), homeOnly)).toEqual({ kind: 'pending', why: 'no-score' });
    expect(settlePick(totals('Over', 0.5), homeOnly)).toEqual({ kind: 'pending', why: 'no-score' });
  });

  it('voids a cancelled event, and one postponed out of the pick’s gameweek', () => {
    expect(settlePick(h2h('Draw'), finishedMatch('1', '1', { status: 'cancelled' }))).toEqual(
      voided('cancelled'),
    );
    const postponed = { status: 'postponed' as const, scores: null };
    expect(
      settlePick(h2h('Draw'), finishedMatch('', '', { ...postponed, commenceTime: '2026-11-30T15:00:00Z' })),
    ).toEqual(voided('postponed'));
    // Postponed to Sunday of the same gameweek: still to be played.
    expect(
      settlePick(h2h('Draw'), finishedMatch('', '', { ...postponed, commenceTime: '2026-11-22T15:00:00Z' })),
    ).toEqual({
      kind: 'pending',
      why: 'not-finished',
    });
  });
});

describe('settleOutrightPick', () => {
  it('wins on the winner the administrator entered', () => {
    expect(settleOutrightPick('Scottie Scheffler', 'Scottie Scheffler')).toEqual(won);
    expect(settleOutrightPick('Rory McIlroy', 'Scottie Scheffler')).toEqual(lost);
  });
});

// The stats screen's names for sports, markets and credit types (this area's catalog: the play screens'
// own words load with their chunk, not this one).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CreditTypeId } from '#core/contract/play.ts';
import type { MarketType, SportId } from '#core/contract/static-lookups.ts';

export const sportNames: Record<SportId, MessageDescriptor> = {
  Football: msg`Football`,
  Golf: msg`Golf`,
  AmericanFootball: msg`American Football`,
  Basketball: msg`Basketball`,
  Cricket: msg`Cricket`,
  AussieRules: msg`Aussie Rules`,
  Baseball: msg`Baseball`,
  IceHockey: msg`Ice Hockey`,
  Tennis: msg`Tennis`,
  RugbyLeague: msg`Rugby League`,
};

export const marketNames: Record<MarketType, MessageDescriptor> = {
  h2h: msg`Match result`,
  totals: msg`Totals`,
  outrights: msg`Outrights`,
};

export const creditNames: Record<CreditTypeId, MessageDescriptor> = {
  1: msg`Bonus points`,
  2: msg`Multiplier`,
  3: msg`Extra prediction`,
};

/** "2026-W47" -> "W47": the axis has little room, and the table gives the full id. */
export const shortWeek = (gameweek: string) => gameweek.replace(/^\d{4}-/u, '');

/** Won of settled as a whole percentage; 0 when nothing was settled. */
export const hitRate = ({ settled, won }: { settled: number; won: number }) =>
  settled === 0 ? 0 : Math.round((won / settled) * 100);

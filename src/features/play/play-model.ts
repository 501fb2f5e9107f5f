// Pure helpers of the events view: how the server's week and events become the pick slip's terms, and
// how events are laid out. No React here, so each rule is testable on its own.
import type { PickSlipSelection, PickSlipWeek } from '#machines/pick-slip.machine.ts';
import type { MyWeekDto, PickDto } from '#core/contract/play.ts';
import type { EventDto, EventScore, MarketDto, OutcomeDto } from '#core/contract/predictions.ts';
import { holdsSlot as resultHoldsSlot } from '#core/game/scoring.ts';
import type { PickResult } from '#core/game/types.ts';
import { formatDate } from '#src/lib/format.ts';

function resultOf({ result, voidReason }: Pick<PickDto, 'result' | 'voidReason'>): PickResult | null {
  if (result === null) return null;
  if (result !== 'void') return { kind: result };
  return voidReason ? { kind: 'void', reason: voidReason } : null;
}

/** Whether a saved pick still uses one of the week's predictions: the server's rule, read off its DTO. */
function holdsSlot(pick: Pick<PickDto, 'result' | 'voidReason'>): boolean {
  return resultHoldsSlot(resultOf(pick));
}

/** A weekly-game pick as a slip selection; outrights are outside the weekly allowance (docs/game-rules.md §4.6). */
function selectionOf(pick: PickDto): PickSlipSelection | null {
  if (pick.marketKey === 'outrights') return null;
  return { eventId: pick.eventId, marketKey: pick.marketKey, outcome: pick.outcome, points: pick.points };
}

/**
 * The slip's start: the week's slot-holding picks, and every event it must not touch: those whose
 * picks are frozen and those the events list shows as locked.
 */
export function slipWeekOf(week: MyWeekDto, lockedEvents: readonly string[] = []): PickSlipWeek {
  const selections = week.picks
    .filter(holdsSlot)
    .map(selectionOf)
    .filter((selection) => selection !== null);
  const lockedPicks = week.picks.filter((pick) => pick.locked).map((pick) => pick.eventId);
  return {
    gameweek: week.gameweek,
    limit: week.summary.maxPredictions,
    selections,
    lockedEventIds: [...new Set([...lockedPicks, ...lockedEvents])],
  };
}

export const lockedEventIdsOf = (events: readonly EventDto[]) =>
  events.filter((event) => event.locked).map((event) => event.id);

/** A tournament-winner event: its runners are picked once per season, outside the slip (docs/game-rules.md §4.6). */
export function isOutright(event: EventDto): boolean {
  // An outright the feed has not priced yet has no market at all: without teams it is still no match
  // (the NBA winners once showed as a match card titled "v").
  return (
    event.markets.some((market) => market.key === 'outrights') ||
    (event.homeTeam === null && event.awayTeam === null)
  );
}

/** A totals outcome names its line ("Over 2.5"); others read as they are. */
export function outcomeLabel(market: Pick<MarketDto, 'key' | 'line'>, name: string): string {
  return market.key === 'totals' && market.line !== null ? `${name} ${market.line}` : name;
}

/** The markets a weekly pick can be made on, in the order the server gives (h2h, then totals). */
/** The match markets shown: a market the feed gave no outcome for would be a heading over nothing. */
export function matchMarkets(event: EventDto): Array<MarketDto & { key: 'h2h' | 'totals' }> {
  return event.markets.filter(
    (market): market is MarketDto & { key: 'h2h' | 'totals' } =>
      market.key !== 'outrights' && market.outcomes.length > 0,
  );
}

/**
 * The scores in the fixture's order, home first as "Home v Away" reads: the feed lists them in any order
 * ("Zverev v Fonseca" once showed "Fonseca 0 – Zverev 1"). Names the fixture does not have follow, as given.
 */
export function scoresInFixtureOrder(
  event: Pick<EventDto, 'homeTeam' | 'awayTeam' | 'scores'>,
): EventScore[] {
  const scores = event.scores ?? [];
  const rankOf = (score: EventScore) =>
    score.name === event.homeTeam ? 0 : score.name === event.awayTeam ? 1 : 2;
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => rankOf(a.score) - rankOf(b.score) || a.index - b.index)
    .map(({ score }) => score);
}

/** An outcome can be picked only with a usable price (docs/game-rules.md §2) and before its event locks. */
export function isPickable(event: EventDto, outcome: OutcomeDto): boolean {
  return !event.locked && event.status === 'scheduled' && outcome.points !== null;
}

export interface EventDay {
  /** dd/MM/yyyy in the browser's time zone. */
  day: string;
  events: EventDto[];
}

/** Events by kick-off (then id, so that the order never changes between renders). */
export function byKickOff(events: readonly EventDto[]): EventDto[] {
  return events.toSorted(
    (a, b) => Date.parse(a.commenceTime) - Date.parse(b.commenceTime) || a.id.localeCompare(b.id),
  );
}

/** Events by kick-off, grouped by the local calendar day they start on. */
export function groupByDay(events: readonly EventDto[]): EventDay[] {
  const days: EventDay[] = [];
  for (const event of byKickOff(events)) {
    const day = formatDate(event.commenceTime);
    const last = days.at(-1);
    if (last?.day === day) last.events.push(event);
    else days.push({ day, events: [event] });
  }
  return days;
}

function inWeek(event: EventDto, week: MyWeekDto): boolean {
  const kickOff = Date.parse(event.commenceTime);
  return kickOff >= Date.parse(week.startsAt) && kickOff < Date.parse(week.endsAt);
}

/**
 * The player's saved pick on an event. For the week's match events the week is the truth (it follows
 * every save); otherwise (outrights, other weeks, archived seasons) the events list carries it.
 */
export function pickOn(event: EventDto, week: MyWeekDto | null): PickDto | null {
  if (week && !isOutright(event) && inWeek(event, week)) {
    return week.picks.find((pick) => pick.eventId === event.id) ?? null;
  }
  return event.myPick ?? null;
}

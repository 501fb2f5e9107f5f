// One event as the contract shows it (EventDto): markets in the order the slip reads them, `locked` by the
// server's clock. The events view, the daily challenge and anything else that shows an event use this.
import type { PickDto } from '#core/contract/play.ts';
import type { EventDto, MarketDto } from '#core/contract/predictions.ts';
import type { MarketType } from '#core/contract/static-lookups.ts';
import { isLocked } from '#core/game/lock.ts';
import type { EventWithMarkets } from './repository.ts';

const marketOrder: Record<MarketType, number> = { h2h: 0, totals: 1, outrights: 2 };

/** h2h reads home, draw, away; totals over, under; outrights favourite first. */
function outcomeRank(event: EventWithMarkets, market: MarketType, name: string): number {
  if (market === 'h2h') return name === event.homeTeam ? 0 : name === 'Draw' ? 1 : 2;
  if (market === 'totals') return name === 'Over' ? 0 : 1;
  return 0;
}

export interface EventDtoExtras {
  /** Signed-in callers: their live pick on the event, or null. Absent for anonymous callers. */
  myPick?: PickDto | null;
  /** Seasons and outrights: the winner once an administrator entered it. */
  withWinner?: boolean;
}

export function toEventDto(event: EventWithMarkets, now: Date, extras: EventDtoExtras = {}): EventDto {
  const marketDtos: MarketDto[] = event.markets
    .toSorted((a, b) => marketOrder[a.key] - marketOrder[b.key])
    .map((market) => ({
      key: market.key,
      line: market.line,
      outcomes: market.outcomes
        .toSorted(
          (a, b) =>
            outcomeRank(event, market.key, a.name) - outcomeRank(event, market.key, b.name) ||
            (b.probability ?? -1) - (a.probability ?? -1) ||
            a.name.localeCompare(b.name),
        )
        .map((outcome) => ({
          name: outcome.name,
          probability: outcome.probability,
          booksUsed: outcome.booksUsed,
          points: outcome.points,
        })),
    }));
  return {
    id: event.id,
    competitionKey: event.competitionKey,
    sportId: event.sportId,
    commenceTime: event.commenceTime.toISOString(),
    homeTeam: event.homeTeam,
    awayTeam: event.awayTeam,
    status: event.status,
    locked: isLocked(event, now),
    scores: event.scores,
    markets: marketDtos,
    ...(extras.myPick === undefined ? {} : { myPick: extras.myPick }),
    ...(extras.withWinner || event.markets.some((market) => market.key === 'outrights')
      ? { winner: event.winner }
      : {}),
  };
}

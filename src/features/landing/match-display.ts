import type { DailyDayDto } from '#core/contract/daily-challenge.ts';
import type { EventDto, OutcomeDto } from '#core/contract/predictions.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * dd/MM/yyyy HH:mm in the browser's time zone: what lib/format's formatDateTime gives, without dayjs.
 * The landing page is the first page and dayjs is not in its bundle; pulling it in would spend about
 * half of the page's remaining JS budget (bench/bundle.ts) on one date.
 */
export function formatKickOff(instant: string): string {
  const date = new Date(instant);
  if (!Number.isFinite(date.getTime())) return '';
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The match-winner outcomes players pick from on the daily challenge (docs/game-rules.md §7.2: h2h only). */
export function matchOutcomes(event: EventDto): OutcomeDto[] {
  return event.markets.find((market) => market.key === 'h2h')?.outcomes ?? [];
}

/**
 * "Arsenal 2 – 1 Chelsea" when the feed scores both teams; otherwise each side's score as the feed
 * names it. null before the feed has any score.
 */
export function scoreLine(event: EventDto): string | null {
  const scores = event.scores;
  if (!scores || scores.length === 0) return null;
  const home = scores.find((side) => side.name === event.homeTeam);
  const away = scores.find((side) => side.name === event.awayTeam);
  if (home && away && scores.length === 2) {
    return `${home.name} ${home.score} – ${away.score} ${away.name}`;
  }
  return scores.map((side) => `${side.name} ${side.score}`).join(', ');
}

/** How a challenge day went for the player; null when there is nothing to say (no match, or no player). */
export type DayOutcome = 'won' | 'lost' | 'void' | 'pending' | 'missed';

/**
 * Settled picks show their result; a pick still unsettled after kick-off is pending; a locked match
 * without a pick was missed (which breaks the streak). Before kick-off the pick itself says enough.
 */
export function dayOutcome(day: DailyDayDto, isPlayer: boolean): DayOutcome | null {
  if (!isPlayer || !day.event) return null;
  const pick = day.myPick;
  if (pick?.result) return pick.result;
  if (!day.event.locked) return null;
  return pick ? 'pending' : 'missed';
}

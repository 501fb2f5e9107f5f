// The shapes of the daily challenge's calls: GET predictions/v1/DailyChallenge, PUT DailyChallenge/MyPick and
// an administrator's GET admin/DailyChallenge (the coming days, AdminDailyDaysDto) and PUT admin/DailyChallenge/{day}.
import type { PickResultKind, VoidReasonDto } from './play.ts';
import type { EventDto } from './predictions.ts';

/** One day of the daily challenge: the match of the day and the caller's pick on it. */
export interface DailyDayDto {
  /** "2026-11-21" (UTC day). */
  day: string;
  /** Without markets other than h2h; null when no event qualifies that day. */
  event: EventDto | null;
  myPick: {
    outcome: string;
    probability: number;
    points: number;
    result: PickResultKind | null;
    voidReason: VoidReasonDto | null;
    basePoints: number;
  } | null;
}

export interface DailyChallengeDto {
  today: DailyDayDto;
  yesterday: DailyDayDto;
  /** Consecutive correct days up to the latest settled one. */
  streak: number;
  bestStreak: number;
  /** Correct days still needed for the next Multiplier credit (docs/game-rules.md §5). */
  toNextMultiplier: number;
}

export interface SaveDailyPickRequest {
  eventId: string;
  outcome: string;
}

/** One match an administrator may see for a day of the daily challenge (its h2h market fully priced). */
export interface AdminDailyCandidateDto {
  eventId: string;
  competitionKey: string;
  homeTeam: string | null;
  awayTeam: string | null;
  commenceTime: string;
  /** The fewest bookmakers behind any one h2h outcome. */
  bookmakers: number;
  /** Whether an administrator may choose it now: not started, enough bookmakers. */
  eligible: boolean;
}

/** A coming day of the daily challenge as the admin app's desk shows it. */
export interface AdminDailyDayDto {
  day: string;
  /** The stored match of the day, or null while none is chosen yet. */
  chosen: { eventId: string; chosenBy: 'rule' | 'administrator' } | null;
  /** What the rule would choose now when nothing is stored; null when nothing qualifies. */
  ruleChoice: string | null;
  /** Players who have picked that day: the choice is then fixed. */
  picks: number;
  candidates: AdminDailyCandidateDto[];
}

export interface AdminDailyDaysDto {
  days: AdminDailyDayDto[];
}

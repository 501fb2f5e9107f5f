// The shapes of the daily challenge's calls: GET predictions/v1/DailyChallenge, PUT DailyChallenge/MyPick and
// an administrator's PUT admin/DailyChallenge/{day}.
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

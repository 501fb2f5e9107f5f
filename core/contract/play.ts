// The shapes of the playing calls: picks and their ledgers, the week summary, credits, outrights, the
// daily challenge, seasons and (outside production) the movable clock. The SPA imports these as types only.
//
// Calls (all under api/):
//   GET  predictions/v1/MyWeek?gameweek                 -> MyWeekDto (the home summary and the week's picks)
//   PUT  predictions/v1/MyWeek  SaveWeekRequest          -> MyWeekDto; 400 ApiError with the rule's message
//   GET  predictions/v1/Events?sport&competition&gameweek|season -> EventsDto (predictions.ts), each event
//        with `myPick` when the caller is signed in (guests included)
//   GET  predictions/v1/Seasons?competition             -> SeasonDto[] (newest first)
//   PUT  predictions/v1/MyOutrightPicks/{eventId}  SaveOutrightPickRequest -> PickDto
//   DELETE predictions/v1/MyOutrightPicks/{eventId}     -> 204
//   GET  predictions/v1/admin/Outrights                 -> OutrightListDto (the admin app's outrights desk)
//   PUT  predictions/v1/admin/Outrights/{eventId}/Winner  SetOutrightWinnerRequest -> SettlementSummaryDto
//   GET  predictions/v1/admin/Events?gameweek&competition  -> AdminEventListDto (the results desk)
//   PUT  predictions/v1/admin/Events/{eventId}/Result  CorrectResultRequest -> SettlementSummaryDto
//   (the daily challenge's calls: daily-challenge.ts)
//   GET  account/v1/myCredits?competition               -> MyCreditsDto
//   POST account/v1/myCredits/redeem  RedeemCreditRequest -> CreditActionDto; 400 with 'No credits available'
//   POST account/v1/myCredits/revoke  RevokeCreditRequest -> CreditActionDto
//   GET  dev/clock, POST dev/clock/advance { ms }        -> ClockDto (only when CLOCK_CONTROL is on)
import type { NoticeCode } from '#core/refusals.ts';
import type { MarketType } from './static-lookups.ts';

/** BonusPoints=1, Multiplier=2, ExtraPrediction=3 (docs/product.md §3). */
export type CreditTypeId = 1 | 2 | 3;

export type PickResultKind = 'won' | 'lost' | 'void';
export type VoidReasonDto = 'cancelled' | 'abandoned' | 'postponed' | 'push' | 'tie-without-draw';

/** One line of a pick's ledger, oldest first: what changed its worth or its score, and why. */
export interface LedgerEntryDto {
  kind: 'saved' | 'multiplier' | 'settled' | 'void' | 'corrected';
  /** ISO 8601. */
  at: string;
  /** Change to the total score (base points). */
  base: number;
  /** Change to the boosted score. */
  boosted: number;
  /** saved: the outcome and the frozen price. */
  outcome?: string;
  probability?: number;
  points?: number;
  /** multiplier: the factor now in force (1 = undone). */
  factor?: number;
  /** settled / void / corrected: the result now in force, and (corrected) the one before. */
  result?: PickResultKind;
  reason?: VoidReasonDto;
  previousResult?: PickResultKind;
}

/** A saved prediction with its frozen price and its ledger. */
export interface PickDto {
  id: string;
  eventId: string;
  competitionKey: string;
  /**
   * The pick's match as a slip names it where its event is not in view (another sport's page): the
   * teams (null for an outright) and the ISO 8601 kick-off.
   */
  homeTeam: string | null;
  awayTeam: string | null;
  commenceTime: string;
  marketKey: MarketType;
  line: number | null;
  outcome: string;
  /** Frozen at save. */
  probability: number;
  points: number;
  multiplier: number;
  /** The event's kick-off (or an outright's lock) has passed: the pick is frozen. */
  locked: boolean;
  result: PickResultKind | null;
  voidReason: VoidReasonDto | null;
  /** Points scored so far (sum of the ledger): base and boosted. */
  basePoints: number;
  boostedPoints: number;
  ledger: LedgerEntryDto[];
}

/** The home view's summary of one gameweek (docs/game-rules.md §5). */
export interface WeekSummaryDto {
  /** Picks holding a slot (the counter's value). */
  predictions: number;
  /** Max predictions this week = 5 + ExtraPrediction credits redeemed for it (the counter's limit). */
  maxPredictions: number;
  /** Unredeemed, unexpired credits held now. */
  credits: number;
  totalScore: number;
  boostedScore: number;
  /** Bonus points redeemed for the week (already inside boostedScore). */
  bonusPoints: number;
}

export interface MyWeekDto {
  /** e.g. "2026-W47". */
  gameweek: string;
  /** ISO 8601 bounds of the gameweek. */
  startsAt: string;
  endsAt: string;
  summary: WeekSummaryDto;
  /** The week's weekly-game picks (outrights are not in the allowance). */
  picks: PickDto[];
}

/** One selection of the slip: an outcome of a market of an event. */
export interface PickSelection {
  eventId: string;
  marketKey: Exclude<MarketType, 'outrights'>;
  outcome: string;
}

/**
 * PUT MyWeek: the whole slip for the gameweek. The server keeps the picks that did not change (their frozen
 * price stays), saves new and changed ones at the current price, and removes unlocked picks that are no
 * longer in the slip. Locked picks cannot be changed or removed and may be left out. Sending the same
 * slip twice changes nothing: a retried save is harmless.
 */
export interface SaveWeekRequest {
  gameweek: string;
  selections: PickSelection[];
}

export interface SaveOutrightPickRequest {
  outcome: string;
}

export interface SetOutrightWinnerRequest {
  winner: string;
}

export interface SettlementSummaryDto {
  eventId: string;
  settled: number;
  corrected: number;
}

/** The voids an administrator may declare on a match (core/game/types.ts adminVoidReasons). */
export type ResultVoidReason = 'cancelled' | 'abandoned' | 'postponed';

/** An administrator's result for a started match: its final score, or a void. */
export type CorrectResultRequest = { home: number; away: number } | { void: ResultVoidReason };

/** One started match as the admin app's results desk lists it. */
export interface AdminEventDto {
  eventId: string;
  competitionKey: string;
  competition: string;
  homeTeam: string;
  awayTeam: string;
  commenceTime: string;
  status: string;
  /** Home and away goals as stored; null while there is no score. */
  home: number | null;
  away: number | null;
  /** The void an administrator declared, if any. */
  voidReason: ResultVoidReason | null;
  /** When an administrator last set the result; null: the feed's. */
  correctedAt: string | null;
}

export interface AdminEventListDto {
  gameweek: string;
  events: AdminEventDto[];
  /** More started matches than the list holds (it is capped). */
  truncated: boolean;
}

/** One outright event as the admin app's outrights desk lists it: its runners and the winner entered. */
export interface OutrightEventDto {
  eventId: string;
  competitionKey: string;
  competition: string;
  commenceTime: string;
  status: string;
  winner: string | null;
  runners: string[];
}

export interface OutrightListDto {
  outrights: OutrightEventDto[];
}

export interface SeasonDto {
  id: string;
  competitionKey: string;
  label: string;
  startsAt: string;
  endsAt: string;
  archived: boolean;
}

export interface CreditDto {
  id: string;
  typeId: CreditTypeId;
  value: number;
  /** Usable only in this competition; null for any. */
  competitionKey: string | null;
  expiresAt: string | null;
  source: string;
  /** Redeemed ones are listed for the current gameweek with what they were redeemed on. */
  redeemedGameweek: string | null;
  redeemedPredictionId: string | null;
}

export interface MyCreditsDto {
  /** Held, unredeemed and unexpired (filtered by `competition` when given: its own and unscoped ones). */
  available: CreditDto[];
  /** Redeemed for the current gameweek. */
  redeemedThisWeek: CreditDto[];
  /** Per type id, how many more may be redeemed this gameweek (docs/game-rules.md §5 caps). */
  remainingThisWeek: Record<CreditTypeId, number>;
}

export interface RedeemCreditRequest {
  typeId: CreditTypeId;
  /** A client-made id (e.g. a UUID): a retried request returns the first redemption. */
  requestId: string;
  /** Multiplier: the prediction to multiply. */
  predictionId?: string;
  /** ExtraPrediction / BonusPoints: prefer a credit scoped to this competition. */
  competition?: string;
}

export interface RevokeCreditRequest {
  typeId: CreditTypeId;
  /** Multiplier: the prediction to undo it on. */
  predictionId?: string;
  /** ExtraPrediction: revoke the one scoped to this competition (absent: an unscoped one first). */
  competition?: string;
}

export interface CreditActionDto {
  /** The stable code of the success text (core/refusals.ts `notices`), e.g. 'extraPredictionRedeemed'. */
  code: NoticeCode;
  /** The spec's text, e.g. 'Extra prediction credit redeemed'. */
  message: string;
  credit: CreditDto;
  week: WeekSummaryDto;
}

export interface ClockDto {
  /** ISO 8601: the server's game time. */
  now: string;
  /** How far it has been moved ahead of the system clock. */
  offsetMs: number;
}

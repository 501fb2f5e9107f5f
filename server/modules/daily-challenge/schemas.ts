// The wire shapes of the daily challenge (core/contract/play.ts), as zod schemas that compile only while
// they match the contract types.
import { z } from 'zod';
import type {
  AdminDailyDaysDto,
  DailyChallengeDto,
  DailyDayDto,
  SaveDailyPickRequest,
} from '#core/contract/daily-challenge.ts';
import { challengeDayRange } from '#core/game/daily-challenge.ts';
import type { Equals } from '#server/http/type-checks.ts';
import { pickResultSchema, voidReasonSchema } from '#server/modules/picks/index.ts';
import { eventSchema } from '#server/modules/predictions/index.ts';

const dailyPickSchema = z.object({
  outcome: z.string(),
  probability: z.number(),
  points: z.number().int(),
  result: pickResultSchema.nullable(),
  voidReason: voidReasonSchema.nullable(),
  basePoints: z.number().int(),
});

const dailyDaySchema = z
  .object({ day: z.string(), event: eventSchema.nullable(), myPick: dailyPickSchema.nullable() })
  .meta({ id: 'DailyDayDto' });

export const dailyChallengeSchema = z
  .object({
    today: dailyDaySchema,
    yesterday: dailyDaySchema,
    streak: z.number().int(),
    bestStreak: z.number().int(),
    toNextMultiplier: z.number().int(),
  })
  .meta({ id: 'DailyChallengeDto' });

const required = (what: string) =>
  z.string({ error: `expected ${what}` }).min(1, { error: `expected ${what}` });

export const saveDailyPickSchema = z
  .object({ eventId: required("today's event id"), outcome: required('an outcome name') })
  .meta({ id: 'SaveDailyPickRequest' });

function isChallengeDay(day: string): boolean {
  try {
    challengeDayRange(day);
    return true;
  } catch {
    return false;
  }
}

export const dayParamsSchema = z.object({
  day: z
    .string()
    .refine(isChallengeDay, { error: 'expected a UTC day such as 2026-11-21' })
    .describe('The UTC day, e.g. 2026-11-21.'),
});

export const administratorChoiceSchema = z
  .object({ eventId: required('an event id') })
  .meta({ id: 'DailyChallengeChoiceRequest' });

const adminDailyCandidateSchema = z
  .object({
    eventId: z.string(),
    competitionKey: z.string(),
    homeTeam: z.string().nullable(),
    awayTeam: z.string().nullable(),
    commenceTime: z.iso.datetime(),
    bookmakers: z.number().int(),
    eligible: z.boolean(),
  })
  .meta({ id: 'AdminDailyCandidateDto' });

export const adminDailyDaysSchema = z
  .object({
    days: z.array(
      z
        .object({
          day: z.string(),
          chosen: z.object({ eventId: z.string(), chosenBy: z.enum(['rule', 'administrator']) }).nullable(),
          ruleChoice: z.string().nullable(),
          picks: z.number().int(),
          candidates: z.array(adminDailyCandidateSchema),
        })
        .meta({ id: 'AdminDailyDayDto' }),
    ),
  })
  .meta({ id: 'AdminDailyDaysDto' });

const _adminDays: Equals<z.output<typeof adminDailyDaysSchema>, AdminDailyDaysDto> = true;
const _day: Equals<z.output<typeof dailyDaySchema>, DailyDayDto> = true;
const _challenge: Equals<z.output<typeof dailyChallengeSchema>, DailyChallengeDto> = true;
const _save: Equals<z.output<typeof saveDailyPickSchema>, SaveDailyPickRequest> = true;

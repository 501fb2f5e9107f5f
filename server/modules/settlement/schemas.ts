// The wire shapes of the outright-winner call (core/contract/play.ts), as zod schemas that compile only
// while they match the contract types.
import { z } from 'zod';
import type { OutrightListDto, SetOutrightWinnerRequest, SettlementSummaryDto } from '#core/contract/play.ts';
import { eventIdField } from '#server/http/fields.ts';
import type { Equals } from '#server/http/type-checks.ts';

export const setOutrightWinnerRequestSchema = z
  .object({ winner: z.string().trim().min(1, { error: 'expected the winning runner' }).max(200) })
  .meta({ id: 'SetOutrightWinnerRequest' });

export const settlementSummarySchema = z
  .object({ eventId: z.string(), settled: z.number().int(), corrected: z.number().int() })
  .meta({ id: 'SettlementSummaryDto' });

const outrightEventSchema = z
  .object({
    eventId: z.string(),
    competitionKey: z.string(),
    competition: z.string(),
    commenceTime: z.iso.datetime(),
    status: z.string(),
    winner: z.string().nullable(),
    runners: z.array(z.string()),
  })
  .meta({ id: 'OutrightEventDto' });

export const outrightListSchema = z
  .object({ outrights: z.array(outrightEventSchema) })
  .meta({ id: 'OutrightListDto' });

export const outrightEventParamsSchema = z.object({ eventId: eventIdField });

const _request: Equals<z.output<typeof setOutrightWinnerRequestSchema>, SetOutrightWinnerRequest> = true;
const _summary: Equals<z.output<typeof settlementSummarySchema>, SettlementSummaryDto> = true;
const _list: Equals<z.output<typeof outrightListSchema>, OutrightListDto> = true;

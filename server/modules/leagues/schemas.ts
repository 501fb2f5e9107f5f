// The wire shapes of api/leagues/v1/*, as zod schemas that compile only while they match the contract
// types (core/contract/leagues.ts).
import { z } from 'zod';
import type {
  CreateLeagueRequest,
  JoinByCodeRequest,
  JoinLeagueRequest,
  LeagueDetailsDto,
  LeagueMemberPicksDto,
  LeaguePreviewDto,
  LeagueScopeDto,
  LeagueSummaryDto,
  MyLeaguesDto,
  PublicLeaguesPageDto,
  RenameLeagueRequest,
} from '#core/contract/leagues.ts';
import { LEAGUE_NAME_MAX } from '#core/game/leagues.ts';
import {
  competitionKeyField,
  gameweekIdField,
  leagueCodeField,
  leagueIdField,
  leagueNameField,
  playerIdField,
} from '#server/http/fields.ts';
import type { Equals } from '#server/http/type-checks.ts';
import { pickSchema } from '#server/modules/picks/index.ts';
import { sportIdSchema } from '#server/modules/static-lookups/index.ts';

const leagueVisibilitySchema = z
  .union([z.literal(0), z.literal(1)], { error: 'expected a visibility: 0 (public) or 1 (private)' })
  .describe('0 public, 1 private');

const leagueScopeSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('sport'), sportId: sportIdSchema }),
    z.object({
      kind: z.literal('competition'),
      competitionKey: competitionKeyField,
    }),
  ])
  .meta({ id: 'LeagueScopeDto' });

const leagueRankBySchema = z.enum(['boosted', 'total']);

const leagueSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    visibility: leagueVisibilitySchema,
    scope: leagueScopeSchema,
    rankBy: leagueRankBySchema,
    memberCount: z.number().int(),
    isOwner: z.boolean(),
    isMember: z.boolean(),
  })
  .meta({ id: 'LeagueSummaryDto' });

const ownerSchema = z.object({ userId: z.string(), displayName: z.string() });

const leagueMemberSchema = z
  .object({
    userId: z.string(),
    displayName: z.string(),
    isOwner: z.boolean(),
    joinedAt: z.string(),
  })
  .meta({ id: 'LeagueMemberDto' });

export const leagueDetailsSchema = leagueSummarySchema
  .extend({
    owner: ownerSchema,
    code: z.string(),
    createdAt: z.string(),
    members: z.array(leagueMemberSchema),
  })
  .meta({ id: 'LeagueDetailsDto' });

export const leaguePreviewSchema = leagueSummarySchema
  .extend({ owner: ownerSchema })
  .meta({ id: 'LeaguePreviewDto' });

export const myLeaguesSchema = z
  .object({
    leagues: z.array(leagueSummarySchema),
    limits: z.object({
      created: z.number().int(),
      maxCreated: z.number().int(),
      joined: z.number().int(),
      maxJoined: z.number().int(),
    }),
  })
  .meta({ id: 'MyLeaguesDto' });

export const publicLeaguesPageSchema = z
  .object({
    leagues: z.array(leagueSummarySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'PublicLeaguesPageDto' });

export const publicLeaguesQuerySchema = z.object({
  search: z
    .string()
    .max(LEAGUE_NAME_MAX, { error: `expected a search of at most ${LEAGUE_NAME_MAX} characters` })
    .optional()
    .describe("Part of a league's name (any case)."),
  page: z.coerce.number().int().min(1).default(1).describe('From 1.'),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('1 to 100; default 20.'),
});

export const createLeagueRequestSchema = z
  .object({
    name: leagueNameField,
    visibility: leagueVisibilitySchema,
    scope: leagueScopeSchema,
    rankBy: leagueRankBySchema.optional(),
  })
  .meta({ id: 'CreateLeagueRequest' });

export const joinLeagueRequestSchema = z
  .object({ code: leagueCodeField.optional() })
  .meta({ id: 'JoinLeagueRequest' });

export const joinByCodeRequestSchema = z.object({ code: leagueCodeField }).meta({ id: 'JoinByCodeRequest' });

export const renameLeagueRequestSchema = z
  .object({ name: leagueNameField })
  .meta({ id: 'RenameLeagueRequest' });

export const leagueIdParamsSchema = z.object({ leagueId: leagueIdField });

export const leagueMemberParamsSchema = leagueIdParamsSchema.extend({
  userId: playerIdField,
});

export const previewQuerySchema = z.object({
  code: leagueCodeField.optional().describe("A private league's join code."),
});

export const memberPicksQuerySchema = z.object({
  gameweek: gameweekIdField
    .optional()
    .describe('An ISO week such as 2026-W47; absent: the current gameweek.'),
});

export const leagueMemberPicksSchema = z
  .object({
    userId: z.string(),
    displayName: z.string(),
    gameweek: z.string(),
    picks: z.array(pickSchema),
  })
  .meta({ id: 'LeagueMemberPicksDto' });

const _scope: Equals<z.output<typeof leagueScopeSchema>, LeagueScopeDto> = true;
const _summary: Equals<z.output<typeof leagueSummarySchema>, LeagueSummaryDto> = true;
const _details: Equals<z.output<typeof leagueDetailsSchema>, LeagueDetailsDto> = true;
const _preview: Equals<z.output<typeof leaguePreviewSchema>, LeaguePreviewDto> = true;
const _mine: Equals<z.output<typeof myLeaguesSchema>, MyLeaguesDto> = true;
const _page: Equals<z.output<typeof publicLeaguesPageSchema>, PublicLeaguesPageDto> = true;
const _create: Equals<z.output<typeof createLeagueRequestSchema>, CreateLeagueRequest> = true;
const _join: Equals<z.output<typeof joinLeagueRequestSchema>, JoinLeagueRequest> = true;
const _byCode: Equals<z.output<typeof joinByCodeRequestSchema>, JoinByCodeRequest> = true;
const _rename: Equals<z.output<typeof renameLeagueRequestSchema>, RenameLeagueRequest> = true;
const _picks: Equals<z.output<typeof leagueMemberPicksSchema>, LeagueMemberPicksDto> = true;

// The wire shape of api/leaderboards/v1/Leagues/{leagueId}/HeadToHead (core/contract/head-to-head.ts), as zod
// schemas that compile only while they match the contract types.
import { z } from 'zod';
import type { HeadToHeadDto } from '#core/contract/head-to-head.ts';
import type { Equals } from '#server/http/type-checks.ts';

const sideSchema = z
  .object({ userId: z.string(), displayName: z.string(), score: z.number().int() })
  .meta({ id: 'HeadToHeadSideDto' });

const opponentSchema = z
  .discriminatedUnion('kind', [
    sideSchema.extend({ kind: z.literal('member') }),
    z.object({ kind: z.literal('average'), score: z.number().int() }),
  ])
  .meta({ id: 'HeadToHeadOpponentDto' });

const fixtureSchema = z
  .object({ home: sideSchema, away: opponentSchema })
  .meta({ id: 'HeadToHeadFixtureDto' });

const rowSchema = z
  .object({
    rank: z.number().int(),
    userId: z.string(),
    displayName: z.string(),
    played: z.number().int(),
    won: z.number().int(),
    drawn: z.number().int(),
    lost: z.number().int(),
    pointsFor: z.number().int(),
    pointsAgainst: z.number().int(),
    points: z.number().int(),
  })
  .meta({ id: 'HeadToHeadRowDto' });

export const headToHeadSchema = z
  .object({
    leagueId: z.string(),
    rankBy: z.enum(['boosted', 'total']),
    gameweek: z.string(),
    fixtures: z.array(fixtureSchema),
    table: z.array(rowSchema),
  })
  .meta({ id: 'HeadToHeadDto' });

const _headToHead: Equals<z.output<typeof headToHeadSchema>, HeadToHeadDto> = true;

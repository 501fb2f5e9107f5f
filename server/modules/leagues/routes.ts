// api/leagues/v1: creating, finding, joining and running leagues (docs/game-rules.md §9, core/contract/leagues.ts).
// Every route needs a signed-up player: guests are refused with `leaguesNeedAccount` (403).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { gameweekOf } from '#core/game/gameweek.ts';
import { errorResponses } from '#server/http/api-error.ts';
import { HttpError } from '#server/http/http-error.ts';
import { memberPicks } from './member-picks.ts';
import { createLeagueCodeLimiter } from './rate-limits.ts';
import {
  createLeagueRequestSchema,
  joinByCodeRequestSchema,
  joinLeagueRequestSchema,
  leagueDetailsSchema,
  leagueIdParamsSchema,
  leagueMemberParamsSchema,
  leagueMemberPicksSchema,
  leaguePreviewSchema,
  memberPicksQuerySchema,
  myLeaguesSchema,
  previewQuerySchema,
  publicLeaguesPageSchema,
  publicLeaguesQuerySchema,
  renameLeagueRequestSchema,
} from './schemas.ts';
import {
  createLeague,
  deleteLeague,
  joinByCode,
  joinLeague,
  leagueDetails,
  leaveLeague,
  myLeagues,
  previewLeague,
  publicLeagues,
  removeMember,
  renameLeague,
  rotateLeagueCode,
} from './store.ts';

const tags = ['Leagues'];
const noQuery = z.object({});

/** Guests are offered to sign up; runs after `authenticate`. */
async function refuseGuests(request: FastifyRequest): Promise<void> {
  if (request.user.isGuest) throw new HttpError('leaguesNeedAccount');
}

const leaguesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const signedUp = { onRequest: fastify.authenticate, preValidation: refuseGuests };
  const codeLimit = createLeagueCodeLimiter(fastify);

  fastify.get(
    '/MyLeagues',
    {
      ...signedUp,
      schema: {
        tags,
        summary: 'The leagues the player owns or belongs to, and their limits',
        querystring: noQuery,
        response: { 200: myLeaguesSchema, ...errorResponses },
      },
    },
    async (request) => myLeagues(fastify.db, request.user.id),
  );

  fastify.get(
    '/PublicLeagues',
    {
      ...signedUp,
      schema: {
        tags,
        summary: 'Public leagues, most members first, optionally searched by name, a page at a time',
        querystring: publicLeaguesQuerySchema,
        response: { 200: publicLeaguesPageSchema, ...errorResponses },
      },
    },
    async (request) => publicLeagues(fastify.db, request.user.id, request.query),
  );

  fastify.post(
    '/Leagues',
    {
      ...signedUp,
      schema: {
        tags,
        summary: 'Creates a league owned by the player (within their role’s limits) and answers its details',
        querystring: noQuery,
        body: createLeagueRequestSchema,
        response: { 201: leagueDetailsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const league = await createLeague(fastify.db, request.user.id, request.body, fastify.clock.now());
      return reply.code(201).send(league);
    },
  );

  fastify.get(
    '/Leagues/:leagueId',
    {
      ...signedUp,
      schema: {
        tags,
        summary: "A member's view of a league: its members and join code",
        params: leagueIdParamsSchema,
        querystring: noQuery,
        response: { 200: leagueDetailsSchema, ...errorResponses },
      },
    },
    async (request) => leagueDetails(fastify.db, request.params.leagueId, request.user.id),
  );

  fastify.get(
    '/Leagues/:leagueId/Preview',
    {
      ...signedUp,
      preHandler: codeLimit,
      schema: {
        tags,
        summary: 'A league before joining it: a public one, or a private one with its code',
        params: leagueIdParamsSchema,
        querystring: previewQuerySchema,
        response: { 200: leaguePreviewSchema, ...errorResponses },
      },
    },
    async (request) =>
      previewLeague(fastify.db, request.params.leagueId, request.user.id, request.query.code),
  );

  fastify.post(
    '/Leagues/:leagueId/Join',
    {
      ...signedUp,
      preHandler: codeLimit,
      schema: {
        tags,
        summary: 'Joins a league: a public one directly, a private one with its code (any case)',
        params: leagueIdParamsSchema,
        querystring: noQuery,
        // A public league needs no code: the body may be left out.
        body: joinLeagueRequestSchema.nullish(),
        response: { 200: leagueDetailsSchema, ...errorResponses },
      },
    },
    async (request) =>
      joinLeague(
        fastify.db,
        request.params.leagueId,
        request.user.id,
        request.body?.code,
        fastify.clock.now(),
      ),
  );

  fastify.post(
    '/JoinByCode',
    {
      ...signedUp,
      preHandler: codeLimit,
      schema: {
        tags,
        summary: 'Joins the league a join code opens (any case)',
        querystring: noQuery,
        body: joinByCodeRequestSchema,
        response: { 200: leagueDetailsSchema, ...errorResponses },
      },
    },
    async (request) => joinByCode(fastify.db, request.user.id, request.body.code, fastify.clock.now()),
  );

  fastify.put(
    '/Leagues/:leagueId',
    {
      ...signedUp,
      schema: {
        tags,
        summary: 'Renames a league (its owner)',
        params: leagueIdParamsSchema,
        querystring: noQuery,
        body: renameLeagueRequestSchema,
        response: { 200: leagueDetailsSchema, ...errorResponses },
      },
    },
    async (request) => renameLeague(fastify.db, request.params.leagueId, request.user.id, request.body.name),
  );

  fastify.post(
    '/Leagues/:leagueId/Code',
    {
      ...signedUp,
      schema: {
        tags,
        summary: 'Gives a league a new join code; the old one stops working (its owner)',
        params: leagueIdParamsSchema,
        querystring: noQuery,
        response: { 200: leagueDetailsSchema, ...errorResponses },
      },
    },
    async (request) => rotateLeagueCode(fastify.db, request.params.leagueId, request.user.id),
  );

  fastify.delete(
    '/Leagues/:leagueId/Members/:userId',
    {
      ...signedUp,
      schema: {
        tags,
        summary: 'Removes a member from a league (its owner; the owner cannot be removed)',
        params: leagueMemberParamsSchema,
        querystring: noQuery,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeMember(
        fastify.db,
        request.params.leagueId,
        request.user.id,
        request.params.userId,
        fastify.clock.now(),
      );
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/Leagues/:leagueId/Membership',
    {
      ...signedUp,
      schema: {
        tags,
        summary: 'Leaves a league (a member; its owner deletes it instead)',
        params: leagueIdParamsSchema,
        querystring: noQuery,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await leaveLeague(fastify.db, request.params.leagueId, request.user.id);
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/Leagues/:leagueId',
    {
      ...signedUp,
      schema: {
        tags,
        summary: 'Deletes a league and its memberships (its owner)',
        params: leagueIdParamsSchema,
        querystring: noQuery,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteLeague(fastify.db, request.params.leagueId, request.user.id);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/Leagues/:leagueId/Members/:userId/Picks',
    {
      ...signedUp,
      schema: {
        tags,
        summary:
          "A member's weekly picks of a gameweek whose lock has passed (members only; never a pick before its lock)",
        params: leagueMemberParamsSchema,
        querystring: memberPicksQuerySchema,
        response: { 200: leagueMemberPicksSchema, ...errorResponses },
      },
    },
    async (request) => {
      const now = fastify.clock.now();
      return memberPicks(
        fastify.db,
        request.params.leagueId,
        request.user.id,
        request.params.userId,
        request.query.gameweek ?? gameweekOf(now),
        now,
      );
    },
  );
};

export default leaguesRoutes;

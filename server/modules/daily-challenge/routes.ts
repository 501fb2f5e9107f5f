// api/predictions/v1/DailyChallenge: the landing page's daily challenge (docs/game-rules.md §7). Every signed-in player,
// guests included, sees today's match of the day, yesterday's result and their streak, and picks one h2h
// outcome of today's match before it starts. An administrator may choose a day's match instead of the rule.
import { optionalCaller } from '#server/plugins/authenticate.ts';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/http/api-error.ts';
import { auditStep } from '#server/modules/admin/index.ts';
import { adminDailyDays } from './admin-days.ts';
import { setAdministratorChoice } from './choose.ts';
import { saveDailyPick } from './pick.ts';
import {
  adminDailyDaysSchema,
  administratorChoiceSchema,
  dailyChallengeSchema,
  dayParamsSchema,
  saveDailyPickSchema,
} from './schemas.ts';
import type { DailyChallengeContext } from './store.ts';
import { dailyChallengeView } from './view.ts';

const tags = ['Daily challenge'];

const dailyChallengeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const context: DailyChallengeContext = { db: fastify.db, clock: fastify.clock };
  const authenticated = { onRequest: fastify.authenticate };

  fastify.get(
    '/DailyChallenge',
    {
      schema: {
        tags,
        summary:
          "Today's match of the day and yesterday's; for a signed-in caller (guests too) their picks and streak",
        querystring: z.object({}),
        response: { 200: dailyChallengeSchema, ...errorResponses },
      },
    },
    async (request) => dailyChallengeView(context, (await optionalCaller(request))?.id ?? null),
  );

  fastify.put(
    '/DailyChallenge/MyPick',
    {
      ...authenticated,
      schema: {
        tags,
        summary: "Make or change my pick on today's match of the day, until it starts",
        body: saveDailyPickSchema,
        response: { 200: dailyChallengeSchema, ...errorResponses },
      },
    },
    async (request) => {
      await saveDailyPick(context, request.user.id, request.body);
      return dailyChallengeView(context, request.user.id);
    },
  );

  fastify.get(
    '/admin/DailyChallenge',
    {
      onRequest: [fastify.authenticate, fastify.requireAdministrator],
      schema: {
        tags,
        summary:
          'The coming seven days: each one’s match of the day (or the rule’s choice), its matches and its picks',
        querystring: z.object({}),
        response: { 200: adminDailyDaysSchema, ...errorResponses },
      },
    },
    async () => adminDailyDays(context),
  );

  fastify.put(
    '/admin/DailyChallenge/:day',
    {
      onRequest: [fastify.authenticate, fastify.requireAdministrator],
      schema: {
        tags,
        summary:
          "Choose a day's match of the day (today or later; only before any player has picked that day)",
        params: dayParamsSchema,
        body: administratorChoiceSchema,
        response: { 200: dailyChallengeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { day } = request.params;
      const { eventId } = request.body;
      const audit = auditStep({
        actorId: request.user.id,
        action: 'chooseDailyChallenge',
        targetId: null,
        detail: { day, eventId },
        at: context.clock.now(),
      });
      await setAdministratorChoice(context, day, eventId, audit);
      return dailyChallengeView(context, request.user.id);
    },
  );
};

export default dailyChallengeRoutes;

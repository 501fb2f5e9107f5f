// The Longshot API server as one Fastify plugin, plus buildApp() that makes a ready instance of it
// (main.ts listens on it; tests call app.inject on it).
//
// Adding a service: write server/modules/<service>/ with
//   - repository.ts: a fastify-plugin with a name and dependencies ['database'] that decorates
//     `fastify.<service>Repository` (declare the decorator in the same file);
//   - routes.ts: a FastifyPluginAsyncZod whose every route has querystring/params/body and response
//     schemas (spread `errorResponses` into response);
// then register the repository with the others and the routes in the /api scope below.
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from '@fastify/type-provider-zod';
import { createMovableClock, systemClock, type Clock, type MovableClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { frameworkErrors } from './http/framework-errors.ts';
import { loggerOptions } from './http/logger.ts';
import { loopbackOnly } from './http/loopback.ts';
import { validatorCompiler } from './http/validator.ts';
import type { PasswordPolicy } from './identity/password-policy.ts';
import { defaultPasswordPolicy } from './identity/password-policy.ts';
import passwordsPlugin from './identity/passwords.ts';
import oneTimeTokensPlugin from './identity/one-time-tokens.ts';
import sessionsPlugin from './identity/sessions.ts';
import twoFactorPlugin from './identity/two-factor.ts';
import usersPlugin from './identity/users.ts';
import { accountRoutes } from '#server/modules/account/index.ts';
import { authRoutes } from '#server/modules/auth/index.ts';
import { adminRoutes } from '#server/modules/admin/index.ts';
import { bundlesRoutes } from '#server/modules/bundles/index.ts';
import { adminCreditGrantRoutes, devCreditGrantRoutes } from '#server/modules/credit-grants/index.ts';
import { creditsRoutes } from '#server/modules/credits/index.ts';
import { dailyChallengeJobs, dailyChallengeRoutes } from '#server/modules/daily-challenge/index.ts';
import { devClockRoutes } from '#server/modules/dev-clock/index.ts';
import { devOutboxRoutes } from '#server/modules/dev-outbox/index.ts';
import { feedbackRoutes } from '#server/modules/feedback/index.ts';
import { fileAdminRoutes, filePublicRoutes, fileStoragePlugin } from '#server/modules/files/index.ts';
import { healthRoutes } from '#server/modules/health/index.ts';
import {
  benchmarkBotsJobs,
  leaderboardsJobs,
  leaderboardsRoutes,
} from '#server/modules/leaderboards/index.ts';
import { statsRoutes } from '#server/modules/stats/index.ts';
import { leaguesRoutes } from '#server/modules/leagues/index.ts';
import { oddsSyncJobs } from '#server/modules/odds-sync/index.ts';
import { creditActionRoutes, picksRoutes } from '#server/modules/picks/index.ts';
import {
  eventsView,
  predictionsRepository,
  predictionsRoutes,
  recentPicks,
} from '#server/modules/predictions/index.ts';
import {
  localCheckoutRoutes,
  membershipSwitchRoutes,
  membershipsRoutes,
  paymentsService,
} from '#server/modules/payments/index.ts';
import { playerMailJobs, playerMailRoutes } from '#server/modules/player-mail/index.ts';
import { premiumJobs } from '#server/modules/premium/index.ts';
import { rolloverJobs } from '#server/modules/rollover/index.ts';
import { settlementJobs, settlementRoutes } from '#server/modules/settlement/index.ts';
import { staticLookupsRepository, staticLookupsRoutes } from '#server/modules/static-lookups/index.ts';
import databasePlugin from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import authenticatePlugin from './plugins/authenticate.ts';
import captchaPlugin from './plugins/captcha.ts';
import csrfPlugin from './plugins/csrf.ts';
import compressApi from './plugins/compress-api.ts';
import mailPlugin from './plugins/mail.ts';
import { openApiDocument, openApiRoutes } from './plugins/openapi.ts';
import jobsPlugin from './plugins/jobs.ts';
import recentCallersPlugin from './plugins/recent-callers.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityHeaders from './plugins/security-headers.ts';
import spa from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    clock: Clock;
    /**
     * The world's time, which the dev clock never moves (`clock` is this one, moved ahead when
     * CLOCK_CONTROL is on): what an authenticator app's codes follow.
     */
    wallClock: Clock;
    /** The movable clock when CLOCK_CONTROL is on (never in production); null otherwise. */
    clockControl: MovableClock | null;
  }
}

export interface AppOptions {
  config: ServerConfig;
  /** An open database (the caller closes it) or 'memory'; unset: the configured one, closed with the app. */
  database?: DatabaseHandle | 'memory';
  clock?: Clock;
  /** Prefix of the rate-limit keys in Redis; instances sharing it share their limits. */
  rateLimitNamespace?: string;
  /** The password rules; unset ones keep their defaults (length 10, 4 unique, a deny list). */
  passwordPolicy?: Partial<PasswordPolicy>;
  /** Run the background jobs (odds and scores sync); default true, tests pass false. */
  jobs?: boolean;
  /** Where log lines go (default stdout); tests capture them here. */
  logStream?: { write(line: string): void };
}

/** Everything the server serves, as a plugin. */
const longshotApp: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  const { config } = options;
  fastify.decorate('config', config);
  const wallClock = options.clock ?? systemClock;
  const movable = config.clockControl ? createMovableClock(wallClock) : null;
  fastify.decorate('clock', movable ?? wallClock);
  fastify.decorate('wallClock', wallClock);
  fastify.decorate('clockControl', movable);
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(errorHandler);
  await fastify.register(securityHeaders, {
    https: config.publicUrl.startsWith('https:'),
    captchaProvider: config.captchaProvider,
    scriptOrigins: config.cspScriptOrigins,
  });
  await fastify.register(databasePlugin, { config, database: options.database });
  await fastify.register(rateLimitPlugin, { config, redisNamespace: options.rateLimitNamespace });
  await fastify.register(openApiDocument);

  await fastify.register(staticLookupsRepository);
  await fastify.register(predictionsRepository);
  await fastify.register(eventsView);
  await fastify.register(passwordsPlugin, {
    policy: { ...defaultPasswordPolicy, ...options.passwordPolicy },
  });
  await fastify.register(usersPlugin);
  await fastify.register(sessionsPlugin);
  await fastify.register(oneTimeTokensPlugin);
  await fastify.register(twoFactorPlugin);
  await fastify.register(authenticatePlugin);
  await fastify.register(recentCallersPlugin);
  await fastify.register(recentPicks);
  await fastify.register(mailPlugin);
  await fastify.register(captchaPlugin);
  await fastify.register(fileStoragePlugin);
  await fastify.register(jobsPlugin, { config, enabled: options.jobs ?? true });
  // Each module adds its jobs; they run in this order: fresh odds and scores first, so that settlement sees
  // the newest results, and the benchmark bots' picks of the events that have locked, so that it settles
  // them; then the gameweek rollover, the local provider's subscription renewals (so that a renewed period
  // holds premium before its expiry is checked), premium expiry, the daily challenge's jobs, and the
  // standings, then the players' e-mails.
  await fastify.register(oddsSyncJobs);
  await fastify.register(benchmarkBotsJobs);
  await fastify.register(settlementJobs);
  await fastify.register(rolloverJobs);
  await fastify.register(paymentsService);
  await fastify.register(premiumJobs);
  await fastify.register(dailyChallengeJobs);
  await fastify.register(leaderboardsJobs);
  // After the standings, so that a settled gameweek's results e-mails read the refreshed boards.
  await fastify.register(playerMailJobs);

  await fastify.register(
    async (api) => {
      api.addHook('onRequest', api.rateLimit());
      await api.register(csrfPlugin, { publicUrl: config.publicUrl });
      // API answers are about one player at one moment: nothing caches them unless a route says so.
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      await api.register(compressApi);
      await api.register(openApiRoutes);
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth/v1' });
      await api.register(accountRoutes, { prefix: '/account/v1' });
      await api.register(
        async (dev) => {
          // Only for clients on this machine (http/loopback.ts), whatever HOST the server listens on.
          dev.addHook('onRequest', loopbackOnly);
          // Answers only when DEV_OUTBOX is on (the plugin registers nothing otherwise).
          await dev.register(devOutboxRoutes);
          // Answer only when CLOCK_CONTROL is on (never in production).
          await dev.register(devClockRoutes);
          await dev.register(devCreditGrantRoutes);
        },
        { prefix: '/dev' },
      );
      await api.register(staticLookupsRoutes, { prefix: '/StaticLookups/v1' });
      await api.register(predictionsRoutes, { prefix: '/predictions/v1' });
      await api.register(picksRoutes, { prefix: '/predictions/v1' });
      await api.register(dailyChallengeRoutes, { prefix: '/predictions/v1' });
      await api.register(settlementRoutes, { prefix: '/predictions/v1' });
      await api.register(creditsRoutes, { prefix: '/account/v1' });
      await api.register(creditActionRoutes, { prefix: '/account/v1' });
      await api.register(adminCreditGrantRoutes, { prefix: '/account/v1' });
      await api.register(leaguesRoutes, { prefix: '/leagues/v1' });
      await api.register(leaderboardsRoutes, { prefix: '/leaderboards/v1' });
      await api.register(statsRoutes, { prefix: '/stats/v1' });
      await api.register(bundlesRoutes, { prefix: '/bundles/v1' });
      await api.register(feedbackRoutes, { prefix: '/feedback/v1' });
      await api.register(adminRoutes, { prefix: '/admin/v1' });
      await api.register(fileAdminRoutes, { prefix: '/admin/v1' });
      await api.register(membershipsRoutes, { prefix: '/memberships/v1' });
      await api.register(localCheckoutRoutes, { prefix: '/memberships/v1' });
      await api.register(membershipSwitchRoutes, { prefix: '/account/v1' });
      await api.register(playerMailRoutes, { prefix: '/account/v1' });
    },
    { prefix: '/api' },
  );

  // The File Manager's files, for the game's pages (docs/admin.md): before the SPA's fallback.
  await fastify.register(filePublicRoutes);
  await fastify.register(spa, { staticDir: config.staticDir });
};

/** A Fastify instance with the app registered, not yet ready: tests may add routes before `ready()`. */
export function createApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(options.config.logLevel, options.logStream),
    trustProxy: options.config.trustProxy,
    // The spec's server matched paths case-insensitively (api/StaticLookups/v1/Sports/?isActive=1).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    frameworkErrors,
    // A first boot migrates a new database and a busy machine may take a while; Fastify's 10 s default
    // made a loaded CI host fail to start.
    pluginTimeout: 120_000,
  });
  app.register(fp(longshotApp), options);
  return app;
}

/** A ready-to-use app: migrated, seeded, routes registered. Close it with `app.close()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = createApp(options);
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

// Per-client request limits. The store is in memory, or Redis when REDIS_URL is set so that several
// instances share one count. `fastify.rateLimit()` (from @fastify/rate-limit) gives the hook that the
// /api scope and the not-found handler run; they share one bucket per client IP.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { ServerConfig } from '#server/config.ts';
import { HttpError } from '#server/http/http-error.ts';
import { redisRateStore } from './redis-rate-store.ts';

interface RateLimitPluginOptions {
  config: Pick<ServerConfig, 'rateLimitMax' | 'redisUrl'>;
  /** Prefix of the Redis keys; instances that share it share their counts. */
  redisNamespace?: string;
}

function untilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

/** The Redis client of the rate limits, quit when the app closes. */
async function connectRedis(fastify: FastifyInstance, url: string): Promise<Redis> {
  // No offline queue: while Redis is down a count fails at once (and the request passes uncounted)
  // instead of waiting for a reconnect.
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // ioredis retries forever and reports every attempt; say each outage once, and its end.
  let available = true;
  redis.on('error', (error) => {
    if (available) fastify.log.warn({ err: error }, 'Redis is unavailable: API rate limits are not counted');
    available = false;
  });
  redis.on('ready', () => {
    if (!available) fastify.log.info('Redis is back: API rate limits are counted again');
    available = true;
  });
  fastify.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Count from the first request when Redis is up; boot anyway when it is not.
  await untilReady(redis, 1000);
  return redis;
}

export default fp<RateLimitPluginOptions>(
  async (fastify, { config, redisNamespace = 'longshot:rate-limit:' }) => {
    const redis = config.redisUrl ? await connectRedis(fastify, config.redisUrl) : undefined;
    await fastify.register(rateLimit, {
      global: false,
      max: config.rateLimitMax,
      timeWindow: 60_000,
      ...(redis ? { store: redisRateStore(redis, redisNamespace) } : {}),
      // A Redis outage must not take the API down with it: requests pass uncounted until it is back.
      skipOnError: true,
      errorResponseBuilder: () => new HttpError('tooManyRequests'),
    });
  },
  { name: 'rate-limit' },
);

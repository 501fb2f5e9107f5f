// The rate limits' counts in Redis, every key `<namespace><limiter's key>`. @fastify/rate-limit's own
// RedisStore names a limiter made by `createRateLimit` (the auth, account and league limits) after the
// route it was made for, and such a limiter has none: its keys read
// `longshot:rate-limit:undefinedundefined-auth:…`. Every limiter here makes its own keys distinct
// (`auth:<rule>:<who>`; the API-wide one is the client IP), so a child keeps its parent's namespace.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** A fixed window: the first count sets the key's expiry; the answer is the count and the time left. */
const countScript = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
return {current, redis.call('PTTL', KEYS[1])}
`;

type Counter = (
  key: string,
  windowMs: number,
  callback: (error: Error | null, result?: [number, number]) => void,
) => void;

/** The store's class, as the plugin's `store` option takes it (the plugin makes one and asks it for children). */
export function redisRateStore(redis: Redis, namespace: string): FastifyRateLimitStoreCtor {
  if (!('longshotRateCount' in redis)) {
    redis.defineCommand('longshotRateCount', { numberOfKeys: 1, lua: countScript });
  }
  const count = (redis as unknown as { longshotRateCount: Counter }).longshotRateCount.bind(redis);
  return class RedisRateStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      count(`${namespace}${key}`, timeWindow, (error, result) => {
        if (error || !result) callback(error ?? new Error('Redis gave no count'));
        else callback(null, { current: result[0], ttl: result[1] });
      });
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

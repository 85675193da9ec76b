import { Redis } from 'ioredis';
import type { Config } from './config';

export type { Redis };

/**
 * The app's one command connection to Redis, or null when REDIS_URL is unset and shared state stays in this
 * process. Subscribers and BullMQ workers need connections of their own (`redis.duplicate()`): a connection in
 * subscriber or blocking mode cannot run other commands.
 */
export async function openRedis(config: Config): Promise<Redis | null> {
  if (!config.redis) return null;
  const redis = new Redis(config.redis.url, {
    // A request must not hang on a Redis that is away: a command fails at once while the connection is down and
    // after a second when Redis does not answer, and its caller carries on without it (rate limits count
    // nothing meanwhile). The job queue's connections are duplicated with settings of their own (jobs.ts).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    lazyConnect: true,
  });
  await redis.connect();
  return redis;
}

/** A key under this store's prefix, so stores and test runs sharing one Redis never see each other's state. */
export function redisKey(config: Config, ...parts: string[]): string {
  return [config.redis?.prefix ?? 'wallcraft', ...parts].join(':');
}

/** Says goodbye when Redis answers; drops the connection when it does not, rather than wait for it to come back. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}

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
    // BullMQ's workers require it; commands wait for a reconnect instead of failing after a few retries.
    maxRetriesPerRequest: null,
    lazyConnect: true,
  });
  await redis.connect();
  return redis;
}

/** A key under this store's prefix, so stores and test runs sharing one Redis never see each other's state. */
export function redisKey(config: Config, ...parts: string[]): string {
  return [config.redis?.prefix ?? 'wallcraft', ...parts].join(':');
}

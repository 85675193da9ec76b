import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { closeRedis, type Redis } from '../redis';

/** Tells every instance of the store that the catalogue changed; each drops what it cached from it. */
export interface InvalidationBus {
  /** this instance has already dropped its own entries; the others are told */
  publish(): Promise<void>;
  close(): Promise<void>;
}

/**
 * With Redis, a pub/sub channel on a connection of its own (a subscribed connection runs no other command).
 * Without it there is no other instance to tell. A subscriber that lost its connection may have missed
 * messages, so it drops everything again when it is back.
 */
export async function openInvalidationBus(
  redis: Redis | null,
  channel: string,
  onInvalidate: () => void,
  log: FastifyBaseLogger,
): Promise<InvalidationBus> {
  if (!redis) return { publish: async () => {}, close: async () => {} };
  const sender = randomUUID();
  const subscriber = redis.duplicate();
  // A duplicate starts unconnected, and like the app's connection queues no command until it is.
  await subscriber.connect();
  subscriber.on('message', (_channel: string, from: string) => {
    if (from !== sender) onInvalidate();
  });
  subscriber.on('ready', onInvalidate);
  subscriber.on('error', (error: unknown) => log.warn({ err: error }, 'cache invalidation channel'));
  await subscriber.subscribe(channel);
  return {
    // With Redis away the change still stands here; the others forget it within the cache's time bound.
    publish: async () => {
      await redis
        .publish(channel, sender)
        .catch((error: unknown) => log.warn({ err: error }, 'cache invalidation not sent'));
    },
    close: () => closeRedis(subscriber),
  };
}

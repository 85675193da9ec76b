import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle, type OpenOptions } from '../db/client';

/**
 * One database per test file: in-memory PGlite, or with DATABASE_URL a fresh schema on that server that is
 * dropped afterwards, so every run starts clean and leaves nothing behind.
 */
export async function createTestDatabase(
  options: Pick<OpenOptions, 'onQuery'> = {},
): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase(options);
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    await client.end();
  };
  try {
    // Named after its schema, so a fault test can drop this file's connections and no one else's.
    const handle = await openDatabase({ ...options, databaseUrl, schemaName, applicationName: schemaName });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await dropSchema();
      },
    };
  } catch (error) {
    await dropSchema();
    throw error;
  }
}

/**
 * A fresh test database for the calling file or describe block: opened before its tests, closed after them.
 * `db` is there once the tests run.
 */
export function useTestDatabase(): { readonly db: DatabaseHandle['db'] } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.close());
  return {
    get db() {
      if (!handle) throw new Error('the test database opens before the tests run');
      return handle.db;
    },
  };
}

/** One row written straight into `table`, as a test's starting point, answered as stored. */
export async function insertRow<T extends PgTable>(
  db: DatabaseHandle['db'],
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error('the insert returned no row');
  return row;
}

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-test-'));
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://store.test',
    // Off unless a test asks: a webhook landing mid-test would place orders the test means to place itself.
    SANDBOX_WEBHOOK_DELAY_MS: '2147483647',
    // Checkout tests start many orders for one shopper; the limit's own test sets it back.
    ORDER_ATTEMPTS_PER_MINUTE: '1000',
    // With REDIS_URL (CI's second pass) every test app shares state through Redis, under a prefix of its own.
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` }
      : {}),
    ...env,
  });
}

/** Deletes every Redis key under a test config's prefix (job schedulers would otherwise outlive the run). */
export async function clearTestRedis(config: Config): Promise<void> {
  if (!config.redis) return;
  const redis = new Redis(config.redis.url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${config.redis.prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

export interface TestContext {
  app: App;
  db: DatabaseHandle['db'];
  config: Config;
  close: () => Promise<void>;
}

/**
 * One instance of the app over a database the caller owns and closes (tests that run several instances share
 * one), with nothing logged and no storefront build, ready for requests.
 */
export async function startTestInstance(
  database: DatabaseHandle,
  config: Config,
  options: Pick<AppOptions, 'onRoute'> = {},
): Promise<App> {
  const app = await buildApp(config, {
    database,
    logger: false,
    webDist: path.join(config.dataDir, 'no-web'),
    ...options,
  });
  await app.ready();
  return app;
}

/**
 * Another instance's own connections to a test database. PGlite has one connection, so without DATABASE_URL
 * it is the same one, left for the first handle to close.
 */
export async function secondConnection(first: DatabaseHandle): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl
    ? openDatabase({ databaseUrl, schemaName: first.migrationsSchema })
    : { ...first, close: async () => undefined };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'onRoute'> & Pick<OpenOptions, 'onQuery'> = {},
): Promise<TestContext> {
  const handle = await createTestDatabase({ onQuery: options.onQuery });
  const config = testConfig(env);
  const app = await startTestInstance(handle, config, options);
  return {
    app,
    db: handle.db,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await clearTestRedis(config);
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

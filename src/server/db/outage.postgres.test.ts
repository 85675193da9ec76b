import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { prepareStore } from '../bootstrap';
import type { Config } from '../config';
import { DATABASE_UNAVAILABLE, STORE_STARTING } from '../errors';
import { bearer, createPeople, type Person } from '../test/store-fixtures';
import { createTestDatabase, startTestInstance, testConfig } from '../test/helpers';
import { tcpProxy, type TcpProxy } from '../test/tcp-proxy';
import type { DatabaseHandle } from './client';

/**
 * The store against a PostgreSQL server that drops its connections, goes away and comes back, or is not there
 * yet when the store starts (docs/decisions/041-surviving-the-database-and-redis.md). Only PostgreSQL has
 * connections to lose, so this file runs where DATABASE_URL is set (vitest.config.ts): CI's `npm run test:db`.
 */
const databaseUrl = process.env.DATABASE_URL ?? '';

/** An admin connection of the test's own, to end other connections by their application_name. */
async function terminateConnections(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
      [applicationName],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until `ask` answers 200, returning how long that took; fails after `withinMs`. */
async function untilOk(ask: () => Promise<{ statusCode: number }>, withinMs: number): Promise<number> {
  const from = Date.now();
  for (;;) {
    const res = await ask();
    if (res.statusCode === 200) return Date.now() - from;
    if (Date.now() - from > withinMs) throw new Error(`still ${res.statusCode} after ${withinMs} ms`);
    await sleep(25);
  }
}

describe('connections PostgreSQL ends (pg_terminate_backend)', () => {
  let handle: DatabaseHandle;
  let config: Config;
  let app: App;
  let customer: Person;
  beforeAll(async () => {
    handle = await createTestDatabase();
    config = testConfig();
    app = await startTestInstance(handle, config);
    ({ customer } = await createPeople(handle.db));
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  const cart = () => app.inject({ method: 'GET', url: '/api/cart', headers: bearer(customer) });

  it('leave the process running when one dies inside a transaction, between two queries', async () => {
    // A connection lent out to a transaction is one the pool does not listen to: its error used to end the process.
    const failed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      expect(await terminateConnections(handle.migrationsSchema)).toBeGreaterThan(0);
      await sleep(200);
      await tx.execute(sql`select 1`);
    });
    await expect(failed).rejects.toThrow();
    expect((await cart()).statusCode).toBe(200);
  });

  it('are answered 503 with a message while being killed, and served again at once after', async () => {
    const statuses = new Map<number, number>();
    const messages = new Set<string>();
    let killing = true;
    const killer = (async () => {
      while (killing) {
        await terminateConnections(handle.migrationsSchema);
        await sleep(5);
      }
    })();
    const shoppers = Array.from({ length: 8 }, async () => {
      const until = Date.now() + 2_000;
      while (Date.now() < until) {
        const res = await cart();
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode !== 200) messages.add(res.json<{ message: string }>().message);
      }
    });
    await Promise.all(shoppers);
    killing = false;
    await killer;
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    expect([...messages]).toEqual([DATABASE_UNAVAILABLE]);
    expect(await untilOk(cart, 1_000)).toBeLessThan(1_000);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('a database that refuses connections', () => {
  let proxy: TcpProxy;
  let app: App;
  let config: Config;
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    const target = new URL(databaseUrl);
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(databaseUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    config = testConfig({ DATABASE_URL: proxied.toString() });
  });
  afterAll(async () => {
    await app.close();
    await proxy.stop();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    await admin.end();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('lets the store start, not ready, and prepares it once the database opens', async () => {
    app = await buildApp(config, {
      logger: false,
      postgres: { schemaName, applicationName: schemaName },
      prepare: ({ db, media }) =>
        prepareStore(db, config, media, { images: false, count: 6 }).then(() => undefined),
    });
    await app.ready();
    expect((await get('/api/health')).statusCode).toBe(200);
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'The database is not reachable' });
    const products = await get('/api/products');
    expect(products.statusCode).toBe(503);
    expect(products.json()).toEqual({ message: STORE_STARTING });

    await sleep(1_200); // a few refused attempts
    await proxy.start();
    await app.started;
    expect((await get('/api/ready')).statusCode).toBe(200);
    // Migrated and seeded by the start itself.
    const listed = await get('/api/products');
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('"id"');
  });

  it('answers 503 during an outage while staying alive, and serves within a second of its return', async () => {
    const { customer } = await createPeople(app.db);
    const cart = () => get('/api/cart', bearer(customer));
    expect((await cart()).statusCode).toBe(200);

    await proxy.stop();
    for (let i = 0; i < 5; i++) {
      const res = await cart();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE });
      expect(res.headers['retry-after']).toBeDefined();
    }
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'The database is not reachable' });
    expect((await get('/api/health')).statusCode).toBe(200);

    await proxy.start();
    expect(await untilOk(cart, 1_000)).toBeLessThan(1_000);
    expect((await get('/api/ready')).statusCode).toBe(200);
  });
});

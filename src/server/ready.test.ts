import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from './app';
import type { DatabaseHandle } from './db/client';
import { createTestDatabase, startTestInstance, testConfig } from './test/helpers';

let app: App;
let handle: DatabaseHandle;
let handleOpen = true;

async function start() {
  handle = await createTestDatabase();
  handleOpen = true;
  app = await startTestInstance(handle, testConfig());
}

afterEach(async () => {
  await app.close();
  if (handleOpen) await handle.close();
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and has every migration of this build', async () => {
    await start();
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when the database lacks the latest migration', async () => {
    await start();
    const table = sql`${sql.identifier(handle.migrationsSchema)}.__drizzle_migrations`;
    await handle.db.execute(
      sql`delete from ${table} where created_at = (select max(created_at) from ${table})`,
    );
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toMatch(
      /^The database lacks 1 migration\(s\): \d{4}_\w+$/,
    );
  });

  it('is not ready without the database, while the cheap liveness check still answers', async () => {
    await start();
    await handle.close();
    handleOpen = false;
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'The database is not reachable' });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

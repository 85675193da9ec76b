import fs from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { defineJob, startJobs, type Jobs } from './jobs';
import { TOO_MANY_ATTEMPTS } from './plugins/rate-limit';
import { openRedis, type Redis } from './redis';
import { clearTestRedis, createTestDatabase, startTestInstance, testConfig } from './test/helpers';
import { startTestRedis, type TestRedis } from './test/redis-server';

/**
 * Two instances of the store on one database, as behind a load balancer: with REDIS_URL (CI's PostgreSQL + Redis
 * pass) they share one prefix, so they share rate limits and jobs; without it each keeps its own, in process.
 */
const withRedis = Boolean(process.env.REDIS_URL);

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
const configsUsed: Config[] = [];
afterAll(async () => {
  await handle.close();
  for (const config of configsUsed) {
    await clearTestRedis(config);
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
});

/** A config per instance (each its own data folder), all under the first one's Redis prefix. */
function instanceConfigs(count: number, env: Record<string, string> = {}): Config[] {
  const first = testConfig(env);
  const shared: Record<string, string> = first.redis
    ? { REDIS_URL: first.redis.url, REDIS_PREFIX: first.redis.prefix }
    : {};
  const configs = [first, ...Array.from({ length: count - 1 }, () => testConfig({ ...env, ...shared }))];
  configsUsed.push(...configs);
  return configs;
}

async function startInstances(count: number, env: Record<string, string> = {}): Promise<App[]> {
  return Promise.all(instanceConfigs(count, env).map((config) => startTestInstance(handle, config)));
}

const login = (app: App) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'not-the-password' },
  });

describe('the login limit across two instances', () => {
  let apps: App[];
  beforeAll(async () => {
    apps = await startInstances(2);
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it(
    withRedis
      ? 'is one limit: ten attempts spread over both instances spend it on both'
      : 'is per instance in process: ten attempts on one leave the other its own ten',
    async () => {
      const [first, second] = apps as [App, App];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const res = await login(attempt % 2 === 0 ? first : second);
        expect(res.statusCode).toBe(401);
      }
      const refused = await login(first);
      if (withRedis) {
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
        expect((await login(second)).statusCode).toBe(429);
      } else {
        // Five attempts each: neither instance has seen ten yet.
        expect(refused.statusCode).toBe(401);
        for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(first)).statusCode).toBe(401);
        expect((await login(first)).statusCode).toBe(429);
        expect((await login(second)).statusCode).toBe(401);
      }
    },
  );
});

describe('a scheduled job', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const opened: { jobs: Jobs; redis: Redis | null }[] = [];
  afterAll(async () => {
    for (const { jobs, redis } of opened) {
      await jobs.close();
      await redis?.quit();
    }
  });

  /** An instance's job runner alone, with one scheduled job whose every run the test counts. */
  async function startRunner(config: Config, everyMs: number, run: () => Promise<void>) {
    const job = defineJob({ name: 'counted', data: z.object({}), run });
    const redis = await openRedis(config);
    const { log } = Fastify({ logger: false });
    const jobs = await startJobs(
      { db: handle.db, config, log, redis },
      { jobs: [], scheduled: [{ job, everyMs }] },
    );
    opened.push({ jobs, redis });
  }

  it(
    withRedis
      ? 'runs once across instances sharing Redis, however many schedule it'
      : 'runs on a timer in process, never twice at once',
    async () => {
      let runs = 0;
      if (withRedis) {
        const configs = instanceConfigs(3);
        const count = async () => {
          runs += 1;
        };
        await Promise.all(configs.slice(0, 2).map((config) => startRunner(config, 60_000, count)));
        await expect.poll(() => runs, { timeout: 5000, interval: 20 }).toBe(1);
        await wait(1000);
        expect(runs).toBe(1);
        // An instance joining (or restarting) later does not bring the next run forward either.
        await startRunner(configs[2] as Config, 60_000, count);
        await wait(1000);
        expect(runs).toBe(1);
        return;
      }
      let running = 0;
      let overlapped = false;
      const [config] = instanceConfigs(1);
      await startRunner(config as Config, 50, async () => {
        running += 1;
        overlapped ||= running > 1;
        await wait(150);
        running -= 1;
        runs += 1;
      });
      await expect.poll(() => runs, { timeout: 5000, interval: 20 }).toBeGreaterThanOrEqual(3);
      expect(overlapped).toBe(false);
    },
  );
});

describe('when Redis goes away', () => {
  let redis: TestRedis;
  let app: App;
  let config: Config;
  beforeAll(async () => {
    // A Redis of this test's own, so stopping it disturbs nobody else's.
    redis = await startTestRedis();
    // Not among the configs cleared from Redis afterwards: this Redis is gone by then.
    config = testConfig({ REDIS_URL: redis.url, REDIS_PREFIX: 'outage' });
    app = await startTestInstance(handle, config);
  });
  afterAll(async () => {
    await redis.stop();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('still answers: limits go uncounted, nothing fails with a 500 or hangs', async () => {
    expect((await login(app)).statusCode).toBe(401);
    await redis.stop();
    const started = Date.now();
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await login(app)).statusCode).toBe(401);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('still shuts down, without waiting for Redis to come back', async () => {
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

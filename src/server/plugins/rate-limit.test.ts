import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  limitByAddressAndEmail,
  limitPerClient,
  RATE_LIMIT_CACHE,
  registerRateLimits,
  TOO_MANY_ATTEMPTS,
} from './rate-limit';

let app: FastifyInstance;

/** A bare app with one route behind each kind of limit, counting in memory as the store does by default. */
async function buildLimitedApp() {
  app = Fastify({ logger: false });
  await registerRateLimits(app);
  await app.register(async (routes) => {
    routes.post('/login', { preHandler: limitByAddressAndEmail(routes, 'login') }, async () => ({
      ok: true,
    }));
    routes.post(
      '/form',
      { preHandler: limitPerClient(routes, 'form', { max: 2, windowMs: 60_000 }) },
      async () => ({
        ok: true,
      }),
    );
  });
  await app.ready();
  return app;
}

const login = (email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/login', payload: { email }, remoteAddress });

afterEach(() => app?.close());

describe('rate limits on @fastify/rate-limit', () => {
  it('counts one e-mail from one address, whatever its case, and answers 429 with Retry-After', async () => {
    await buildLimitedApp();
    for (let i = 0; i < 10; i++)
      expect((await login('Someone@Example.com', '203.0.113.1')).statusCode).toBe(200);
    const refused = await login('someone@example.com', '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await login('someone@example.com', '203.0.113.2')).statusCode).toBe(200);
    expect((await login('other@example.com', '203.0.113.1')).statusCode).toBe(200);
  });

  it('counts addresses in one IPv6 /64 as one client', async () => {
    await buildLimitedApp();
    for (let i = 0; i < 50; i++) {
      expect((await login(`spray${i}@example.com`, `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode).toBe(
        200,
      );
    }
    expect((await login('last@example.com', '2001:db8:1:2::ffff')).statusCode).toBe(429);
    expect((await login('last@example.com', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('caps a form per address', async () => {
    await buildLimitedApp();
    const post = () => app.inject({ method: 'POST', url: '/form', remoteAddress: '198.51.100.1' });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('keeps a bounded number of keys: a flood of new clients pushes the oldest out', async () => {
    await buildLimitedApp();
    for (let i = 0; i < 10; i++)
      expect((await login('first@example.com', '203.0.113.9')).statusCode).toBe(200);
    expect((await login('first@example.com', '203.0.113.9')).statusCode).toBe(429);
    for (let i = 0; i < RATE_LIMIT_CACHE; i++) {
      // A fresh address and e-mail each time: a new key in both of the route's counters.
      const res = await login(
        `${'x'.repeat(200)}${i}@example.com`,
        `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      );
      expect(res.statusCode).toBe(200);
    }
    // Each counter held at most RATE_LIMIT_CACHE keys, so the first client's count was dropped, not kept.
    expect((await login('first@example.com', '203.0.113.9')).statusCode).toBe(200);
  });
});

import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { createSession } from '../modules/auth/service';
import { createTestDatabase, testConfig } from '../test/helpers';
import { requireRole } from '../test/require-role';
import { requestUser, requireUser, sessionUser } from './auth';

let handle: DatabaseHandle;
let app: App;
let dataDir: string;
const tokens: Record<'customer' | 'viewer' | 'admin', string> = { customer: '', viewer: '', admin: '' };

beforeAll(async () => {
  handle = await createTestDatabase();
  const config = testConfig();
  dataDir = config.dataDir;
  app = await buildApp(config, { database: handle, logger: false, webDist: path.join(dataDir, 'no-web') });
  // Routes that exist only here, to exercise the guards the admin modules will use.
  app.get('/probe/optional', async (request) => ({ user: (await requestUser(request))?.email ?? null }));
  app.get('/probe/user', { preHandler: requireUser }, async (request) => {
    const { email, role, sessionId } = sessionUser(request);
    return { email, role, hasSession: Boolean(sessionId), keys: Object.keys(sessionUser(request)).sort() };
  });
  app.get('/probe/staff', { preHandler: requireRole('admin', 'editor') }, async (request) => ({
    role: sessionUser(request).role,
  }));
  await app.ready();
  for (const role of ['customer', 'viewer', 'admin'] as const) {
    const [user] = await handle.db
      .insert(users)
      .values({ name: role, email: `${role}@example.com`, role })
      .returning();
    tokens[role] = await createSession(handle.db, user!.id);
  }
});
afterAll(async () => {
  await app.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('requestUser', () => {
  it('reads a bearer token in any case of the scheme, and is null without one', async () => {
    expect((await get('/probe/optional')).json()).toEqual({ user: null });
    expect((await get('/probe/optional', tokens.customer)).json()).toEqual({ user: 'customer@example.com' });
    const lower = await app.inject({
      method: 'GET',
      url: '/probe/optional',
      headers: { authorization: `bearer ${tokens.customer}` },
    });
    expect(lower.json()).toEqual({ user: 'customer@example.com' });
  });
});

describe('requireUser', () => {
  it('answers 401 with the message without a session, and never exposes the password hash', async () => {
    const res = await get('/probe/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.' });
    const ok = await get('/probe/user', tokens.viewer);
    expect(ok.json()).toMatchObject({ email: 'viewer@example.com', role: 'viewer', hasSession: true });
    expect(ok.json().keys).not.toContain('passwordHash');
  });
});

describe('requireRole', () => {
  it('answers 401 without a session, 403 for other roles and lets the listed roles through', async () => {
    expect((await get('/probe/staff')).statusCode).toBe(401);
    for (const role of ['customer', 'viewer'] as const) {
      const res = await get('/probe/staff', tokens[role]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have permission to do that.' });
    }
    const admin = await get('/probe/staff', tokens.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ role: 'admin' });
  });
});

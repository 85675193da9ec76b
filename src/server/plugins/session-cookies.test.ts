import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../domain/auth';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  CSRF_REFUSED,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
} from '../../domain/session';
import { contactMessages, sessions, users } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { createTestApp, type TestContext } from '../test/helpers';
import type { App } from '../app';

let t: TestContext;
let shoppers = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'cookie-password';

/** A browser as the storefront runs in it: a cookie jar, and the CSRF token it asked for once. */
function browser(app: () => App = () => t.app) {
  const jar = new Map<string, string>();
  const address = `10.7.${Math.floor(++shoppers / 250)}.${(shoppers % 250) + 1}`;
  let csrfToken: string | null = null;

  const keep = (res: LightMyRequestResponse) => {
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (gone) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return res;
  };
  const cookie = () => (jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {});

  async function send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    { payload, csrf = true }: { payload?: object; csrf?: boolean | string } = {},
  ) {
    let token: string | null = typeof csrf === 'string' ? csrf : null;
    if (csrf === true && method !== 'GET') {
      csrfToken ??= (
        keep(
          await app().inject({
            method: 'GET',
            url: '/api/auth/csrf',
            headers: cookie(),
            remoteAddress: address,
          }),
        ).json() as {
          csrfToken: string;
        }
      ).csrfToken;
      token = csrfToken;
    }
    return keep(
      await app().inject({
        method,
        url,
        payload,
        remoteAddress: address,
        headers: { ...cookie(), ...(token ? { [CSRF_HEADER]: token } : {}) },
      }),
    );
  }
  return { jar, send };
}

async function newAccount(label: string) {
  const email = `${label}-${++shoppers}@cookies.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Cookie Shopper', email, password: PASSWORD },
    remoteAddress: `10.8.0.${shoppers % 250}`,
  });
  expect(res.statusCode).toBe(201);
  return { email, ...(res.json() as AuthResponse) };
}

const setCookie = (res: LightMyRequestResponse, name: string) =>
  (
    res.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
      maxAge?: number;
      expires?: Date;
      path?: string;
    }[]
  ).find((c) => c.name === name);

describe('GET /api/auth/csrf', () => {
  it('hands out a token and keeps its secret in an httpOnly, SameSite=Lax cookie, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/csrf' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ csrfToken: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(setCookie(res, CSRF_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(setCookie(res, CSRF_COOKIE)?.secure).toBeFalsy();
  });
});

describe('a browser session', () => {
  it('signs in into an httpOnly, SameSite=Lax cookie for 30 days, with no token in the body', async () => {
    const { email } = await newAccount('login');
    const shopper = browser();
    const res = await shopper.send('POST', '/api/auth/login', { payload: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject({ message: 'Login successful', user: { email } });
    expect(body).not.toHaveProperty('token');

    const session = setCookie(res, SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(session?.secure).toBeFalsy();
    // The hint the page reads carries nothing secret and is readable by script.
    const hint = setCookie(res, SESSION_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(hint?.httpOnly).toBeFalsy();
    // Only the hash is stored, as for a bearer token.
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(session?.value ?? '')));
    expect(row).toBeDefined();

    const me = await shopper.send('GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email });
  });

  it('keeps a login without remember-me, and a guest checkout, for this browser session only', async () => {
    const { email } = await newAccount('forget');
    const shopper = browser();
    const res = await shopper.send('POST', '/api/auth/login', {
      payload: { email, password: PASSWORD, remember: false },
    });
    expect(res.statusCode).toBe(200);
    for (const name of [SESSION_COOKIE, SESSION_HINT_COOKIE]) {
      expect(setCookie(res, name)?.maxAge).toBeUndefined();
      expect(setCookie(res, name)?.expires).toBeUndefined();
    }

    const guest = browser();
    const started = await guest.send('POST', '/api/checkout/guest', {
      payload: { email: 'cookie-guest@example.com' },
    });
    expect(started.statusCode).toBe(201);
    expect(started.json()).not.toHaveProperty('token');
    expect(setCookie(started, SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(setCookie(started, SESSION_COOKIE)?.maxAge).toBeUndefined();
    expect((await guest.send('GET', '/api/auth/me')).json()).toMatchObject({ guest: true });
  });

  it('registers into the cookie too', async () => {
    const shopper = browser();
    const res = await shopper.send('POST', '/api/auth/register', {
      payload: { name: 'New Cookie', email: 'new-cookie@cookies.test', password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('token');
    expect(setCookie(res, SESSION_COOKIE)?.maxAge).toBe(30 * 24 * 60 * 60);
    expect((await shopper.send('GET', '/api/auth/me')).json()).toMatchObject({ name: 'New Cookie' });
  });

  it('takes a guest checkout along when the guest signs in from the same browser (decision 019)', async () => {
    const { email } = await newAccount('claim');
    const shopper = browser();
    await shopper.send('POST', '/api/checkout/guest', { payload: { email: 'claim-guest@example.com' } });
    const guest = (await shopper.send('GET', '/api/auth/me')).json() as { id: string };
    const res = await shopper.send('POST', '/api/auth/login', { payload: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, guest.id))).toEqual([]);
    expect((await shopper.send('GET', '/api/auth/me')).json()).toMatchObject({ email, guest: false });
  });

  it('refuses a state-changing request with cookies but without a valid CSRF token: 403, nothing changed', async () => {
    const { email } = await newAccount('csrf');
    const shopper = browser();
    await shopper.send('POST', '/api/auth/login', { payload: { email, password: PASSWORD } });
    const before = (await t.db.select().from(contactMessages)).length;
    const form = {
      name: 'Forged',
      email: 'forged@example.com',
      subject: 'Forged',
      message: 'Sent by another site',
    };

    for (const csrf of [false, 'not-a-token']) {
      const refused = await shopper.send('POST', '/api/contact', { payload: form, csrf });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: CSRF_REFUSED });
      const logout = await shopper.send('POST', '/api/auth/logout', { csrf });
      expect(logout.statusCode).toBe(403);
      expect(logout.json()).toEqual({ message: CSRF_REFUSED });
    }
    // Another browser's token does not fit this browser's secret.
    const other = browser();
    await other.send('POST', '/api/contact', { payload: { ...form, email: 'other@example.com' } });
    const otherToken = (await other.send('GET', '/api/auth/csrf')).json() as { csrfToken: string };
    expect((await shopper.send('DELETE', '/api/cart', { csrf: otherToken.csrfToken })).statusCode).toBe(403);
    // A session cookie without the CSRF secret's cookie proves nothing either.
    shopper.jar.delete(CSRF_COOKIE);
    expect((await shopper.send('DELETE', '/api/cart', { csrf: otherToken.csrfToken })).statusCode).toBe(403);

    expect((await t.db.select().from(contactMessages)).length).toBe(before + 1);
    expect((await shopper.send('GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('lets the same requests through with the token', async () => {
    const { email } = await newAccount('through');
    const shopper = browser();
    await shopper.send('POST', '/api/auth/login', { payload: { email, password: PASSWORD } });
    expect((await shopper.send('DELETE', '/api/cart')).statusCode).toBe(200);
    const sent = await shopper.send('POST', '/api/contact', {
      payload: { name: 'Real', email, subject: 'Hello', message: 'From my own browser' },
    });
    expect(sent.statusCode).toBe(201);
  });

  it('signs out: the session is deleted and both cookies are cleared', async () => {
    const { email } = await newAccount('logout');
    const shopper = browser();
    const login = await shopper.send('POST', '/api/auth/login', { payload: { email, password: PASSWORD } });
    const token = setCookie(login, SESSION_COOKIE)?.value ?? '';
    const res = await shopper.send('POST', '/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logout successful' });
    for (const name of [SESSION_COOKIE, SESSION_HINT_COOKIE]) {
      const cleared = setCookie(res, name);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(shopper.jar.has(SESSION_COOKIE)).toBe(false);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toEqual([]);
    const replayed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `${SESSION_COOKIE}=${token}; ${SESSION_HINT_COOKIE}=1` },
    });
    expect(replayed.statusCode).toBe(401);
  });

  it('ignores the session cookie once the page has removed its hint (signed out while offline)', async () => {
    const { email } = await newAccount('offline');
    const shopper = browser();
    await shopper.send('POST', '/api/auth/login', { payload: { email, password: PASSWORD } });
    shopper.jar.delete(SESSION_HINT_COOKIE);
    expect((await shopper.send('GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('clears a session cookie that names no live session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `${SESSION_COOKIE}=revoked; ${SESSION_HINT_COOKIE}=1` },
    });
    expect(res.statusCode).toBe(401);
    expect(setCookie(res, SESSION_COOKIE)?.value).toBe('');
    expect(setCookie(res, SESSION_HINT_COOKIE)?.value).toBe('');
  });
});

describe('an API client with a bearer token', () => {
  it('signs in as before: the token in the body and no cookie', async () => {
    const { email } = await newAccount('api');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { email } });
    expect(res.cookies).toEqual([]);
  });

  it('needs no CSRF token, even where a cookie rides along, and signs out leaving cookies alone', async () => {
    const { token } = await newAccount('bearer');
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cart', headers })).statusCode).toBe(200);
    const withCookie = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart',
      headers: { ...headers, cookie: `${CSRF_COOKIE}=x; other=y` },
    });
    expect(withCookie.statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  it('is judged by its Authorization header alone, whatever session cookie comes with it', async () => {
    const { token } = await newAccount('header-first');
    const shopper = browser();
    const { email } = await newAccount('cookie-second');
    await shopper.send('POST', '/api/auth/login', { payload: { email, password: PASSWORD } });
    const cookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie, authorization: `Bearer ${token}` },
    });
    expect(me.json()).not.toMatchObject({ email });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie, authorization: 'Bearer wrong' },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('a store served over HTTPS', () => {
  let secure: TestContext;
  beforeAll(async () => {
    secure = await createTestApp({ PUBLIC_URL: 'https://store.test' });
  });
  afterAll(() => secure.close());

  it('marks every session cookie Secure and keeps the httpOnly ones to this host (__Host-)', async () => {
    const register = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Secure Shopper', email: 'secure@cookies.test', password: PASSWORD },
    });
    expect(register.statusCode).toBe(201);
    const shopper = browser(() => secure.app);
    const res = await shopper.send('POST', '/api/auth/login', {
      payload: { email: 'secure@cookies.test', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(shopper.jar.has(`__Host-${CSRF_COOKIE}`)).toBe(true);
    expect(setCookie(res, `__Host-${SESSION_COOKIE}`)).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(setCookie(res, SESSION_HINT_COOKIE)).toMatchObject({ secure: true });
    expect((await shopper.send('GET', '/api/auth/me')).json()).toMatchObject({ name: 'Secure Shopper' });
  });
});

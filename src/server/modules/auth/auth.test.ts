import { randomBytes, scryptSync } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AuthResponse, User } from '../../../domain/auth';
import { emailOutbox, passwordResetTokens, sessions, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/helpers';
import { latestMailTo } from '../mail/service';
import { jobsSettled } from '../../jobs';
import { createSession, MESSAGES, requestPasswordReset } from './service';
import { hashToken } from '../../lib/tokens';

let t: TestContext;
const PASSWORD = 'saffron-walls';
const STAFF_PASSWORD = 'staff-secret';

/**
 * A hash in the scrypt format stores used before argon2id; it carries its own cost, as verifyPassword reads it
 * back. Accounts whose tests are about roles or rate limits get a cheap one (N=2^10); each is upgraded to
 * argon2id at its first successful login.
 */
function cheapHash(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  return ['scrypt', 2 ** 10, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
const customer = { name: 'Asha Rao', email: 'Asha.Rao@example.com', password: PASSWORD };
let customerToken: string;
let customerUser: User;

function post(url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const login = (body: Record<string, unknown>, remoteAddress?: string) =>
  post('/api/auth/login', body, {}, remoteAddress);

beforeAll(async () => {
  t = await createTestApp();
  const res = await post('/api/auth/register', customer);
  expect(res.statusCode).toBe(201);
  ({ token: customerToken, user: customerUser } = res.json() as AuthResponse);
  const passwordHash = cheapHash(STAFF_PASSWORD);
  await t.db.insert(users).values([
    { name: 'Admin', email: 'admin@wallcraft.test', role: 'admin', passwordHash },
    { name: 'Editor', email: 'editor@wallcraft.test', role: 'editor', passwordHash },
    { name: 'Viewer', email: 'viewer@wallcraft.test', role: 'viewer', passwordHash },
    { name: 'Limited', email: 'limited@example.com', passwordHash },
  ]);
});
afterAll(() => t.close());

describe('POST /api/auth/register', () => {
  it('creates a customer and answers 201 with a token, the user without secrets, and the message', async () => {
    expect(customerUser).toEqual({
      id: customerUser.id,
      _id: customerUser.id,
      name: 'Asha Rao',
      email: 'Asha.Rao@example.com',
      role: 'customer',
      featured: false,
      guest: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(customerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, customerUser.id));
    expect(session?.tokenHash).toBe(hashToken(customerToken));
    const days = (session!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const res = await me(customerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(customerUser);
    expect(res.body).not.toContain('scrypt');
  });

  it('ignores a role in the body: everyone registers as a customer', async () => {
    const res = await post('/api/auth/register', {
      name: 'Sneaky',
      email: 'sneaky@example.com',
      password: PASSWORD,
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as AuthResponse).user.role).toBe('customer');
    expect(res.json()).toMatchObject({ message: 'Registration successful' });
  });

  it('refuses an e-mail already registered, in any case, with 409', async () => {
    const res = await post('/api/auth/register', { ...customer, email: '  ASHA.RAO@EXAMPLE.COM ' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('lets only one of two simultaneous registrations of one e-mail succeed', async () => {
    const body = { name: 'Twin', email: 'twin@example.com', password: PASSWORD };
    const [a, b] = await Promise.all([
      post('/api/auth/register', body),
      post('/api/auth/register', { ...body, email: 'TWIN@example.com' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toEqual({ message: 'An account with this email already exists' });
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = 'twin@example.com'`);
    expect(row?.n).toBe(1);
  });

  it.each([
    [{ email: 'a@example.com', password: PASSWORD }, 'Name is required'],
    [{ name: '   ', email: 'a@example.com', password: PASSWORD }, 'Name is required'],
    [{ name: 'A', password: PASSWORD }, 'Email is required'],
    [{ name: 'A', email: '', password: PASSWORD }, 'Email is required'],
    [{ name: 'A', email: 'not-an-email', password: PASSWORD }, 'Invalid email'],
    [{ name: 'A', email: 'a@example.com' }, 'Password is required'],
    [{ name: 'A', email: 'a@example.com', password: '' }, 'Password is required'],
    [{ name: 'A', email: 'a@example.com', password: '12345' }, 'Password must be at least 6 characters'],
  ])('refuses %j with 400 %s', async (body, message) => {
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with any case of the e-mail and answers a new token, the user and the message', async () => {
    const res = await login({ email: ' asha.rao@EXAMPLE.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AuthResponse;
    expect(body.message).toBe('Login successful');
    expect(body.user).toEqual(customerUser);
    expect(body.token).not.toBe(customerToken);
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const [wrong, unknown] = await Promise.all([
      login({ email: customer.email, password: 'wrong-password' }),
      login({ email: 'nobody@example.com', password: PASSWORD }),
    ]);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('keeps a registered password as an argon2id hash', async () => {
    const [row] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, customerUser.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('upgrades a scrypt hash to argon2id at a successful login, not at a failed one', async () => {
    const email = 'old.timer@example.com';
    await t.db.insert(users).values({ name: 'Old Timer', email, passwordHash: cheapHash('old-password') });
    const storedHash = async () =>
      (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.email, email)))[0]?.h;

    expect((await login({ email, password: 'not-the-password' })).statusCode).toBe(401);
    expect(await storedHash()).toMatch(/^scrypt\$1024\$/);

    expect((await login({ email, password: 'old-password' })).statusCode).toBe(200);
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [again, wrong] = await Promise.all([
      login({ email, password: 'old-password' }),
      login({ email, password: 'not-the-password' }),
    ]);
    expect([again.statusCode, wrong.statusCode]).toEqual([200, 401]);
  });

  it.each([
    [{ password: PASSWORD }, 'Email is required'],
    [{ email: 'nope', password: PASSWORD }, 'Invalid email'],
    [{ email: 'a@example.com' }, 'Password is required'],
    [{ email: 'a@example.com', password: 'abc' }, 'Password must be at least 6 characters'],
  ])('refuses %j with 400 %s', async (body, message) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('refuses a customer at the admin login with 403, but only once the password is right', async () => {
    const refused = await login({ email: customer.email, password: PASSWORD, role: 'admin' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You are not authorized to access the admin dashboard.' });
    const wrong = await login({ email: customer.email, password: 'wrong-password', role: 'admin' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('lets admins, editors and viewers in at the admin login', async () => {
    const roles = ['admin', 'editor', 'viewer'];
    const results = await Promise.all(
      roles.map((role) =>
        login({ email: `${role}@wallcraft.test`, password: STAFF_PASSWORD, role: 'admin' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => (r.json() as AuthResponse).user.role)).toEqual(roles);
  });

  it('refuses a role other than admin in the body', async () => {
    const res = await login({ email: customer.email, password: PASSWORD, role: 'editor' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 401 without a token, with an unknown token and with another scheme', async () => {
    for (const headers of [{}, bearer('not-a-real-token'), { authorization: `Basic ${customerToken}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please log in to continue.' });
    }
  });

  it('answers 401 for an expired session', async () => {
    const token = await createSession(t.db, customerUser.id);
    expect((await me(token)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.' });
  });

  it('logs out: that token stops working, other sessions keep working', async () => {
    const token = await createSession(t.db, customerUser.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logout successful' });
    expect((await me(token)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    expect((await me(customerToken)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const person = { name: 'Ravi <b>Kumar</b>', email: 'ravi@example.com', password: 'first-password' };
  let firstToken: string;

  beforeAll(async () => {
    const res = await post('/api/auth/register', person);
    firstToken = (res.json() as AuthResponse).token;
  });

  async function requestReset(email: string) {
    const res = await post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'If an account exists for that email, a password reset link has been sent.',
    });
    // The e-mail is queued, so it is written once the queue has run.
    await jobsSettled();
    const mail = await latestMailTo(t.db, email);
    const link = mail?.text.match(/http:\/\/store\.test\/reset-password\?token=([A-Za-z0-9_-]+)/);
    return { mail, token: link?.[1] };
  }

  const reset = (token: string, password: string) => post('/api/auth/reset-password', { token, password });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    const { mail } = await requestReset('ghost@example.com');
    expect(mail).toBeNull();
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('answers before the e-mail goes out: the mail is queued, not awaited', async () => {
    const connections: Socket[] = [];
    // An SMTP server that accepts and never greets, so sending hangs until the test lets go.
    const smtp = createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as AddressInfo;
    const errors: unknown[] = [];
    // A worker of the shared queue would send with the app's own settings, which name no SMTP server: this
    // test's server is its own, so the delivery runs in this process.
    const config = { ...t.config, smtpUrl: `smtp://127.0.0.1:${port}`, redis: null };
    const before = await latestMailTo(t.db, person.email);

    const answer = await requestPasswordReset(t.db, config, person.email, {
      error: (obj: unknown) => errors.push(obj),
    });
    expect(answer).toEqual({ message: MESSAGES.resetRequested });
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    // Recorded first, then delivered: the message waits in the outbox while the server keeps it hanging.
    expect(await latestMailTo(t.db, person.email)).not.toEqual(before);
    expect(await latestMailTo(t.db, person.email)).toMatchObject({
      kind: 'password-reset',
      status: 'sending',
    });

    connections[0]!.destroy();
    await jobsSettled();
    smtp.close();
    expect(await latestMailTo(t.db, person.email)).toMatchObject({
      kind: 'password-reset',
      status: 'failed',
    });
    expect(errors).toHaveLength(1);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email'],
  ])('refuses forgot-password %j with 400 %s', async (body, message) => {
    const res = await post('/api/auth/forgot-password', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('e-mails a one-hour link, resets the password, revokes every session and spends the link', async () => {
    const { mail, token } = await requestReset('RAVI@example.com');
    expect(mail).toMatchObject({
      to: 'ravi@example.com',
      kind: 'password-reset',
      status: 'stored',
      error: null,
    });
    expect(mail?.subject).toBe('Reset your Wallcraft password');
    expect(mail?.html).toContain(`href="http://store.test/reset-password?token=${token}"`);
    expect(mail?.html).toContain('Ravi &lt;b&gt;Kumar&lt;/b&gt;');
    expect(token).toBeDefined();
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token!)));
    expect(stored).toBeDefined();
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const res = await reset(token!, 'second-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset successful', role: 'customer' });
    expect((await me(firstToken)).statusCode).toBe(401);
    const [stale, fresh] = await Promise.all([
      login({ email: person.email, password: person.password }),
      login({ email: person.email, password: 'second-password' }),
    ]);
    expect(stale.statusCode).toBe(401);
    expect(fresh.statusCode).toBe(200);

    const reused = await reset(token!, 'third-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: 'This reset link is invalid or has expired. Please request a new password reset.',
    });
  });

  it('refuses an expired link', async () => {
    const { token } = await requestReset(person.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token!)));
    const res = await reset(token!, 'another-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.resetInvalid });
  });

  it('refuses an unknown link, and a missing token or a short password with the form messages', async () => {
    const unknown = await reset('made-up-token', 'another-password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: MESSAGES.resetInvalid });
    const missing = await post('/api/auth/reset-password', { password: 'another-password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Invalid reset token. Please request a new password reset.',
    });
    const short = await reset('made-up-token', '123');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Password must be at least 6 characters' });
  });

  it('lets only one of two simultaneous resets with one link succeed, and kills older links', async () => {
    const older = await requestReset(person.email);
    const { token } = await requestReset(person.email);
    expect(token).not.toBe(older.token);
    const results = await Promise.all([reset(token!, 'racer-one-pw'), reset(token!, 'racer-two-pw')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const stale = await reset(older.token!, 'stale-link-pw');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: MESSAGES.resetInvalid });
  });
});

describe('Cache-Control', () => {
  it('answers every auth request no-store, errors included', async () => {
    const answers = await Promise.all([
      login({ email: customer.email, password: PASSWORD }),
      login({ email: customer.email, password: 'wrong-password' }),
      login({ email: 'not-an-email' }),
      me(customerToken),
      me('not-a-token'),
      post('/api/auth/forgot-password', { email: 'ghost@example.com' }),
      post('/api/auth/reset-password', { token: 'made-up', password: 'new-password' }),
      post('/api/auth/register', { ...customer }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 400, 200, 401, 200, 400, 409]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('rate limits', () => {
  it('refuses the 11th login a minute for one e-mail from one address, even with the right password', async () => {
    const address = '203.0.113.5';
    const email = 'limited@example.com';
    for (let i = 0; i < 10; i++) {
      expect((await login({ email, password: 'wrong-password' }, address)).statusCode).toBe(401);
    }
    const res = await login({ email: email.toUpperCase(), password: STAFF_PASSWORD }, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many attempts. Please try again in a minute.' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address, or another e-mail from this address, is still let through.
    expect((await login({ email, password: STAFF_PASSWORD }, '203.0.113.6')).statusCode).toBe(200);
    expect(
      (await login({ email: 'admin@wallcraft.test', password: STAFF_PASSWORD }, address)).statusCode,
    ).toBe(200);
  });

  it('refuses the 11th reset request a minute for one e-mail from one address', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('/api/auth/forgot-password', { email: 'ghost@example.com' }, {}, address)).statusCode,
      ).toBe(200);
    }
    const res = await post('/api/auth/forgot-password', { email: 'GHOST@example.com' }, {}, address);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.json()).toEqual({ message: 'Too many attempts. Please try again in a minute.' });
  });

  it('refuses an address that tries to sign up more than 30 times in ten minutes', async () => {
    const address = '198.51.100.20';
    const body = { name: 'Taken', email: 'admin@wallcraft.test', password: 'secret123' };
    const first = await post('/api/auth/register', body, {}, address);
    expect(first.statusCode).toBe(409);
    // Attempts for a taken e-mail cost no hashing but still count against the address.
    for (let i = 1; i < 30; i++) await post('/api/auth/register', body, {}, address);
    const res = await post(
      '/api/auth/register',
      { ...body, email: 'fresh-limited@example.com' },
      {},
      address,
    );
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many attempts. Please try again in a minute.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('refuses an address that sprays more than 50 e-mails a minute', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 50; i++) {
      const res = await post('/api/auth/forgot-password', { email: `spray${i}@example.com` }, {}, address);
      expect(res.statusCode).toBe(200);
    }
    const res = await post('/api/auth/forgot-password', { email: 'spray-last@example.com' }, {}, address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

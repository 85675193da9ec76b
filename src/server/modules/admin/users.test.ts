import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, type StaffUser } from '../../../domain/staff';
import type { AdminCustomer } from '../../../domain/customer';
import { jobsSettled } from '../../jobs';
import { sessions, users } from '../../db/schema';
import { createSession } from '../auth/service';
import { latestMailTo } from '../mail/service';
import { createAdminTestApp, type AdminTestApp, type Person } from '../../test/store-fixtures';

let t: AdminTestApp;
let meera: Awaited<ReturnType<AdminTestApp['createCustomer']>>;
const UNKNOWN_ID = '0190f5a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createAdminTestApp();
  // A shopper with orders, whom staff later invite.
  meera = await t.createCustomer('Meera Iyer');
  for (const totalPaise of [10_000, 25_000]) {
    await t.createOrder({ userId: meera.id, status: 'paid', totalPaise });
  }
});
afterAll(() => t.close());

describe('staff access', () => {
  const patchUser = (id: string, body: object, who: Person = t.people.admin) =>
    t.call('PATCH', `/api/admin/users/${id}`, body, who);
  const invite = (body: object) => t.call('POST', '/api/admin/users/invite', body, t.people.admin);

  it('lists staff only', async () => {
    const res = await t.call('GET', '/api/admin/users', undefined, t.people.viewer);
    expect(res.statusCode).toBe(200);
    const staff = res.json<StaffUser[]>();
    expect(staff.map((u) => u.role).sort()).toEqual(['admin', 'editor', 'installer', 'viewer']);
    expect(staff[0]).toEqual({
      id: expect.any(String),
      _id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      role: expect.any(String),
      featured: false,
      guest: false,
      createdAt: expect.any(String),
      invitePending: true,
    });
  });

  it('keeps at least one admin: the last one cannot be demoted, by others or by themselves', async () => {
    const lastAdmin = await patchUser(t.people.admin.id, { role: 'editor' });
    expect(lastAdmin.statusCode).toBe(400);
    expect(lastAdmin.json()).toEqual({ message: 'The store must keep at least one admin.' });

    const promoted = await patchUser(t.people.viewer.id, { role: 'admin', featured: true });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<StaffUser>()).toMatchObject({ role: 'admin', featured: true });
    // Two admins now: either may step the other down, and the role takes effect on the next request.
    expect((await patchUser(t.people.admin.id, { role: 'viewer' }, t.people.viewer)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/audit-log', undefined, t.people.admin)).statusCode).toBe(403);
    const selfDemote = await patchUser(t.people.viewer.id, { role: 'customer' }, t.people.viewer);
    expect(selfDemote.statusCode).toBe(400);
    expect(selfDemote.json()).toEqual({ message: 'The store must keep at least one admin.' });

    // Put the roles back for the tests below.
    expect((await patchUser(t.people.admin.id, { role: 'admin' }, t.people.viewer)).statusCode).toBe(200);
    expect((await patchUser(t.people.viewer.id, { role: 'viewer', featured: false })).statusCode).toBe(200);
    const entries = (await t.call('GET', '/api/admin/audit-log?limit=4', undefined, t.people.admin)).json<{
      entries: { action: string; details: { from: { role: string }; to: { role: string } } }[];
    }>().entries;
    expect(entries.every((e) => e.action === 'user.update')).toBe(true);
    expect(entries.map((e) => `${e.details.from.role}>${e.details.to.role}`)).toEqual([
      'admin>viewer',
      'viewer>admin',
      'admin>viewer',
      'viewer>admin',
    ]);
  });

  it('refuses an empty change and an unknown user', async () => {
    const empty = await patchUser(t.people.editor.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Nothing to change' });
    const missing = await patchUser(UNKNOWN_ID, { featured: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found.' });
  });

  it('invites a new member of staff without a password; the e-mailed link sets one and they can sign in', async () => {
    const res = await invite({ name: 'Kavya Nair', email: ' Kavya@Wallcraft.test ', role: 'editor' });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; user: StaffUser }>();
    expect(body).toMatchObject({ message: 'Invitation sent.', user: { name: 'Kavya Nair', role: 'editor' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.passwordHash).toBeNull();

    const outbox = (who: Person) =>
      t.call('GET', '/api/admin/outbox?to=KAVYA@wallcraft.test', undefined, who);
    // Below admin the link is hidden: it would let a viewer sign in as whoever it was sent to.
    const [hidden] = (await outbox(t.people.viewer)).json<{ text: string; html: string }[]>();
    expect(hidden?.text).toContain('reset-password?token=[hidden]');
    expect(hidden?.html).toContain('reset-password?token=[hidden]');
    const [mail] = (await outbox(t.people.admin)).json<{ kind: string; text: string; html: string }[]>();
    expect(mail?.kind).toBe('staff-invite');
    const token = mail?.text.match(/http:\/\/store\.test\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    expect(mail?.html).toContain(`href="http://store.test/reset-password?token=${token}"`);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'kavya-walls' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'kavya@wallcraft.test', password: 'kavya-walls', role: 'admin' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { role: 'editor' } });
  });

  it('asks before making a shopper staff; then their shop password stops and they stay a customer', async () => {
    await t.db.update(users).set({ passwordHash: 'shop-password-hash' }).where(eq(users.id, meera.id));
    const shopSession = await createSession(t.db, meera.id);
    const before = (await t.call('GET', `/api/admin/customers/${meera.id}`)).json<AdminCustomer>();
    expect(before.orderCount).toBeGreaterThan(0);

    const asked = await invite({ name: 'Someone Else', email: meera.email.toUpperCase(), role: 'viewer' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ message: ADMIN_MESSAGES.shopperExists(meera.email) });
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, meera.id));
    expect(unchanged).toMatchObject({ role: 'customer', passwordHash: 'shop-password-hash' });

    const res = await invite({
      name: 'Someone Else',
      email: meera.email.toUpperCase(),
      role: 'viewer',
      convertShopper: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ user: StaffUser }>().user).toMatchObject({ invitePending: true });
    // The shop password and session no longer open anything: staff access starts from the invitation's link.
    const [converted] = await t.db.select().from(users).where(eq(users.id, meera.id));
    expect(converted!.passwordHash).toBeNull();
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { authorization: `Bearer ${shopSession}` },
    });
    expect(oldSession.statusCode).toBe(401);
    // Still a customer, with the same lifetime value.
    const after = await t.call('GET', `/api/admin/customers/${meera.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json<AdminCustomer>()).toMatchObject({
      orderCount: before.orderCount,
      lifetimeValue: before.lifetimeValue,
    });
    const list = (
      await t.call('GET', `/api/admin/customers?search=${encodeURIComponent(meera.email)}`)
    ).json<{
      customers: AdminCustomer[];
    }>();
    expect(list.customers.map((c) => c.id)).toEqual([meera.id]);
  });

  it('promotes an existing account instead of making a second one', async () => {
    const res = await invite({ name: 'Someone Else', email: meera.email.toUpperCase(), role: 'viewer' });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ user: StaffUser }>().user).toMatchObject({
      id: meera.id,
      name: 'Meera Iyer',
      role: 'viewer',
    });
    expect((await latestMailTo(t.db, meera.email))?.kind).toBe('staff-invite');
    const refused = await invite({ name: 'X', email: 'nope', role: 'viewer' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Invalid email' });
    const badRole = await invite({ name: 'X', email: 'x@example.com', role: 'customer' });
    expect(badRole.statusCode).toBe(400);
  });
});

describe('removing staff and resending invitations', () => {
  const invite = async (email: string, role: 'viewer' | 'editor' | 'admin' = 'viewer') => {
    const res = await t.call(
      'POST',
      '/api/admin/users/invite',
      { name: 'Kavya Nair', email, role },
      t.people.admin,
    );
    expect(res.statusCode).toBe(201);
    return res.json<{ user: StaffUser }>().user;
  };
  const tokenIn = (text: string) => /token=([^\s&"]+)/.exec(text)?.[1] ?? '';

  it('lists an invitation nobody took up as pending, and resends it with a new link that replaces the old', async () => {
    const kavya = await invite('kavya.nair@wallcraft.test');
    expect(kavya.invitePending).toBe(true);
    const firstLink = tokenIn((await latestMailTo(t.db, 'kavya.nair@wallcraft.test'))!.text);

    const res = await t.call('POST', `/api/admin/users/${kavya.id}/invite`, undefined, t.people.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'A new invitation was sent to kavya.nair@wallcraft.test.' });
    const mail = (await latestMailTo(t.db, 'kavya.nair@wallcraft.test'))!;
    expect(mail.kind).toBe('staff-invite');
    const secondLink = tokenIn(mail.text);
    expect(secondLink).not.toBe(firstLink);

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(firstLink), password: 'kavya-secret' },
    });
    expect(old.statusCode).toBe(400);
    // The page sends staff to the dashboard's sign-in: the answer says whose password it was.
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(secondLink), password: 'kavya-secret' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ message: 'Password reset successful', role: 'viewer' });

    const staff = (await t.view('/api/admin/users')).json<StaffUser[]>();
    expect(staff.find((u) => u.id === kavya.id)?.invitePending).toBe(false);
    const again = await t.call('POST', `/api/admin/users/${kavya.id}/invite`, undefined, t.people.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This person has already chosen a password. They can use Forgot password to change it.',
    });
    expect(await t.auditOf('user.invite-resend', kavya.id)).toHaveLength(1);
  });

  it('answers a customer reset with the customer role', async () => {
    const customer = await t.createCustomer('Reset Shopper');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: customer.email },
    });
    // The reset e-mail is queued behind the answer.
    await jobsSettled();
    const token = tokenIn((await latestMailTo(t.db, customer.email))!.text);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token), password: 'shopper-secret' },
    });
    expect(res.json()).toEqual({ message: 'Password reset successful', role: 'customer' });
  });

  it('removes a pending invitation entirely, and takes an active member of staff back to customer', async () => {
    const pending = await invite('pending.removal@wallcraft.test', 'editor');
    const gone = await t.call('DELETE', `/api/admin/users/${pending.id}`, undefined, t.people.admin);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: 'Kavya Nair no longer has access to the dashboard.' });
    expect(await t.db.select().from(users).where(eq(users.id, pending.id))).toEqual([]);

    // An editor with a session and a password: the session ends at once and the account stays a customer.
    const [row0] = await t.db
      .insert(users)
      .values({
        name: 'Active Editor',
        email: 'active.editor@wallcraft.test',
        role: 'editor',
        passwordHash: 'x',
      })
      .returning();
    const editor = { id: row0!.id, email: row0!.email, token: await createSession(t.db, row0!.id) };
    const before = await t.call('GET', '/api/admin/products', undefined, editor);
    expect(before.statusCode).toBe(200);
    const res = await t.call('DELETE', `/api/admin/users/${editor.id}`, undefined, t.people.admin);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, editor.id));
    expect(row).toMatchObject({ role: 'customer', featured: false });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, editor.id))).toEqual([]);
    expect((await t.call('GET', '/api/admin/products', undefined, editor)).statusCode).toBe(401);
    const staff = (await t.call('GET', '/api/admin/users', undefined, t.people.admin)).json<StaffUser[]>();
    expect(staff.map((u) => u.id)).not.toContain(editor.id);
    expect((await t.auditOf('user.remove', editor.id))[0]?.details).toEqual({
      email: editor.email,
      role: 'editor',
      deleted: false,
    });

    // Not staff any more: a second removal finds no member of staff.
    const twice = await t.call('DELETE', `/api/admin/users/${editor.id}`, undefined, t.people.admin);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ message: 'User not found.' });
  });

  it('refuses removing yourself, and lets only admins remove', async () => {
    const self = await t.call('DELETE', `/api/admin/users/${t.people.admin.id}`, undefined, t.people.admin);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'You cannot remove yourself. Ask another admin.' });

    const viewerTry = await t.call(
      'DELETE',
      `/api/admin/users/${t.people.viewer.id}`,
      undefined,
      t.people.viewer,
    );
    expect(viewerTry.statusCode).toBe(403);
  });

  it('keeps the last admin when two admins remove each other at the same moment', async () => {
    const a = await invite('race.a@wallcraft.test', 'admin');
    const b = await invite('race.b@wallcraft.test', 'admin');
    for (const id of [a.id, b.id]) {
      await t.db.update(users).set({ passwordHash: 'x' }).where(eq(users.id, id));
    }
    const asA = { id: a.id, email: a.email, token: await createSession(t.db, a.id) };
    const asB = { id: b.id, email: b.email, token: await createSession(t.db, b.id) };
    // Leave exactly these two admins while they race.
    await t.db.update(users).set({ role: 'viewer' }).where(eq(users.id, t.people.admin.id));

    const answers = await Promise.all([
      t.call('DELETE', `/api/admin/users/${b.id}`, undefined, asA),
      t.call('DELETE', `/api/admin/users/${a.id}`, undefined, asB),
    ]);
    // One removal lands; the other is refused as the last admin (400), or its caller is already signed out (401).
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.find((r) => r.statusCode !== 200)!;
    expect([400, 401]).toContain(refused.statusCode);
    if (refused.statusCode === 400) {
      expect(refused.json()).toEqual({ message: 'The store must keep at least one admin.' });
    }
    expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);

    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, t.people.admin.id));
  });
});

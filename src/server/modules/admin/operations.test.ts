import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminOrder, AdminOrderList } from '../../../domain/order-admin';
import { ADMIN_MESSAGES, type StaffUser } from '../../../domain/staff';
import type { AdminCustomer } from '../../../domain/customer';
import { createSession } from '../auth/service';
import { orderNumber } from '../../../domain/format';
import { users } from '../../db/schema';
import { latestMailTo, sendMail } from '../mail/service';
import { createAdminTestApp, hoursAgo, type AdminTestApp, type Person } from '../../test/store-fixtures';

let t: AdminTestApp;
let meera: Awaited<ReturnType<AdminTestApp['createCustomer']>>;
let ravi: Awaited<ReturnType<AdminTestApp['createCustomer']>>;
const orderIds: string[] = [];
const UNKNOWN_ID = '0190f5a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createAdminTestApp();
  meera = await t.createCustomer('Meera Iyer');
  ravi = await t.createCustomer('Ravi Kumar');
  // 12 orders an hour apart, oldest first; the newest is Ravi's, shipped to "=Sharma, \"Jr\"".
  for (let i = 0; i < 12; i++) {
    const last = i === 11;
    const order = await t.createOrder({
      userId: last ? ravi.id : meera.id,
      status: i % 3 === 0 ? 'pending' : 'paid',
      totalPaise: 10_000 + i,
      createdAt: hoursAgo(12 - i),
      shippingName: last ? '=Sharma, "Jr"' : 'Meera Iyer',
      items: [{ productId: null, name: `Mural ${i}`, quantity: 1, lineTotalPaise: 10_000 + i }],
    });
    orderIds.push(order.id);
  }
});
afterAll(() => t.close());

describe('orders', () => {
  it('lists the 10 newest orders as recent', async () => {
    const res = await t.call('GET', '/api/admin/orders/recent', undefined, t.people.viewer);
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminOrder[]>();
    expect(list.map((o) => o.id)).toEqual([...orderIds].reverse().slice(0, 10));
    expect(list[0]).toMatchObject({
      _id: orderIds[11],
      orderNumber: orderNumber(orderIds[11]!),
      user: { id: ravi.id, name: 'Ravi Kumar', email: ravi.email },
      total: 100.11,
      items: [{ product: { id: null, name: 'Mural 11' }, quantity: 1, amount: 100.11 }],
    });
  });

  it('pages, filters by status and searches number, customer and shipping name', async () => {
    const page = (await t.call('GET', '/api/admin/orders?limit=5&page=3')).json<AdminOrderList>();
    expect(page).toMatchObject({ total: 12, page: 3, limit: 5 });
    expect(page.orders.map((o) => o.id)).toEqual([orderIds[1], orderIds[0]]);
    const pending = (await t.call('GET', '/api/admin/orders?status=pending')).json<AdminOrderList>();
    expect(pending.total).toBe(4);
    expect(pending.orders.every((o) => o.status === 'pending')).toBe(true);
    const search = async (term: string) =>
      (await t.call('GET', `/api/admin/orders?search=${encodeURIComponent(term)}`)).json<AdminOrderList>();
    expect((await search(`#${orderNumber(orderIds[4]!).toLowerCase()}`)).orders.map((o) => o.id)).toEqual([
      orderIds[4],
    ]);
    expect((await search('ravi')).total).toBe(1);
    expect((await search(meera.email.toUpperCase())).total).toBe(11);
    expect((await search('sharma')).orders.map((o) => o.id)).toEqual([orderIds[11]]);
    expect((await search('100%')).total).toBe(0);
    const bad = await t.call('GET', '/api/admin/orders?limit=101');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'limit must be a whole number from 1 to 100' });
  });

  it('shows one order, and 404 for an unknown one', async () => {
    const res = await t.call('GET', `/api/admin/orders/${orderIds[5]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrder>()).toMatchObject({
      status: 'paid',
      allowedNextStatuses: ['processing', 'cancelled'],
    });
    const missing = await t.call('GET', `/api/admin/orders/${UNKNOWN_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Order not found.' });
  });

  it('moves an order along the allowed transitions and records each move', async () => {
    const id = orderIds[5]!;
    for (const status of ['processing', 'shipped', 'delivered', 'completed'] as const) {
      const shipment = status === 'shipped' ? { carrier: 'Delhivery', trackingNumber: 'DL123' } : {};
      const res = await t.call('PATCH', `/api/admin/orders/${id}/status`, { status, ...shipment });
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminOrder>().status).toBe(status);
    }
    const log = (await t.call('GET', '/api/admin/audit-log?limit=4', undefined, t.people.admin)).json<{
      entries: { action: string; entityId: string; details: unknown; actor: unknown }[];
    }>();
    expect(log.entries.map((e) => e.details)).toEqual([
      { from: 'delivered', to: 'completed' },
      { from: 'shipped', to: 'delivered' },
      { from: 'processing', to: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL123' },
      { from: 'paid', to: 'processing' },
    ]);
    expect(log.entries[0]).toMatchObject({
      action: 'order.status',
      entityId: id,
      actor: { id: t.people.editor.id, name: expect.any(String), email: t.people.editor.email },
    });
  });

  it.each([
    [5, 'cancelled', 'Cannot change status from completed to cancelled'],
    [3, 'shipped', 'Cannot change status from pending to shipped'],
    [3, 'pending', 'Cannot change status from pending to pending'],
    [4, 'delivered', 'Cannot change status from paid to delivered'],
  ] as const)('refuses moving order %i to %s with 400', async (index, status, message) => {
    const res = await t.call('PATCH', `/api/admin/orders/${orderIds[index]}/status`, {
      status,
      carrier: 'Blue Dart',
      trackingNumber: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses an unknown status and an unknown order', async () => {
    const bad = await t.call('PATCH', `/api/admin/orders/${orderIds[4]}/status`, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^status must be one of pending, paid/);
    const missing = await t.call('PATCH', `/api/admin/orders/${UNKNOWN_ID}/status`, { status: 'paid' });
    expect(missing.statusCode).toBe(404);
  });

  it('exports the filtered orders as CSV with a header, RFC 4180 quoting and no live formulas', async () => {
    const res = await t.call('GET', '/api/admin/orders/export.csv?search=sharma', undefined, t.people.viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, row, ...rest] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Order number,Order ID,Invoice number,Placed at (IST),Status,Customer,Customer email,Ship to,Phone,Address,City,State,ZIP,Items,Subtotal (INR),Discount (INR),Discount code,Shipping (INR),CGST (INR),SGST (INR),IGST (INR),Tax (INR),Total (INR),Refunded (INR),Net (INR),Credit notes,Carrier,Tracking number',
    );
    expect(rest).toEqual(['']);
    expect(row).toContain(`${orderNumber(orderIds[11]!)},${orderIds[11]},`);
    expect(row).toContain(`,Ravi Kumar,${ravi.email},"'=Sharma, ""Jr""",`);
    // The line as every screen describes it (issue 26): pieces × price = goods, at its rate.
    expect(row).toMatch(
      /,Mural 11: 1 wall × ₹100\.11 = ₹100\.11 \(₹99\.00 per square feet\),100\.11,0\.00,,0\.00,,,,0\.00,100\.11,0\.00,100\.11,,,$/,
    );
    const all = await t.call('GET', '/api/admin/orders/export.csv?status=pending');
    expect(all.body.trim().split('\r\n')).toHaveLength(1 + 4);
  });
});

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

describe('inbox and outbox', () => {
  let requestId: string;
  let messageId: string;

  beforeAll(async () => {
    const request = await t.createDesignRequest({
      name: 'Anita',
      email: 'anita@example.com',
      phone: '+91 90000 00000',
      roomType: 'Kids Room',
      widthFt: 10,
      heightFt: 8.5,
      style: 'Tropical Paradise',
      budget: '$500 - $1,000',
      description: 'Jungle animals',
      inspirationImages: ['/images/inspiration-1.webp'],
    });
    requestId = request.id;
    const message = await t.createContactMessage({
      name: 'Dev',
      email: 'dev@example.com',
      subject: 'Installation',
      message: 'Do you install in Pune?',
    });
    messageId = message.id;
  });

  it('lists custom design requests by status and moves one along', async () => {
    const all = await t.call('GET', '/api/admin/custom-design-requests', undefined, t.people.viewer);
    expect(all.json()).toEqual([
      expect.objectContaining({
        id: requestId,
        _id: requestId,
        dimensions: { width: 10, height: 8.5 },
        status: 'new',
        submittedAt: expect.any(String),
      }),
    ]);
    const res = await t.call('PATCH', `/api/admin/custom-design-requests/${requestId}`, {
      status: 'in_progress',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_progress' });
    expect((await t.call('GET', '/api/admin/custom-design-requests?status=new')).json()).toEqual([]);
    expect((await t.call('GET', '/api/admin/custom-design-requests?status=in_progress')).json()).toHaveLength(
      1,
    );
    const missing = await t.call('PATCH', `/api/admin/custom-design-requests/${UNKNOWN_ID}`, {
      status: 'done',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Request not found.' });
    const bad = await t.call('PATCH', `/api/admin/custom-design-requests/${requestId}`, {
      status: 'archived',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'status must be one of new, in_progress, done' });
  });

  it('lists contact messages by status and marks one done', async () => {
    const res = await t.call('PATCH', `/api/admin/contact-messages/${messageId}`, { status: 'done' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: messageId, status: 'done', subject: 'Installation' });
    expect((await t.call('GET', '/api/admin/contact-messages?status=done')).json()).toHaveLength(1);
    expect((await t.call('GET', '/api/admin/contact-messages?status=new')).json()).toEqual([]);
    const missing = await t.call('PATCH', `/api/admin/contact-messages/${UNKNOWN_ID}`, { status: 'done' });
    expect(missing.json()).toEqual({ message: 'Message not found.' });
  });

  it('shows the outbox newest first, filtered by recipient in any case', async () => {
    const config = { smtpUrl: undefined, mailFrom: 'Wallcraft <support@wallcraft.in>' };
    await sendMail(t.db, config, { to: 'Priya@Example.com', subject: 'First', text: 'a', kind: 'test' });
    await sendMail(t.db, config, { to: 'priya@example.com', subject: 'Second', text: 'b', kind: 'test' });
    const res = await t.call('GET', '/api/admin/outbox?to=PRIYA@example.com', undefined, t.people.viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ subject: string }[]>().map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(res.json()[0]).toEqual({
      id: expect.any(String),
      to: 'priya@example.com',
      subject: 'Second',
      text: 'b',
      html: null,
      kind: 'test',
      status: 'stored',
      error: null,
      createdAt: expect.any(String),
    });
  });

  it('pages the audit log with every change above, newest first', async () => {
    const res = await t.call('GET', '/api/admin/audit-log?page=1&limit=3', undefined, t.people.admin);
    const body = res.json<{ entries: { action: string; entityType: string }[]; total: number }>();
    expect(body.entries.map((e) => e.action)).toEqual([
      'contact-message.status',
      'custom-design-request.status',
      'user.invite',
    ]);
    const everything = (
      await t.call('GET', '/api/admin/audit-log?limit=100', undefined, t.people.admin)
    ).json<{
      entries: { action: string }[];
      total: number;
    }>();
    expect(everything.total).toBe(everything.entries.length);
    expect(new Set(everything.entries.map((e) => e.action))).toEqual(
      new Set([
        'order.status',
        'user.update',
        'user.invite',
        'custom-design-request.status',
        'contact-message.status',
      ]),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminOrder, AdminOrderList } from '../../../domain/order-admin';
import { orderNumber } from '../../../domain/format';
import { users } from '../../db/schema';
import { createAdminTestApp, hoursAgo, type AdminTestApp } from '../../test/store-fixtures';

let t: AdminTestApp;
let meera: Awaited<ReturnType<AdminTestApp['createCustomer']>>;
let ravi: Awaited<ReturnType<AdminTestApp['createCustomer']>>;
const orderIds: string[] = [];
const UNKNOWN_ID = '0190f5a0-0000-7000-8000-000000000000';

async function expectViewRefused(url: string, message: string) {
  const res = await t.view(url);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message });
}

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

  it('finds orders by the shipping or account phone, however it is typed, and by India dates', async () => {
    const shopper = await t.createCustomer('Phone Shopper');
    await t.db.update(users).set({ phone: '+91 90000 11111' }).where(eq(users.id, shopper.id));
    // The fixture ships to +91 98450 12345.
    const old = await t.createOrder({ userId: shopper.id, createdAt: new Date('2025-03-09T18:29:00Z') });
    const onDay = await t.createOrder({
      userId: shopper.id,
      createdAt: new Date('2025-03-09T18:31:00Z'),
    });
    const later = await t.createOrder({
      userId: shopper.id,
      createdAt: new Date('2025-03-11T18:00:00Z'),
    });
    const ids = async (query: string) => {
      const res = await t.view(`/api/admin/orders?limit=100&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<AdminOrderList>().orders.map((o) => o.id);
    };
    for (const typed of ['9845012345', '98450 12345', '+91 98450-12345', '09845012345', '12345']) {
      expect(await ids(`search=${encodeURIComponent(typed)}`)).toEqual(
        expect.arrayContaining([old.id, onDay.id]),
      );
    }
    expect(await ids(`search=${encodeURIComponent('+91 90000 11111')}`)).toEqual([
      later.id,
      onDay.id,
      old.id,
    ]);
    expect(await ids(`search=${encodeURIComponent('77777 00000')}`)).toEqual([]);

    // 18:30 UTC on 9 March is midnight of 10 March in India.
    expect(await ids('search=90000&from=2025-03-10&to=2025-03-10')).toEqual([onDay.id]);
    expect(await ids('search=90000&from=2025-03-10')).toEqual([later.id, onDay.id]);
    expect(await ids('search=90000&to=2025-03-09')).toEqual([old.id]);

    const csv = await t.view('/api/admin/orders/export.csv?search=90000&from=2025-03-12');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);

    await expectViewRefused('/api/admin/orders?from=2025-03-10&to=2025-03-01', 'to must be on or after from');
    await expectViewRefused('/api/admin/orders?from=2025-02-30', 'from must be a real date');
  });
});

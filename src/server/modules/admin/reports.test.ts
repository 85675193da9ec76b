import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer } from '../../../domain/customer';
import type { Analytics, DashboardStats, ProductInsights } from '../../../domain/stats';
import {
  bearer,
  createAdminTestApp,
  daysAgo,
  type AdminTestApp,
  type OrderFixture,
  type Person,
} from '../../test/store-fixtures';

let t: AdminTestApp;
let asha: { id: string; email: string };
let productA: { id: string; name: string };
let productB: { id: string; name: string };

const get = (url: string, who: Person = t.people.viewer) =>
  t.app.inject({ method: 'GET', url, headers: bearer(who) });

/**
 * The current 7-day period: 5 orders today (3 earning ₹1,300.49), 4 customers (people.customer and three
 * below). The previous 7 days: 4 orders (2 earning ₹1,000.00) and 2 customers; 20 days ago, 1 more customer.
 */
beforeAll(async () => {
  t = await createAdminTestApp(6);
  const catalog = t.products;
  [productA, productB] = [catalog[0]!, catalog[1]!];
  const productC = catalog[2]!;
  asha = await t.createCustomer('Asha Rao');
  await t.createCustomer('Bina Shah');
  await t.createCustomer('Chetan Das');
  await t.createCustomer('Old Timer One', daysAgo(9));
  await t.createCustomer('Old Timer Two', daysAgo(10));
  await t.createCustomer('Ancient', daysAgo(20));

  const item = (
    p: { id: string; name: string } | null,
    quantity: number,
    lineTotalPaise: number,
    name?: string,
  ) => ({
    productId: p?.id ?? null,
    name: p?.name ?? name ?? 'Deleted',
    quantity,
    lineTotalPaise,
  });
  const orders: Omit<OrderFixture, 'userId'>[] = [
    {
      status: 'paid',
      totalPaise: 100_050,
      items: [item(productA, 2, 50_000), item(null, 1, 10_000, 'Old Mural')],
    },
    { status: 'shipped', totalPaise: 20_000, items: [item(productB, 5, 30_000)] },
    { status: 'completed', totalPaise: 9_999, items: [item(productA, 1, 25_000)] },
    { status: 'pending', totalPaise: 30_000, items: [item(productC, 10, 100_000)] },
    { status: 'cancelled', totalPaise: 40_000, items: [item(productB, 1, 40_000)] },
    { status: 'paid', totalPaise: 80_000, createdAt: daysAgo(9) },
    { status: 'delivered', totalPaise: 20_000, createdAt: daysAgo(10) },
    { status: 'cancelled', totalPaise: 5_000, createdAt: daysAgo(9) },
    { status: 'pending', totalPaise: 7_000, createdAt: daysAgo(11) },
  ];
  for (const order of orders) await t.createOrder({ userId: asha.id, ...order });
});
afterAll(() => t.close());

describe('dashboard stats', () => {
  it('counts revenue from paid-or-later orders only, as a 2-decimal string, and every order, product and customer', async () => {
    const res = await get('/api/admin/dashboard/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json<DashboardStats>()).toEqual({
      revenue: '2300.49',
      orderCount: 9,
      productCount: 6,
      // people.customer and six created here; staff are not customers
      customerCount: 7,
      lowStockCount: 0,
    });
  });

  it('answers each figure on its own', async () => {
    expect((await get('/api/admin/stats/revenue')).json()).toEqual({ revenue: '2300.49' });
    expect((await get('/api/admin/stats/orders')).json()).toEqual({ count: 9 });
    expect((await get('/api/admin/stats/products')).json()).toEqual({ count: 6 });
    expect((await get('/api/admin/stats/customers')).json()).toEqual({ count: 7 });
  });
});

describe('analytics', () => {
  const todayInIndia = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

  it('gives every day of the period, zeros filled, and growth against the previous period', async () => {
    const res = await get('/api/admin/analytics?period=7');
    expect(res.statusCode).toBe(200);
    const body = res.json<Analytics>();
    expect(body.period).toBe(7);
    expect(body.revenue).toHaveLength(7);
    expect(body.orders).toHaveLength(7);
    expect(body.customers).toHaveLength(7);
    expect(body.revenue.at(-1)).toEqual({ _id: todayInIndia(), revenue: 1300.49 });
    expect(body.orders.at(-1)).toEqual({ _id: todayInIndia(), orders: 5 });
    expect(body.customers.at(-1)).toEqual({ _id: todayInIndia(), customers: 4 });
    expect(body.revenue.slice(0, 6).every((d) => d.revenue === 0)).toBe(true);
    const days = body.revenue.map((d) => d._id);
    expect(days).toEqual([...days].sort());
    expect(new Set(days).size).toBe(7);
    expect(body.totals).toEqual({ revenue: 1300.49, orders: 5, customers: 4 });
    // (1300.49 − 1000) / 1000 = 30.049 %; (5 − 4) / 4 = 25 %; (4 − 2) / 2 = 100 %
    expect(body.growth).toEqual({ revenue: 30, orders: 25, customers: 100 });
  });

  it('defaults to 30 days, and answers null growth when the previous period had nothing', async () => {
    const body = (await get('/api/admin/analytics')).json<Analytics>();
    expect(body.period).toBe(30);
    expect(body.revenue).toHaveLength(30);
    expect(body.totals).toEqual({ revenue: 2300.49, orders: 9, customers: 7 });
    expect(body.growth).toEqual({ revenue: null, orders: null, customers: null });
  });

  it.each(['14', 'abc', '0', '7.5'])('refuses period=%s with 400', async (period) => {
    const res = await get(`/api/admin/analytics?period=${period}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'period must be 7, 30 or 90' });
  });
});

describe('product insights', () => {
  it('ranks products by revenue from paid-or-later orders, deleted ones by their snapshot name', async () => {
    const res = await get('/api/admin/product-insights');
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductInsights>();
    const a = { _id: productA.id, name: productA.name, totalSold: 3, revenue: 750 };
    const b = { _id: productB.id, name: productB.name, totalSold: 5, revenue: 300 };
    const old = { _id: 'deleted:Old Mural', name: 'Old Mural', totalSold: 1, revenue: 100 };
    expect(body.products).toEqual([a, b, old]);
    expect(body.topByRevenue).toEqual([a, b, old]);
    expect(body.topByUnits).toEqual([b, a, old]);
    expect(body.totals).toEqual({ totalProducts: 3, totalRevenue: 1150, totalUnits: 9, samplesSold: 0 });
  });
});

describe('customers', () => {
  it('lists customers with their order count and lifetime value, searchable by name or e-mail', async () => {
    const res = await get('/api/admin/customers?search=ASHA');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ customers: AdminCustomer[]; total: number; page: number; limit: number }>();
    expect(body).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(body.customers[0]).toMatchObject({
      id: asha.id,
      _id: asha.id,
      name: 'Asha Rao',
      email: asha.email,
      orderCount: 9,
      lifetimeValue: 2300.49,
    });
    const all = (await get('/api/admin/customers?limit=3&page=2')).json<{
      customers: AdminCustomer[];
      total: number;
    }>();
    expect(all.total).toBe(7);
    expect(all.customers).toHaveLength(3);
    expect(
      all.customers.every((c) => !c.email.endsWith('@wallcraft.test') || c.email.startsWith('customer')),
    ).toBe(true);
  });

  it('shows one customer with their orders, and 404 for an unknown id or a member of staff', async () => {
    const res = await get(`/api/admin/customers/${asha.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminCustomer & { orders: { status: string; total: number }[] }>();
    expect(body.lifetimeValue).toBe(2300.49);
    expect(body.orders).toHaveLength(9);
    expect(body.orders[0]).toMatchObject({ user: { id: asha.id, name: 'Asha Rao' } });
    for (const id of ['0190f5a0-0000-7000-8000-000000000000', t.people.editor.id]) {
      const missing = await get(`/api/admin/customers/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Customer not found' });
    }
  });
});

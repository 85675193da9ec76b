import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../../domain/auth';
import type { AdminCustomer, AdminCustomerDetail } from '../../../domain/customer';
import type { AdminOrder } from '../../../domain/order-admin';
import type { Analytics, DashboardStats } from '../../../domain/stats';
import { SHIPPING, createCheckoutTestApp, type CheckoutTestApp, type Shopper } from '../../test/checkout';
import { bearer } from '../../test/store-fixtures';

/**
 * A 'Continue as guest' session is a users row (decision 019), but only buyers are customers, one per buyer and
 * named from their order (decision 047).
 */

let t: CheckoutTestApp;
let addressCount = 0;

async function startGuest(email: string): Promise<Shopper> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/guest',
    payload: { email },
    remoteAddress: `10.9.0.${++addressCount}`,
  });
  expect(res.statusCode).toBe(201);
  const body: AuthResponse = res.json();
  return { id: body.user.id, token: body.token, headers: { authorization: `Bearer ${body.token}` } };
}

const asAdmin = <T>(url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(t.staff.admin) }).then((res) => {
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  });

const MEERA = { ...SHIPPING, name: 'Meera Iyer', email: 'meera.iyer@example.com', phone: '+919812345678' };

beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t?.close());

describe('guest sessions and customers', () => {
  it('counts one named customer per guest buyer and no session that never bought', async () => {
    const before = await asAdmin<DashboardStats>('/api/admin/dashboard/stats');
    const beforeWeek = await asAdmin<Analytics>('/api/admin/analytics?period=7');
    // One shopper presses 'Continue as guest' eight times and buys in two of those sessions.
    const sessions: Shopper[] = [];
    for (let i = 0; i < 8; i++) sessions.push(await startGuest(MEERA.email));
    for (const guest of [sessions[2]!, sessions[6]!]) {
      await t.fillCart(guest, t.wallLine());
      await t.checkOutCart(guest, MEERA);
    }

    const stats = await asAdmin<DashboardStats>('/api/admin/dashboard/stats');
    expect(stats.customerCount).toBe(before.customerCount + 1);
    const week = await asAdmin<Analytics>('/api/admin/analytics?period=7');
    expect(week.totals.customers).toBe(beforeWeek.totals.customers + 1);

    const list = await asAdmin<{ customers: AdminCustomer[]; total: number }>(
      '/api/admin/customers?limit=100',
    );
    expect(list.total).toBe(list.customers.length);
    const meera = list.customers.filter((c) => c.email === MEERA.email);
    expect(meera).toHaveLength(1);
    expect(meera[0]).toMatchObject({ name: 'Meera Iyer', phone: MEERA.phone, orderCount: 2 });
    expect(list.customers.some((c) => c.name === 'Guest')).toBe(false);
    expect(list.total).toBe(stats.customerCount);

    const detail = await asAdmin<AdminCustomerDetail>(`/api/admin/customers/${meera[0]!.id}`);
    expect(detail.orders).toHaveLength(2);
    expect(detail.lifetimeValue).toBe(
      detail.orders.reduce((sum, o) => Math.round((sum + o.total) * 100) / 100, 0),
    );

    // Searching by the name the buyer gave finds them.
    const found = await asAdmin<{ customers: AdminCustomer[] }>('/api/admin/customers?search=Meera');
    expect(found.customers.map((c) => c.email)).toEqual([MEERA.email]);
  });

  it("shows the buyer's name on their orders, not 'Guest'", async () => {
    const { orders } = await asAdmin<{ orders: AdminOrder[] }>('/api/admin/orders?search=meera.iyer');
    expect(orders).toHaveLength(2);
    for (const order of orders) expect(order.user).toMatchObject({ name: 'Meera Iyer', email: MEERA.email });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?search=meera.iyer',
      headers: bearer(t.staff.admin),
    });
    expect(csv.body).toContain(',Meera Iyer,meera.iyer@example.com,');
    expect(csv.body).not.toContain(',Guest,');
  });
});

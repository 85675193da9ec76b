import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/order';
import { createCheckoutTestApp, type CheckoutTestApp, type Shopper } from '../../test/checkout';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

/** A roll bought and paid for as the storefront does it; placing orders is checkout's (checkout/place-order.test.ts). */
async function placedOrder(who: Shopper): Promise<Order> {
  await t.fillCart(who, t.rollsLine(1));
  return t.checkOutCart(who);
}

const getOrders = (who: Shopper) => t.app.inject({ method: 'GET', url: '/api/orders', headers: who.headers });
const getOrder = (who: Shopper, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers });

describe('GET /api/orders and /api/orders/:id', () => {
  it("lists only the caller's own orders, newest first", async () => {
    const a = await placedOrder(t.ravi);
    const b = await placedOrder(t.ravi);
    const res = await getOrders(t.ravi);
    expect(res.statusCode).toBe(200);
    const list: Order[] = res.json();
    expect(list.every((o) => o.user.email === 'ravi@example.com')).toBe(true);
    expect(list.slice(0, 2).map((o) => o.id)).toEqual([b.id, a.id]);
    const ashaIds = new Set((await getOrders(t.asha)).json().map((o: Order) => o.id));
    expect(list.some((o) => ashaIds.has(o.id))).toBe(false);
  });

  it("answers one order to its owner and 404 'Order not found.' to anyone else", async () => {
    const placed = await placedOrder(t.asha);
    const own = await getOrder(t.asha, placed.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(placed);
    for (const [who, id] of [
      [t.ravi, placed.id],
      [t.asha, '0190f5a0-0000-7000-8000-000000000000'],
      [t.asha, 'not-an-id'],
    ] as const) {
      const res = await getOrder(who, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found.' });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});

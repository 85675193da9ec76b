import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/order';
import { SHIPPING, createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';

/**
 * Statements each checkout step sends, counted through Drizzle's logger (issue 33 item 3). The limits are the
 * counts measured when they were set: a change that adds a query, or a lookup per line that could be batched,
 * crosses them and has to say why here. Placing answers from the rows it wrote, read back by nothing.
 */
const LIMITS = {
  // 7 before decision 083: the stock check and the cart answered after the change read the lines again.
  cartAdd: 5,
  // 4 before promotions and tax classes: the store's tax codes, the buyer's past orders and the promotions
  // that could apply are each one more read; gift cards (decision 063) and cash on delivery (decision 056) added
  // one more to this step and to placing.
  createOrder: 11,
  // 23 before: the installation job, promotion redemptions and the credit ledger each add their writes, and
  // the mail reading what sample credit the order put on the ledger (decision 061) one more.
  // 31 before decision 083, which takes the paid lines out of the cart in one statement, not two per line;
  // 27 before the placed order was answered from the rows its transaction wrote and its installation job made
  // from the lines in hand.
  placeOrder: 17,
};

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

let t: CheckoutTestApp;
let statements: string[] = [];

beforeAll(async () => {
  // node-postgres sends a transaction's BEGIN and COMMIT as statements and PGlite does not: counted alike on
  // both, they are left out.
  t = await createCheckoutTestApp(
    {},
    { onQuery: (statement) => void (TRANSACTION_CONTROL.test(statement) || statements.push(statement)) },
  );
});
afterAll(() => t.close());

async function counted<T>(step: () => Promise<T>): Promise<{ result: T; count: number }> {
  statements = [];
  const result = await step();
  return { result, count: statements.length };
}

describe('queries per checkout step', () => {
  it('stays within its stated number for a cart of three lines', async () => {
    await t.fillCart(t.asha, t.wallLine(), t.rollsLine(2));
    const add = await counted(() => t.addToCart(t.asha, t.rollsLine(1)));
    expect(add.result.statusCode).toBe(200);
    const create = await counted(() =>
      t.createPaymentOrder(t.asha, { currency: 'INR', shippingInfo: SHIPPING }),
    );
    const paid = await t.payWithCard(t.asha, create.result.orderId);
    const place = await counted(() => t.placeOrderRequest(t.asha, paid));
    expect(place.result.statusCode).toBe(201);
    // The answer, built from those rows, is the order as every later read shows it.
    const placed = place.result.json<Order>();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      headers: t.asha.headers,
    });
    expect(read.json()).toEqual(placed);
    expect(placed.items.some((i) => i.installation)).toBe(true);
    expect(add.count).toBeLessThanOrEqual(LIMITS.cartAdd);
    expect(create.count).toBeLessThanOrEqual(LIMITS.createOrder);
    expect(place.count).toBeLessThanOrEqual(LIMITS.placeOrder);
  });
});

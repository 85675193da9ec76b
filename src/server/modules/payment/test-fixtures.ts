import { asc, count, eq } from 'drizzle-orm';
import type {
  CreatePaymentOrderInput,
  PaymentOrder,
  PaymentResult,
  ShippingInfo,
} from '../../../domain/checkout';
import type { Cart, CartLineBodyInput } from '../../../domain/cart';
import type { Order } from '../../../domain/order';
import { emailOutbox, orders, payments, products, users } from '../../db/schema';
import { generateCatalog } from '../../seed/catalog';
import { insertCatalog } from '../../seed/seed';
import type { TestContext } from '../../test/helpers';
import { createSession } from '../auth/service';
import { hmacHex } from '../../hmac';

/** Shared by the payment and order API tests: a small catalogue, shoppers, and the checkout calls. */

export type ProductRow = typeof products.$inferSelect;

export const SHIPPING: ShippingInfo = {
  name: 'Asha Rao',
  address: '12 Lavelle Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
  phone: '+919845012345',
  email: 'asha.rao@example.com',
};

export const TEST_CARD = { number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123', name: 'Asha Rao' };
export const DECLINED_CARD = { ...TEST_CARD, number: '4000 0000 0000 0002' };

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('expected a row');
  return row;
}

/** Three products of known shape, whatever the generator drew: a custom-fit wall, a roll and a sold-out one. */
export async function seedProducts(t: TestContext) {
  await insertCatalog(t.db, generateCatalog(6));
  const rows = await t.db.select().from(products).orderBy(asc(products.skuId));
  const set = async (id: string, values: Partial<typeof products.$inferInsert>) =>
    one(await t.db.update(products).set(values).where(eq(products.id, id)).returning());
  const [a, b, c] = rows;
  if (!a || !b || !c) throw new Error('catalogue too small');
  const seeded = {
    custom: await set(a.id, {
      kind: 'customised',
      inStock: true,
      colors: ['Gold', 'Cream'],
      materials: ['Non-woven', 'Fabric', 'Vinyl'],
      pricePaise: 9900,
      originalPricePaise: 11900,
    }),
    roll: await set(b.id, { kind: 'rolls', inStock: true, pricePaise: 5450 }),
    soldOut: await set(c.id, { kind: 'customised', inStock: false }),
  };
  // Written straight to the database, past the admin API that would tell the guest cache.
  t.app.catalogueCache.drop();
  return seeded;
}

export interface Shopper {
  id: string;
  token: string;
  headers: { authorization: string };
}

/** Sessions made directly: these tests are about checkout, not about (slow) password hashing. */
export async function newShopper(t: TestContext, name: string): Promise<Shopper> {
  const user = one(
    await t.db
      .insert(users)
      .values({ name, email: `${name.toLowerCase()}@example.com` })
      .returning(),
  );
  const token = await createSession(t.db, user.id);
  return { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

export const addToCart = (t: TestContext, who: Shopper, body: CartLineBodyInput) =>
  t.app.inject({ method: 'POST', url: '/api/cart', headers: who.headers, payload: body });

export async function getCart(t: TestContext, who: Shopper): Promise<Cart> {
  return (await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers })).json();
}

export async function clearCart(t: TestContext, who: Shopper) {
  await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: who.headers });
}

export const createOrderRequest = (
  t: TestContext,
  who: Shopper,
  body: CreatePaymentOrderInput = { currency: 'INR', shippingInfo: SHIPPING },
) => t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: who.headers, payload: body });

export async function createPaymentOrder(
  t: TestContext,
  who: Shopper,
  body?: CreatePaymentOrderInput,
): Promise<PaymentOrder> {
  const res = await createOrderRequest(t, who, body);
  if (res.statusCode !== 200) throw new Error(`create-order answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export const authorizeRequest = (t: TestContext, who: Shopper, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/authorize',
    headers: who.headers,
    payload: body,
  });

export async function payWithCard(
  t: TestContext,
  who: Shopper,
  orderId: string,
  card = TEST_CARD,
): Promise<PaymentResult> {
  const res = await authorizeRequest(t, who, { orderId, method: 'card', card });
  if (res.statusCode !== 200) throw new Error(`authorize answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function payWithUpi(t: TestContext, who: Shopper, orderId: string): Promise<PaymentResult> {
  const res = await authorizeRequest(t, who, { orderId, method: 'upi', upi: { vpa: 'success@razorpay' } });
  if (res.statusCode !== 200) throw new Error(`authorize answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export const placeOrderRequest = (
  t: TestContext,
  who: Shopper,
  result: PaymentResult,
  shippingInfo: ShippingInfo = SHIPPING,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who.headers,
    payload: {
      shippingInfo,
      paymentId: result.razorpay_payment_id,
      orderId: result.razorpay_order_id,
      signature: result.razorpay_signature,
    },
  });

export function capturedEvent(entity: {
  id: string;
  order_id: string;
  amount: number;
  method?: string;
  card?: { network: string; last4: string } | null;
}) {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          entity: 'payment',
          currency: 'INR',
          status: 'captured',
          method: 'card',
          card: null,
          ...entity,
        },
      },
    },
    created_at: 1_750_000_000,
  });
}

/** Pays for the shopper's cart as the storefront does (create-order, test card, place order) and returns the order. */
export async function checkOutCart(
  t: TestContext,
  who: Shopper,
  shippingInfo: ShippingInfo = SHIPPING,
): Promise<Order> {
  const paymentOrder = await createPaymentOrder(t, who, { currency: 'INR', shippingInfo });
  const res = await placeOrderRequest(t, who, await payWithCard(t, who, paymentOrder.orderId), shippingInfo);
  if (res.statusCode !== 201) throw new Error(`placing the order answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export const webhookRequest = (t: TestContext, rawBody: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature ?? hmacHex(t.config.payment.webhookSecret, rawBody),
    },
    payload: rawBody,
  });

export async function counts(t: TestContext) {
  const [o] = await t.db.select({ n: count() }).from(orders);
  const [p] = await t.db.select({ n: count() }).from(payments).where(eq(payments.status, 'paid'));
  const [m] = await t.db
    .select({ n: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'order-confirmation'));
  return { orders: o?.n ?? 0, paidPayments: p?.n ?? 0, confirmationMails: m?.n ?? 0 };
}

export async function paymentRow(t: TestContext, providerOrderId: string) {
  return one(await t.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)));
}

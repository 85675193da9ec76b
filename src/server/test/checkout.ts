import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  CreatePaymentOrderInput,
  PaymentOrder,
  PaymentResult,
  ShippingInfo,
} from '../../domain/checkout';
import type { Cart, CartLineBodyInput } from '../../domain/cart';
import type { Order } from '../../domain/order';
import { emailOutbox, orders, payments, products, users } from '../db/schema';
import { hmacHex } from '../hmac';
import { jobsSettled } from '../jobs';
import { createPeople } from './store-fixtures';
import { createSession } from '../modules/auth/service';
import { generateCatalog } from '../seed/catalog';
import { insertCatalog } from '../seed/seed';
import { createTestApp, type TestContext } from './helpers';

/**
 * The checkout tests' store: a test app with a small catalogue of known shape, two signed-in shoppers, staff, and
 * the calls the storefront makes on a shopper's behalf, from the cart to the placed order.
 */

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

/** A store registered for GST in Karnataka, so SHIPPING (Bengaluru) is within its state: invoices' supplier. */
export const KARNATAKA_STORE = {
  STORE_STATE: 'Karnataka',
  STORE_GSTIN: '29AAGCB7383J1Z4',
  STORE_LEGAL_NAME: 'Wallcraft Decor Private Limited',
  STORE_ADDRESS: '5 MG Road, Bengaluru 560001',
};

export const TEST_CARD = { number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123', name: 'Asha Rao' };
export const DECLINED_CARD = { ...TEST_CARD, number: '4000 0000 0000 0002' };

/** The payment row once the sandbox's test card has paid and `orderId` is the order placed for it. */
export const paidWithTestCard = (result: PaymentResult, orderId: string | undefined) => ({
  status: 'paid',
  paymentId: result.razorpay_payment_id,
  method: 'card',
  cardBrand: 'Visa',
  cardLast4: '1111',
  orderId,
});

export interface Shopper {
  id: string;
  token: string;
  headers: { authorization: string };
}

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('expected a row');
  return row;
}

/** Three products of known shape, whatever the generator drew: a custom-fit wall, a roll and a sold-out one. */
async function seedProducts(t: TestContext) {
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

type SeededProducts = Awaited<ReturnType<typeof seedProducts>>;

/** What a Razorpay payment.captured webhook says, with the payment's own fields over a captured card payment. */
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

/** The storefront's calls against one test app, as the browser makes them for a shopper. */
function checkoutCalls(t: TestContext, seeded: SeededProducts) {
  /** Sessions made directly: these tests are about checkout, not about (slow) password hashing. */
  async function newShopper(name: string): Promise<Shopper> {
    const user = one(
      await t.db
        .insert(users)
        .values({ name, email: `${name.toLowerCase()}@example.com` })
        .returning(),
    );
    const token = await createSession(t.db, user.id);
    return { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
  }

  const addToCart = (who: Shopper, body: CartLineBodyInput) =>
    t.app.inject({ method: 'POST', url: '/api/cart', headers: who.headers, payload: body });

  async function getCart(who: Shopper): Promise<Cart> {
    return (await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers })).json();
  }

  async function clearCart(who: Shopper) {
    await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: who.headers });
  }

  /** A line of one custom-fit wall of the seeded custom product, 100 × 90 in unless `options` say otherwise. */
  const wallLine = (options: Partial<Omit<CartLineBodyInput, 'productId'>> = {}): CartLineBodyInput => ({
    productId: seeded.custom.id,
    quantity: 1,
    customDimensions: { width: 100, height: 90 },
    ...options,
  });

  /** A line of `quantity` seeded rolls, without installation. */
  const rollsLine = (quantity: number): CartLineBodyInput => ({
    productId: seeded.roll.id,
    quantity,
    installation: false,
  });

  /** Empties the shopper's cart and adds `lines`, each of which must be taken. */
  async function fillCart(who: Shopper, ...lines: CartLineBodyInput[]) {
    await clearCart(who);
    for (const line of lines) {
      const res = await addToCart(who, line);
      if (res.statusCode !== 200)
        throw new Error(`adding to the cart answered ${res.statusCode}: ${res.body}`);
    }
  }

  const createOrderRequest = (
    who: Shopper,
    body: CreatePaymentOrderInput = { currency: 'INR', shippingInfo: SHIPPING },
  ) =>
    t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: who.headers, payload: body });

  async function createPaymentOrder(who: Shopper, body?: CreatePaymentOrderInput): Promise<PaymentOrder> {
    const res = await createOrderRequest(who, body);
    if (res.statusCode !== 200) throw new Error(`create-order answered ${res.statusCode}: ${res.body}`);
    return res.json();
  }

  const authorizeRequest = (who: Shopper, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/authorize',
      headers: who.headers,
      payload: body,
    });

  async function authorize(who: Shopper, body: Record<string, unknown>): Promise<PaymentResult> {
    const res = await authorizeRequest(who, body);
    if (res.statusCode !== 200) throw new Error(`authorize answered ${res.statusCode}: ${res.body}`);
    return res.json();
  }

  const payWithCard = (who: Shopper, orderId: string, card = TEST_CARD) =>
    authorize(who, { orderId, method: 'card', card });

  const payWithUpi = (who: Shopper, orderId: string) =>
    authorize(who, { orderId, method: 'upi', upi: { vpa: 'success@razorpay' } });

  const placeOrderRequest = (who: Shopper, result: PaymentResult, shippingInfo: ShippingInfo = SHIPPING) =>
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

  /** Pays by card for the provider order and places the order, which must be taken. */
  async function payAndPlace(
    who: Shopper,
    providerOrderId: string,
    shippingInfo: ShippingInfo = SHIPPING,
  ): Promise<Order> {
    const res = await placeOrderRequest(who, await payWithCard(who, providerOrderId), shippingInfo);
    if (res.statusCode !== 201) throw new Error(`placing the order answered ${res.statusCode}: ${res.body}`);
    return res.json();
  }

  /** Pays for the shopper's cart as the storefront does (create-order, test card, place order). */
  async function checkOutCart(who: Shopper, shippingInfo: ShippingInfo = SHIPPING): Promise<Order> {
    const paymentOrder = await createPaymentOrder(who, { currency: 'INR', shippingInfo });
    return payAndPlace(who, paymentOrder.orderId, shippingInfo);
  }

  /** A webhook from the payment provider, signed with the store's secret unless a test signs it otherwise. */
  const webhookRequest = (rawBody: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature ?? hmacHex(t.config.payment.webhookSecret, rawBody),
      },
      payload: rawBody,
    });

  /** What checkout has left behind so far: orders, paid payments and confirmation mails. */
  async function counts() {
    const [o] = await t.db.select({ n: count() }).from(orders);
    const [p] = await t.db.select({ n: count() }).from(payments).where(eq(payments.status, 'paid'));
    const [m] = await t.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'order-confirmation'));
    return { orders: o?.n ?? 0, paidPayments: p?.n ?? 0, confirmationMails: m?.n ?? 0 };
  }

  async function paymentRow(providerOrderId: string) {
    return one(await t.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)));
  }

  /** One order more than `before`, with its paid payment and its confirmation e-mail. */
  async function expectOneOrderMore(before: Awaited<ReturnType<typeof counts>>) {
    expect(await counts()).toEqual({
      orders: before.orders + 1,
      paidPayments: before.paidPayments + 1,
      confirmationMails: before.confirmationMails + 1,
    });
  }

  /** The order's confirmation e-mail, once the jobs that send it have run. */
  async function confirmationMailOf(order: Order) {
    await jobsSettled();
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'order-confirmation'),
          sql`${emailOutbox.text} like ${`%#${order.orderNumber}%`}`,
        ),
      )
      .orderBy(desc(emailOutbox.createdAt));
    if (!mail) throw new Error(`no confirmation mail for order #${order.orderNumber}`);
    return mail;
  }

  /** A refused or unsettled payment placed nothing: no order or mail, the payment still open, the cart kept. */
  async function expectNothingPlaced(
    who: Shopper,
    providerOrderId: string,
    before: Awaited<ReturnType<typeof counts>>,
    cartLines: number,
  ) {
    expect(await counts()).toEqual(before);
    expect((await paymentRow(providerOrderId)).status).toBe('created');
    expect((await getCart(who)).items).toHaveLength(cartLines);
  }

  return {
    newShopper,
    addToCart,
    getCart,
    clearCart,
    fillCart,
    createOrderRequest,
    createPaymentOrder,
    authorizeRequest,
    payWithCard,
    payWithUpi,
    placeOrderRequest,
    payAndPlace,
    checkOutCart,
    webhookRequest,
    counts,
    paymentRow,
    expectOneOrderMore,
    expectNothingPlaced,
    confirmationMailOf,
    wallLine,
    rollsLine,
  };
}

/** A test app on a fresh database, with the checkout tests' catalogue, shoppers Asha and Ravi, staff, and calls. */
export async function createCheckoutTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
) {
  const t = await createTestApp(env, options);
  const seeded = await seedProducts(t);
  const calls = checkoutCalls(t, seeded);
  return {
    ...t,
    ...calls,
    ...seeded,
    asha: await calls.newShopper('Asha'),
    ravi: await calls.newShopper('Ravi'),
    /** an account per role, for the staff's side of an order */
    staff: await createPeople(t.db),
  };
}
export type CheckoutTestApp = Awaited<ReturnType<typeof createCheckoutTestApp>>;
/** What checkout has left behind at one moment, to compare with after a step. */
export type CheckoutCounts = Awaited<ReturnType<CheckoutTestApp['counts']>>;

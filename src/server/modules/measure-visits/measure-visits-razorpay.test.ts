import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentResult, WebhookAck } from '../../../domain/checkout';
import type { Team } from '../../../domain/installation';
import type { Visit, VisitPayment, VisitSlots } from '../../../domain/measure-visit';
import {
  creditEntries,
  installationCapacity,
  measureVisitEvents,
  measureVisits,
  payments,
  users,
} from '../../db/schema';
import { hmacHex } from '../../hmac';
import { createSession } from '../auth/service';
import { reconcilePayments } from '../checkout/reconcile';
import { createPaymentProvider } from '../payment/providers';
import { paymentSignature } from '../payment/signature';
import { razorpayFake } from '../../test/razorpay-http-fake';
import {
  bearer,
  createAdminTestApp,
  TEST_SHIPPING,
  type AdminTestApp,
  type Person,
} from '../../test/store-fixtures';

// The real SDK with its HTTP layer answered by the recorded fake: the visit's fee runs through Razorpay's code
// paths (docs/decisions/075-visit-fee-paid-like-an-order.md) without leaving the machine.
vi.mock('razorpay', async (importOriginal) =>
  (await import('../../test/razorpay-http-fake')).razorpayWithFakeHttp(importOriginal),
);

const KEYS = {
  keyId: 'rzp_test_visits',
  keySecret: 'visit_key_secret',
  webhookSecret: 'visit_webhook_secret',
};

let t: AdminTestApp;
let team: Team;

beforeAll(async () => {
  t = await createAdminTestApp(0, {
    PAYMENT_PROVIDER: 'razorpay',
    PAYMENT_KEY_ID: KEYS.keyId,
    PAYMENT_KEY_SECRET: KEYS.keySecret,
    PAYMENT_WEBHOOK_SECRET: KEYS.webhookSecret,
  });
  const res = await t.call(
    'POST',
    '/api/admin/installation/teams',
    {
      name: 'Pune Visits',
      pinPrefixes: ['41'],
      workingDays: [0, 1, 2, 3, 4, 5, 6],
      startsAt: '09:00',
      endsAt: '18:00',
      jobsPerDay: 4,
      sqftPerDay: 2000,
    },
    t.people.admin,
  );
  expect(res.statusCode).toBe(201);
  team = res.json<Team>();
});
afterAll(() => t.close());

async function customer(name: string): Promise<Person> {
  const [user] = await t.db
    .insert(users)
    .values({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` })
    .returning();
  return { id: user!.id, email: user!.email, token: await createSession(t.db, user!.id) };
}

let nextSlot = 0;
/** A visit held for `who` in the next free slot, its Razorpay order opened. */
async function hold(who: Person): Promise<VisitPayment> {
  const slots = (
    await t.app.inject({ method: 'GET', url: '/api/measure-visits/slots?pin=411001' })
  ).json<VisitSlots>().slots;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/measure-visits',
    headers: bearer(who),
    payload: {
      // A day of its own, so its team-day holds this visit's place alone.
      slot: slots.filter((s) => s.period === 'morning')[nextSlot++]!.slot,
      address: { ...TEST_SHIPPING, zip: '411001', city: 'Pune', state: 'Maharashtra' },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<VisitPayment>();
}

/** What Razorpay's checkout hands the page's handler after the customer pays. */
const checkoutResult = (orderId: string, paymentId: string): PaymentResult => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: paymentSignature(KEYS.keySecret, orderId, paymentId),
});

const confirm = (who: Person, payment: VisitPayment, result: PaymentResult) =>
  t.app.inject({
    method: 'POST',
    url: `/api/measure-visits/${payment.visitId}/confirm`,
    headers: bearer(who),
    payload: result,
  });

/**
 * Razorpay's webhook events as documented (https://razorpay.com/docs/webhooks/payloads/payments/ and
 * /payloads/orders/): payment.captured carries the payment; order.paid the payment and the order.
 */
function event(
  name: 'payment.captured' | 'order.paid',
  payment: ReturnType<ReturnType<typeof razorpayFake>['pay']>,
) {
  const order = razorpayFake().orders.get(payment.order_id)!;
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: name,
    contains: name === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: {
        entity: {
          ...payment,
          amount_refunded: 0,
          refund_status: null,
          captured: true,
          description: null,
          email: TEST_SHIPPING.email,
          contact: '+919845012345',
          fee: 1_178,
          tax: 180,
          error_code: null,
          created_at: 1_767_000_000,
        },
      },
      ...(name === 'order.paid'
        ? {
            order: {
              entity: {
                ...order,
                entity: 'order',
                amount_paid: order.amount,
                amount_due: 0,
                status: 'paid',
                attempts: 1,
                notes: [],
                created_at: 1_767_000_000,
              },
            },
          }
        : {}),
    },
    created_at: 1_767_000_001,
  });
}

const webhook = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(KEYS.webhookSecret, body),
    },
    payload: body,
  });

const reconcile = () =>
  reconcilePayments(t.db, t.config, createPaymentProvider(t.config, t.db, t.app.log), t.app.log);

/** Made long enough ago for reconciliation to ask Razorpay about it. */
const backdate = (orderId: string) =>
  t.db
    .update(payments)
    .set({ createdAt: sql`now() - interval '10 minutes'` })
    .where(eq(payments.providerOrderId, orderId));

/** What one visit's payment left behind: its status, the credits, the events and its team-day's places. */
async function outcome(who: Person, payment: VisitPayment) {
  const [visit] = await t.db.select().from(measureVisits).where(eq(measureVisits.id, payment.visitId));
  const credits = await t.db.select().from(creditEntries).where(eq(creditEntries.userId, who.id));
  const events = await t.db
    .select()
    .from(measureVisitEvents)
    .where(eq(measureVisitEvents.visitId, payment.visitId));
  const [place] = await t.db
    .select()
    .from(installationCapacity)
    .where(and(eq(installationCapacity.teamId, team.id), eq(installationCapacity.day, visit!.day!)));
  const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, payment.orderId));
  return {
    status: visit!.status,
    paymentId: visit!.paymentId,
    credits: credits.map((c) => [c.reason, c.amountPaise]),
    events: events.map((e) => e.kind).sort(),
    jobs: place?.jobs,
    payment: { status: row!.status, paymentId: row!.paymentId },
  };
}

const bookedOnce = (paymentId: string) => ({
  status: 'booked',
  paymentId,
  credits: [['measure_visit', 49_900]],
  events: ['booked', 'held', 'paid'],
  jobs: 1,
  payment: { status: 'paid', paymentId },
});

describe('a measurement visit paid through Razorpay', () => {
  it('opens a Razorpay order for the fee, its payments row the receipt', async () => {
    const payment = await hold(await customer('Receipt Visit'));
    const request = razorpayFake().requests.at(-1);
    const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, payment.orderId));
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      body: { amount: 49_900, currency: 'INR', receipt: row!.id },
      auth: { username: KEYS.keyId, password: KEYS.keySecret },
    });
    expect(payment).toMatchObject({ amount: 49_900, currency: 'INR', keyId: KEYS.keyId });
    expect(row).toMatchObject({
      provider: 'razorpay',
      status: 'created',
      checkout: { measureVisit: { visitId: payment.visitId } },
    });
  });

  it('books it when the browser comes back with the signed payment Razorpay confirms', async () => {
    const who = await customer('Browser Visit');
    const payment = await hold(who);
    const paid = razorpayFake().pay(payment.orderId);
    const res = await confirm(who, payment, checkoutResult(payment.orderId, paid.id));
    expect(res.statusCode).toBe(200);
    expect(res.json<Visit>()).toMatchObject({ status: 'booked', team: 'Pune Visits' });
    expect(razorpayFake().requests.map((r) => `${r.method} ${r.url}`)).toContain(
      `GET /v1/payments/${paid.id}`,
    );
    expect(await outcome(who, payment)).toEqual(bookedOnce(paid.id));
  });

  it('refuses a payment of another amount, from the browser and the webhook alike', async () => {
    const who = await customer('Short Visit');
    const payment = await hold(who);
    const paid = razorpayFake().pay(payment.orderId, { amount: 100 });
    const res = await confirm(who, payment, checkoutResult(payment.orderId, paid.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The payment amount does not match the order.' });
    expect((await webhook(event('payment.captured', paid))).json<WebhookAck>()).toEqual({
      status: 'rejected',
    });
    expect((await outcome(who, payment)).credits).toEqual([]);
  });

  it.each(['payment.captured', 'order.paid'] as const)(
    'books it from the %s webhook when the browser never comes back; a late browser finds it booked',
    async (name) => {
      const who = await customer(`Webhook Visit ${name}`);
      const payment = await hold(who);
      const paid = razorpayFake().pay(payment.orderId);
      expect((await webhook(event(name, paid))).json<WebhookAck>()).toEqual({ status: 'processed' });
      expect((await webhook(event(name, paid))).json<WebhookAck>()).toEqual({ status: 'duplicate' });
      const late = await confirm(who, payment, checkoutResult(payment.orderId, paid.id));
      expect(late.json<Visit>().status).toBe('booked');
      expect(await outcome(who, payment)).toEqual(bookedOnce(paid.id));
    },
  );

  it('books it by reconciliation when neither the browser nor the webhook came back, once', async () => {
    const who = await customer('Reconciled Visit');
    const payment = await hold(who);
    razorpayFake().pay(payment.orderId, { status: 'failed' });
    const paid = razorpayFake().pay(payment.orderId);
    await backdate(payment.orderId);
    await reconcile();
    expect(razorpayFake().requests.map((r) => `${r.method} ${r.url}`)).toContain(
      `GET /v1/orders/${payment.orderId}/payments`,
    );
    expect(await outcome(who, payment)).toEqual(bookedOnce(paid.id));
    // Paid rows are no longer asked about.
    const asked = razorpayFake().requests.length;
    await reconcile();
    expect(
      razorpayFake()
        .requests.slice(asked)
        .map((r) => r.url),
    ).not.toContain(`/v1/orders/${payment.orderId}/payments`);
  });

  it('books once and credits once when 8 browsers, both webhooks and reconciliation report it at once', async () => {
    const who = await customer('Racing Visit');
    const payment = await hold(who);
    const paid = razorpayFake().pay(payment.orderId);
    await backdate(payment.orderId);
    const result = checkoutResult(payment.orderId, paid.id);
    const [browsers, hooks] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => confirm(who, payment, result))),
      Promise.all(
        ['payment.captured', 'order.paid', 'payment.captured', 'order.paid'].map((name) =>
          webhook(event(name as 'payment.captured' | 'order.paid', paid)),
        ),
      ),
      reconcile(),
      reconcile(),
    ]);
    expect(browsers.map((b) => b.statusCode)).toEqual(Array(8).fill(200));
    expect(browsers.map((b) => b.json<Visit>().status)).toEqual(Array(8).fill('booked'));
    expect(hooks.map((h) => h.statusCode)).toEqual(Array(4).fill(200));
    expect(await outcome(who, payment)).toEqual(bookedOnce(paid.id));
  });
});

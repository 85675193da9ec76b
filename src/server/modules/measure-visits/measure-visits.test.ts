import { and, eq, sql } from 'drizzle-orm';
import type { PaymentResult, WebhookAck } from '../../../domain/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditAccount } from '../../../domain/credit';
import {
  addDays,
  indiaDay,
  INSTALLATION_MESSAGES,
  type Team,
  type TeamBodyInput,
} from '../../../domain/installation';
import {
  VISIT_MESSAGES,
  type Visit,
  type VisitJob,
  type VisitPayment,
  type VisitSlots,
} from '../../../domain/measure-visit';
import {
  creditEntries,
  emailOutbox,
  installationCapacity,
  measureVisits,
  payments,
  products,
  users,
} from '../../db/schema';
import { hmacHex } from '../../hmac';
import { capturedEvent } from '../../test/checkout';
import { reconcilePayments } from '../checkout/reconcile';
import { createPaymentProvider } from '../payment/providers';
import { paymentSignature } from '../payment/signature';
import { jobsSettled } from '../../jobs';
import { createSession } from '../auth/service';
import { latestMailTo } from '../mail/service';
import { ACCOUNT_NEEDED } from '../../plugins/auth';
import {
  bearer,
  createAdminTestApp,
  TEST_SHIPPING,
  type AdminTestApp,
  type Person,
} from '../../test/store-fixtures';
import { sendVisitReminders } from './mail';
import { releaseLapsedVisits } from './service';

let t: AdminTestApp;
const teams: Record<string, Team> = {};
let customFit: string;
let roll: string;

const teamBody = (name: string, pin: string, jobsPerDay: number): TeamBodyInput => ({
  name,
  pinPrefixes: [pin],
  workingDays: [0, 1, 2, 3, 4, 5, 6],
  startsAt: '09:00',
  endsAt: '18:00',
  jobsPerDay,
  sqftPerDay: 2000,
});

const address = (zip: string) => ({
  ...TEST_SHIPPING,
  zip,
  state: zip.startsWith('40') ? 'Maharashtra' : 'Karnataka',
});
const CARD = { number: '4111111111111111', expiry: '12/40', cvc: '123', name: 'Test' };

const slotsFor = async (pin: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/measure-visits/slots?pin=${pin}` })).json<VisitSlots>();
const create = (who: Person, slot: string, zip = '560001', extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/measure-visits',
    headers: bearer(who),
    payload: { slot, address: address(zip), productId: customFit, ...extra },
  });
/** The sandbox's payment dialog: the test card is checked and the payment signed, as Razorpay's checkout does. */
const authorize = (who: Person, payment: VisitPayment, card = CARD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/authorize',
    headers: bearer(who),
    payload: { orderId: payment.orderId, method: 'card', card },
  });
/** The browser coming back with the dialog's signed payment. */
const confirm = (who: Person, payment: VisitPayment, result: PaymentResult) =>
  t.app.inject({
    method: 'POST',
    url: `/api/measure-visits/${payment.visitId}/confirm`,
    headers: bearer(who),
    payload: result,
  });
/** Pays in the dialog and comes back, as the booking page does. */
async function pay(who: Person, payment: VisitPayment) {
  const authorized = await authorize(who, payment);
  expect(authorized.statusCode).toBe(200);
  return confirm(who, payment, authorized.json<PaymentResult>());
}
const capacity = async (teamId: string, day: string) =>
  (
    await t.db
      .select()
      .from(installationCapacity)
      .where(and(eq(installationCapacity.teamId, teamId), eq(installationCapacity.day, day)))
  )[0];

async function customer(name: string): Promise<Person> {
  const [user] = await t.db
    .insert(users)
    .values({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` })
    .returning();
  return { id: user!.id, email: user!.email, token: await createSession(t.db, user!.id) };
}

beforeAll(async () => {
  // The webhook route exists only with a secret of the store's own.
  t = await createAdminTestApp(6, { PAYMENT_WEBHOOK_SECRET: 'test_webhook_secret' });
  customFit = t.products.find((p) => p.kind === 'customised')!.id;
  roll = t.products.find((p) => p.kind === 'rolls')!.id;
  for (const [key, body] of [
    ['bengaluru', teamBody('Bengaluru Visits', '56', 4)],
    ['mumbai', teamBody('Mumbai One A Day', '40', 1)],
  ] as const) {
    const res = await t.call('POST', '/api/admin/installation/teams', body, t.people.admin);
    expect(res.statusCode).toBe(201);
    teams[key] = res.json<Team>();
  }
  await t.call(
    'PUT',
    `/api/admin/installation/teams/${teams.bengaluru!.id}/installers`,
    { installerIds: [t.people.installer.id] },
    t.people.admin,
  );
});
afterAll(() => t.close());

const bookedMails = async () =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'measure-visit-booked'))).length;
const webhookRequest = (rawBody: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(t.config.payment.webhookSecret, rawBody),
    },
    payload: rawBody,
  });

describe('booking and paying a measurement visit', () => {
  it('offers the fee and slots from tomorrow in India for a PIN a team serves, none elsewhere', async () => {
    const answer = await slotsFor('560001');
    expect(answer.fee).toBe(499);
    expect(answer.creditDays).toBe(60);
    expect(answer.slots[0]).toMatchObject({ day: addDays(indiaDay(new Date()), 1), period: 'morning' });
    expect((await slotsFor('700001')).slots).toEqual([]);
  });

  it('needs an account: no session is 401, a guest session 403', async () => {
    const { slots } = await slotsFor('560001');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/measure-visits',
      payload: { slot: slots[0]!.slot, address: address('560001') },
    });
    expect(none.statusCode).toBe(401);
    const [guest] = await t.db
      .insert(users)
      .values({ name: 'Guest', email: 'guest-visit@example.com', guest: true })
      .returning();
    const guestPerson = { id: guest!.id, email: guest!.email, token: await createSession(t.db, guest!.id) };
    const refused = await create(guestPerson, slots[0]!.slot);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ACCOUNT_NEEDED });
  });

  it('refuses a stale fee, a product that is not custom-fit and an unserved PIN', async () => {
    const { slots } = await slotsFor('560001');
    const stale = await create(t.people.customer, slots[0]!.slot, '560001', { amount: 39_900 });
    expect(stale.json()).toEqual({ message: VISIT_MESSAGES.feeChanged });
    const rolls = await create(t.people.customer, slots[0]!.slot, '560001', { productId: roll });
    expect(rolls.json()).toEqual({ message: VISIT_MESSAGES.productNotCustom });
    const far = await t.app.inject({
      method: 'POST',
      url: '/api/measure-visits',
      headers: bearer(t.people.customer),
      payload: { slot: slots[0]!.slot, address: { ...TEST_SHIPPING, zip: '700001', state: 'West Bengal' } },
    });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ message: VISIT_MESSAGES.noTeam });
  });

  it('holds the slot, takes the fee once, and credits it to the store credit for 60 days', async () => {
    const buyer = await customer('Visit Buyer');
    const { slots } = await slotsFor('560001');
    const slot = slots[2]!;
    const created = await create(buyer, slot.slot, '560001', { amount: 49_900 });
    expect(created.statusCode).toBe(201);
    const payment = created.json<VisitPayment>();
    expect(payment.amount).toBe(49_900);
    expect(await capacity(teams.bengaluru!.id, slot.day)).toMatchObject({ jobs: 1 });

    const declined = await authorize(buyer, payment, { ...CARD, number: '4000000000000002' });
    expect(declined.statusCode).toBe(402);
    const authorized = await authorize(buyer, payment);
    expect(authorized.statusCode).toBe(200);
    const result = authorized.json<PaymentResult>();
    const mails = await bookedMails();
    // Eight reports of one payment at once (double taps, retries), the captured webhook and reconciliation racing
    // them: one visit booked, one credit, one confirmation.
    const reconciler = createPaymentProvider(t.config, t.db, t.app.log);
    const webhook = capturedEvent({
      id: result.razorpay_payment_id,
      order_id: payment.orderId,
      amount: 49_900,
    });
    await t.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(payments.providerOrderId, payment.orderId));
    const [paid, hooks, reconciled] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => confirm(buyer, payment, result))),
      Promise.all(Array.from({ length: 3 }, () => webhookRequest(webhook))),
      Promise.all(Array.from({ length: 2 }, () => reconcilePayments(t.db, t.config, reconciler, t.app.log))),
    ]);
    expect(paid.map((p) => p.statusCode)).toEqual(Array(8).fill(200));
    expect(hooks.map((h) => h.statusCode)).toEqual(Array(3).fill(200));
    expect(
      [...hooks.map((h) => h.json<WebhookAck>().status), ...reconciled.map((r) => r.completed)].filter(
        (s) => s === 'processed' || s === 1,
      ).length,
    ).toBeLessThanOrEqual(1);
    const visit = paid[0]!.json<Visit>();
    expect(visit).toMatchObject({
      status: 'booked',
      team: 'Bengaluru Visits',
      slot: { slot: slot.slot },
      fee: 499,
    });
    const credits = await t.db.select().from(creditEntries).where(eq(creditEntries.userId, buyer.id));
    expect(credits.map((c) => [c.reason, c.amountPaise])).toEqual([['measure_visit', 49_900]]);
    const days = (credits[0]!.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThan(60.1);
    const account = await t.app.inject({ method: 'GET', url: '/api/account/credit', headers: bearer(buyer) });
    expect(account.json<CreditAccount>().balance).toBe(499);
    expect(await capacity(teams.bengaluru!.id, slot.day)).toMatchObject({ jobs: 1 });
    expect(visit.history.map((e) => e.kind)).toEqual(['held', 'paid', 'booked']);
    const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, payment.orderId));
    expect(row).toMatchObject({ status: 'paid', paymentId: result.razorpay_payment_id, orderId: null });
    await jobsSettled();
    expect(await bookedMails()).toBe(mails + 1);
    // Paid is paid: the dialog will not take a second payment, and no order is placed from it.
    const again = await authorize(buyer, payment);
    expect(again.json()).toEqual({ message: 'This order has already been paid.' });
    const asOrder = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(buyer),
      payload: {
        shippingInfo: address('560001'),
        orderId: payment.orderId,
        paymentId: result.razorpay_payment_id,
        signature: result.razorpay_signature,
      },
    });
    expect(asOrder.statusCode).toBe(404);
  });

  it('refuses a confirmation forged, for another visit, or of a payment never made', async () => {
    const buyer = await customer('Visit Forger');
    const { slots } = await slotsFor('560001');
    const payment = (await create(buyer, slots[3]!.slot)).json<VisitPayment>();
    const other = (await create(buyer, slots[4]!.slot)).json<VisitPayment>();
    const result = (await authorize(buyer, payment)).json<PaymentResult>();
    const forged = await confirm(buyer, payment, { ...result, razorpay_signature: '0'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Payment verification failed' });
    expect((await confirm(buyer, other, result)).statusCode).toBe(404);
    expect((await confirm(t.people.customer, payment, result)).statusCode).toBe(404);
    const unpaid = await confirm(buyer, other, {
      razorpay_order_id: other.orderId,
      razorpay_payment_id: 'pay_Never000000001',
      razorpay_signature: paymentSignature(t.config.payment.keySecret, other.orderId, 'pay_Never000000001'),
    });
    expect(unpaid.statusCode).toBe(400);
    const credits = await t.db.select().from(creditEntries).where(eq(creditEntries.userId, buyer.id));
    expect(credits).toEqual([]);
  });

  it('gives the last place of a team to exactly one of 20 customers booking at once', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => customer(`Racer ${i}`)));
    const { slots } = await slotsFor('400001');
    const slot = slots[5]!;
    const answers = await Promise.all(people.map((p) => create(p, slot.slot, '400001')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toEqual({ message: INSTALLATION_MESSAGES.slotTaken });
    expect(await capacity(teams.mumbai!.id, slot.day)).toMatchObject({ jobs: 1 });
    expect((await slotsFor('400001')).slots.map((s) => s.day)).not.toContain(slot.day);
  });

  it('gives an unpaid hold back after 15 minutes; a late payment takes a place again or waits for staff', async () => {
    const late = await customer('Late Payer');
    const other = await customer('Other Payer');
    const { slots } = await slotsFor('400001');
    const slot = slots[8]!;
    const payment = (await create(late, slot.slot, '400001')).json<VisitPayment>();
    await t.db
      .update(measureVisits)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(measureVisits.id, payment.visitId));
    expect(await releaseLapsedVisits(t.db, new Date())).toBe(1);
    expect(await releaseLapsedVisits(t.db, new Date())).toBe(0);
    expect(await capacity(teams.mumbai!.id, slot.day)).toMatchObject({ jobs: 0 });
    // Someone else takes the freed place; the late payment still counts, without a slot.
    expect((await create(other, slot.slot, '400001')).statusCode).toBe(201);
    const paid = await pay(late, payment);
    expect(paid.json<Visit>()).toMatchObject({ status: 'unbooked', slot: null });
    const board = await t.call('GET', '/api/admin/installation/visits', undefined, t.people.viewer);
    expect(board.json<VisitJob[]>().find((v) => v.id === payment.visitId)?.status).toBe('unbooked');
    const credits = await t.db.select().from(creditEntries).where(eq(creditEntries.userId, late.id));
    expect(credits).toHaveLength(1);
  });

  it('moves a booked visit up to 24 hours before it, not after', async () => {
    const mover = await customer('Visit Mover');
    const { slots } = await slotsFor('560001');
    const payment = (await create(mover, slots[10]!.slot)).json<VisitPayment>();
    await pay(mover, payment);
    const move = (slot: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/measure-visits/${payment.visitId}/slot`,
        headers: bearer(mover),
        payload: { slot },
      });
    await t.db
      .update(measureVisits)
      .set({ startsAt: new Date(Date.now() + 23 * 3_600_000) })
      .where(eq(measureVisits.id, payment.visitId));
    const tooLate = await move(slots[12]!.slot);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toEqual({ message: INSTALLATION_MESSAGES.tooLate });
    await t.db
      .update(measureVisits)
      .set({ startsAt: new Date(Date.now() + 25 * 3_600_000) })
      .where(eq(measureVisits.id, payment.visitId));
    const moved = await move(slots[12]!.slot);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Visit>().slot?.slot).toBe(slots[12]!.slot);
    expect(moved.json<Visit>().history.map((e) => e.kind)).toEqual(['held', 'paid', 'booked', 'rescheduled']);
    expect(await capacity(teams.bengaluru!.id, slots[10]!.day)).toMatchObject({ jobs: 0 });
    expect(await capacity(teams.bengaluru!.id, slots[12]!.day)).toMatchObject({ jobs: 1 });
    // Someone else's visit is a missing one.
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/measure-visits/${payment.visitId}/slot`,
      headers: bearer(t.people.customer),
      payload: { slot: slots[14]!.slot },
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('the visit on the installer’s day', () => {
  it('lists the team’s visits, records the walls, and shows them in the customer’s account', async () => {
    const owner = await customer('Wall Owner');
    const { slots } = await slotsFor('560001');
    const payment = (await create(owner, slots[16]!.slot)).json<VisitPayment>();
    await pay(owner, payment);
    const list = await t.call(
      'GET',
      `/api/admin/installer/visits?day=${slots[16]!.day}`,
      undefined,
      t.people.installer,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json<VisitJob[]>().map((v) => v.id)).toContain(payment.visitId);
    const bad = await t.call(
      'POST',
      `/api/admin/installer/visits/${payment.visitId}/walls`,
      { walls: [{ widthIn: 0, heightIn: 96 }] },
      t.people.installer,
    );
    expect(bad.statusCode).toBe(400);
    const walls = [
      { name: 'Living room', widthIn: 144, heightIn: 108, openings: [{ widthIn: 36, heightIn: 84 }] },
      { name: 'Bedroom', widthIn: 120, heightIn: 96 },
    ];
    const done = await t.call(
      'POST',
      `/api/admin/installer/visits/${payment.visitId}/walls`,
      { walls, notes: 'Skirting 4 in' },
      t.people.installer,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json<VisitJob>()).toMatchObject({
      status: 'done',
      walls: [{ name: 'Living room' }, { openings: [] }],
    });
    // Only installers reach the installer's routes; another team's installer sees it as missing.
    expect(
      (
        await t.call(
          'POST',
          `/api/admin/installer/visits/${payment.visitId}/walls`,
          { walls },
          t.people.editor,
        )
      ).statusCode,
    ).toBe(403);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/account/measure-visits',
      headers: bearer(owner),
    });
    const [visit] = mine.json<Visit[]>();
    expect(visit).toMatchObject({
      status: 'done',
      product: { id: customFit },
      walls: [{ widthIn: 144 }, { widthIn: 120 }],
    });
    // The customer adds a measured wall to the cart as the custom-fit design in that size.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(owner),
      payload: { productId: customFit, quantity: 1, customDimensions: { width: 144, height: 108 } },
    });
    expect(added.statusCode).toBe(200);
  });

  it('reminds each customer once, the day before the visit in India', async () => {
    const reminded = await customer('Reminded');
    const { slots } = await slotsFor('560001');
    const payment = (await create(reminded, slots[18]!.slot)).json<VisitPayment>();
    await pay(reminded, payment);
    await t.db
      .update(measureVisits)
      .set({ day: addDays(indiaDay(new Date()), 1) })
      .where(eq(measureVisits.id, payment.visitId));
    expect((await sendVisitReminders(t.db, t.config, new Date())).reminded).toBe(1);
    expect((await sendVisitReminders(t.db, t.config, new Date())).reminded).toBe(0);
    await jobsSettled();
    expect((await latestMailTo(t.db, TEST_SHIPPING.email))?.kind).toBe('measure-visit-reminder');
    const [row] = await t.db.select().from(products).where(eq(products.id, customFit));
    expect(row?.kind).toBe('customised');
  });
});

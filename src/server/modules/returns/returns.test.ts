import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '../../../domain/order-admin';
import type { Order } from '../../../domain/order';
import { RETURN_MESSAGES, type Returnable, type ReturnRequest } from '../../../domain/returns';
import {
  creditEntries,
  emailOutbox,
  orderStatusHistory,
  payments,
  refunds,
  returnRequests,
  users,
} from '../../db/schema';
import { jobsSettled } from '../../jobs';
import { createCheckoutTestApp, type CheckoutTestApp, type Shopper } from '../../test/checkout';
import { multipart, pngBytes } from '../../test/uploads';
import { bearer } from '../../test/store-fixtures';
import { orderLinkToken } from '../orders/link';

/** Decision 029: returns and exchanges of delivered lines, with photos, decisions, refunds and e-mails. */

let t: CheckoutTestApp;
/** the owner of the last delivered order: a shopper per order, so the request rate limit is never reached */
let shopper: Shopper;
let shoppers = 0;

beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who = t.staff.admin) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: bearer(who) });

/** A custom-fit wall and three rolls, paid, shipped and delivered. */
async function deliveredOrder(
  options: { guest?: boolean } = {},
): Promise<{ order: Order; wall: string; rolls: string }> {
  shoppers += 1;
  const who = await t.newShopper(`Asha${shoppers}`);
  // A guest is an account row without a password that checked out (decision 019).
  if (options.guest) await t.db.update(users).set({ guest: true }).where(eq(users.id, who.id));
  shopper = who;
  await t.fillCart(who, t.wallLine({ selectedMaterial: 'Fabric', installation: false }), t.rollsLine(3));
  const order = await t.checkOutCart(who);
  for (const status of ['processing', 'shipped', 'delivered'])
    expect(
      (
        await admin('PATCH', `/orders/${order.id}/status`, {
          status,
          carrier: 'Delhivery',
          trackingNumber: 'DL123456',
        })
      ).statusCode,
    ).toBe(200);
  const { returnable } = (await returnsOf(order.id, who)).json<{ returnable: Returnable }>();
  const wall = returnable.lines.find((l) => l.kind === 'customised')?.lineId;
  const rolls = returnable.lines.find((l) => l.kind === 'rolls')?.lineId;
  if (!wall || !rolls) throw new Error('expected both lines');
  return { order, wall, rolls };
}

const returnsOf = (orderId: string, who?: Shopper, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/returns${token ? `?token=${token}` : ''}`,
    headers: who?.headers ?? {},
  });

const ask = (orderId: string, body: object, who: Shopper | null = shopper, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns${token ? `?token=${token}` : ''}`,
    headers: who?.headers ?? {},
    payload: body,
  });

const damaged = (lines: { lineId: string; quantity: number }[], photos: string[] = []) => ({
  kind: 'return',
  reason: 'damaged',
  details: 'The roll was crushed at one end.',
  photos,
  lines,
});

async function photo(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/inspiration',
    ...multipart('damage.png', 'image/png', await pngBytes(60, 40), shopper.headers),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ url: string }>().url;
}

async function mailsTo(kind: string) {
  await jobsSettled();
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
}

describe('requesting a return', () => {
  it('records a return of some rolls with a photo, and e-mails the customer', async () => {
    const { order, rolls } = await deliveredOrder();
    const url = await photo();
    const res = await ask(order.id, damaged([{ lineId: rolls, quantity: 2 }], [url]));
    expect(res.statusCode).toBe(201);
    const request = res.json<ReturnRequest>();
    expect(request).toMatchObject({
      status: 'requested',
      kind: 'return',
      photos: [url],
      lines: [{ lineId: rolls, quantity: 2 }],
    });
    const rollLine = order.items.find((i) => i.kind === 'rolls');
    // Two of three rolls, with their share of the tax charged on the subtotal.
    const goods = Math.round(((rollLine?.amount ?? 0) * 100 * 2) / 3);
    expect(Math.round(request.amount * 100)).toBe(goods + Math.round((goods * order.tax) / order.subtotal));
    const mails = await mailsTo('return-requested');
    expect(mails.some((m) => m.subject.includes(order.orderNumber))).toBe(true);
    // The form now offers the one roll left, and nothing while this request waits.
    const { returnable } = (await returnsOf(order.id, shopper)).json<{ returnable: Returnable }>();
    expect(returnable.lines.find((l) => l.lineId === rolls)?.left).toBe(0);
  });

  it('refuses a photo that is not one of our uploads, or no longer exists', async () => {
    const { order, rolls } = await deliveredOrder();
    const outside = await ask(
      order.id,
      damaged([{ lineId: rolls, quantity: 1 }], ['https://evil.example/a.png']),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ message: 'Invalid photo' });
    const gone = await ask(
      order.id,
      damaged(
        [{ lineId: rolls, quantity: 1 }],
        ['/images/uploads-00000000-0000-4000-8000-000000000000.webp'],
      ),
    );
    expect(gone.statusCode).toBe(400);
    const tooMany = await ask(
      order.id,
      damaged([{ lineId: rolls, quantity: 1 }], Array(6).fill(await photo())),
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('bounds quantities by what was bought and not yet returned, and one open request per line', async () => {
    const { order, rolls, wall } = await deliveredOrder();
    const rollName = order.items.find((i) => i.kind === 'rolls')?.product.name ?? '';
    expect((await ask(order.id, damaged([{ lineId: rolls, quantity: 4 }]))).json()).toEqual({
      message: `At most 3 of "${rollName}" can still be returned or exchanged.`,
    });
    expect((await ask(order.id, damaged([{ lineId: rolls, quantity: 0 }]))).statusCode).toBe(400);
    const first = await ask(order.id, damaged([{ lineId: rolls, quantity: 2 }]));
    expect(first.statusCode).toBe(201);
    const open = await ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]));
    expect(open.statusCode).toBe(409);
    // The other line is free.
    expect((await ask(order.id, damaged([{ lineId: wall, quantity: 1 }]))).statusCode).toBe(201);
    // Once approved, only the one roll left may go back.
    await admin('POST', `/returns/${first.json<ReturnRequest>().id}/decision`, { decision: 'approve' });
    expect((await ask(order.id, damaged([{ lineId: rolls, quantity: 2 }]))).statusCode).toBe(400);
    expect((await ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]))).statusCode).toBe(201);
    expect((await ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]))).statusCode).toBe(409);
    const unknown = await ask(
      order.id,
      damaged([{ lineId: '00000000-0000-4000-8000-000000000000', quantity: 1 }]),
    );
    expect(unknown.json()).toEqual({ message: 'One of the lines is not part of this order.' });
  });

  it('keeps 10 requests for the same line sent at once to one', async () => {
    const { order, rolls } = await deliveredOrder();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });

  it('opens within 7 days of delivery only, and never before delivery', async () => {
    const { order, rolls } = await deliveredOrder();
    await t.db
      .update(orderStatusHistory)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'delivered')));
    const late = await ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      message: 'Returns and exchanges can be requested within 7 days of delivery.',
    });
    expect(
      (await returnsOf(order.id, shopper)).json<{ returnable: Returnable }>().returnable.deadline,
    ).toBeNull();

    await t.db
      .update(orderStatusHistory)
      .set({ createdAt: new Date(Date.now() - 6 * 24 * 3600_000) })
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'delivered')));
    expect((await ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]))).statusCode).toBe(201);

    await admin('PATCH', `/orders/${order.id}/status`, { status: 'completed' });
    await t.fillCart(shopper, t.rollsLine(1));
    const fresh = await t.checkOutCart(shopper);
    const { returnable } = (await returnsOf(fresh.id, shopper)).json<{ returnable: Returnable }>();
    const early = await ask(fresh.id, damaged([{ lineId: returnable.lines[0]!.lineId, quantity: 1 }]));
    expect(early.json()).toEqual({ message: 'Only a delivered order can be returned or exchanged.' });
  });

  it('accepts a change of mind only as an exchange of rolls (the policy page)', async () => {
    const { order, rolls, wall } = await deliveredOrder();
    const mind = { kind: 'exchange', reason: 'changed_mind', details: 'Prefer the blue one.' };
    expect((await ask(order.id, { ...mind, lines: [{ lineId: wall, quantity: 1 }] })).statusCode).toBe(400);
    expect(
      (await ask(order.id, { ...mind, kind: 'return', lines: [{ lineId: rolls, quantity: 1 }] })).statusCode,
    ).toBe(400);
    expect((await ask(order.id, { ...mind, lines: [{ lineId: rolls, quantity: 1 }] })).statusCode).toBe(201);
  });

  it("is the owner's: another customer gets 404, a guest's signed link works, no session 401", async () => {
    const { order, rolls } = await deliveredOrder();
    expect((await ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]), t.ravi)).statusCode).toBe(404);
    expect((await ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]), null)).statusCode).toBe(401);
    const token = orderLinkToken(t.config.orderLinkSecret, order.id);
    expect((await ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]), null, token)).statusCode).toBe(
      201,
    );
    expect((await returnsOf(order.id, undefined, token)).statusCode).toBe(200);
  });
});

describe('deciding', () => {
  it('refunds an approved return exactly once, even approved 10 times at once, with a credit note', async () => {
    const { order, rolls } = await deliveredOrder();
    const request = (await ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]))).json<ReturnRequest>();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin('POST', `/returns/${request.id}/decision`, { decision: 'approve' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const made = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      amountPaise: Math.round(request.amount * 100),
      status: 'succeeded',
      idempotencyKey: `return-${request.id}`,
    });
    expect(made[0]?.creditNoteNumber).toMatch(/^WC\/CN\//);
    const detail = (await admin('GET', `/orders/${order.id}`)).json<AdminOrderDetail>();
    expect(detail.refunded).toBe(request.amount);
    const approved = (await mailsTo('return-approved')).filter((m) => m.subject.includes(order.orderNumber));
    expect(approved).toHaveLength(1);
    // Approving again later is harmless; rejecting an approved request is refused.
    expect((await admin('POST', `/returns/${request.id}/decision`, { decision: 'approve' })).statusCode).toBe(
      200,
    );
    const reject = await admin('POST', `/returns/${request.id}/decision`, { decision: 'reject', note: 'No' });
    expect(reject.statusCode).toBe(409);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it('refunds a return the customer chose as store credit wholly to the ledger, once, asking no provider', async () => {
    const { order, rolls } = await deliveredOrder();
    const body = { ...damaged([{ lineId: rolls, quantity: 1 }]), refundToCredit: true };
    const request = (await ask(order.id, body)).json<ReturnRequest>();
    expect(request.refundToCredit).toBe(true);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin('POST', `/returns/${request.id}/decision`, { decision: 'approve' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    const made = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(made).toHaveLength(1);
    const amountPaise = Math.round(request.amount * 100);
    expect(made[0]).toMatchObject({
      amountPaise,
      creditPaise: amountPaise,
      giftCardPaise: 0,
      status: 'succeeded',
    });
    expect(made[0]?.providerRefundId).toBe(`store-${made[0]?.id}`);
    expect(made[0]?.creditNoteNumber).toMatch(/^WC\/CN\//);
    const ledger = await t.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.userId, shopper.id), eq(creditEntries.reason, 'refund')));
    expect(ledger.map((e) => [e.amountPaise, e.orderId])).toEqual([[amountPaise, order.id]]);
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/account/credit',
      headers: shopper.headers,
    });
    expect(account.json<{ balance: number }>().balance).toBe(request.amount);
  });

  it("refuses store credit on a guest's return with the reason, and records nothing", async () => {
    const { order, rolls } = await deliveredOrder({ guest: true });
    const body = { ...damaged([{ lineId: rolls, quantity: 1 }]), refundToCredit: true };
    const token = orderLinkToken(t.config.orderLinkSecret, order.id);
    for (const [who, link] of [
      [null, token],
      [shopper, undefined],
    ] as const) {
      const res = await ask(order.id, body, who, link);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: RETURN_MESSAGES.creditNeedsAccount });
    }
    expect(await t.db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id))).toEqual([]);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    expect(await t.db.select().from(creditEntries).where(eq(creditEntries.userId, shopper.id))).toEqual([]);
    const { returnable } = (await returnsOf(order.id, undefined, token)).json<{ returnable: Returnable }>();
    expect(returnable.lines.find((l) => l.lineId === rolls)?.left).toBe(3);
    // The same return refunded to how the guest paid is taken.
    const { refundToCredit: _credit, ...toSource } = body;
    expect((await ask(order.id, toSource, null, token)).statusCode).toBe(201);
  });

  it('keeps a return approved when its refund fails, and refunds it on the next approval', async () => {
    const { order, rolls } = await deliveredOrder();
    const request = (await ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]))).json<ReturnRequest>();
    // The sandbox refuses more than the payment took.
    await t.db.update(payments).set({ amountPaise: 1 }).where(eq(payments.orderId, order.id));
    const refused = await admin('POST', `/returns/${request.id}/decision`, { decision: 'approve' });
    expect(refused.statusCode).toBe(400);
    expect((await admin('GET', `/returns?orderId=${order.id}`)).json<ReturnRequest[]>()[0]?.status).toBe(
      'approved',
    );
    expect((await mailsTo('return-approved')).some((m) => m.subject.includes(order.orderNumber))).toBe(false);
    await t.db
      .update(payments)
      .set({ amountPaise: Math.round(order.total * 100) })
      .where(eq(payments.orderId, order.id));
    expect((await admin('POST', `/returns/${request.id}/decision`, { decision: 'approve' })).statusCode).toBe(
      200,
    );
    const made = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(made.map((r) => r.status)).toEqual(['succeeded']);
    expect(
      (await mailsTo('return-approved')).filter((m) => m.subject.includes(order.orderNumber)),
    ).toHaveLength(1);
  });

  it('rejects with a note, which the customer reads, and frees the line again', async () => {
    const { order, rolls } = await deliveredOrder();
    const request = (await ask(order.id, damaged([{ lineId: rolls, quantity: 3 }]))).json<ReturnRequest>();
    const bare = await admin('POST', `/returns/${request.id}/decision`, { decision: 'reject' });
    expect(bare.json()).toEqual({ message: 'A note is required to reject a request.' });
    const res = await admin('POST', `/returns/${request.id}/decision`, {
      decision: 'reject',
      note: 'The photos show the roll was cut.',
    });
    expect(res.json<ReturnRequest>()).toMatchObject({
      status: 'rejected',
      staffNote: 'The photos show the roll was cut.',
    });
    const mail = (await mailsTo('return-rejected')).find((m) => m.subject.includes(order.orderNumber));
    expect(mail?.text).toContain('The photos show the roll was cut.');
    expect((await ask(order.id, damaged([{ lineId: rolls, quantity: 3 }]))).statusCode).toBe(201);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
  });

  it('approves an exchange without a refund, then marks it dispatched', async () => {
    const { order, rolls } = await deliveredOrder();
    const request = (
      await ask(order.id, { ...damaged([{ lineId: rolls, quantity: 1 }]), kind: 'exchange' })
    ).json<ReturnRequest>();
    expect((await admin('POST', `/returns/${request.id}/dispatched`)).statusCode).toBe(409);
    await admin('POST', `/returns/${request.id}/decision`, { decision: 'approve' });
    const sent = await admin('POST', `/returns/${request.id}/dispatched`);
    expect(sent.json<ReturnRequest>().status).toBe('dispatched');
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
    expect((await mailsTo('return-dispatched')).some((m) => m.subject.includes(order.orderNumber))).toBe(
      true,
    );
  });

  it('lists requests for staff by status and by order; viewers read, only editors decide', async () => {
    const { order, rolls } = await deliveredOrder();
    const request = (await ask(order.id, damaged([{ lineId: rolls, quantity: 1 }]))).json<ReturnRequest>();
    const list = (await admin('GET', '/returns?status=requested', undefined, t.staff.viewer)).json<
      ReturnRequest[]
    >();
    expect(list.some((r) => r.id === request.id)).toBe(true);
    const ofOrder = (await admin('GET', `/returns?orderId=${order.id}`, undefined, t.staff.viewer)).json<
      ReturnRequest[]
    >();
    expect(ofOrder.map((r) => r.id)).toEqual([request.id]);
    const denied = await admin(
      'POST',
      `/returns/${request.id}/decision`,
      { decision: 'approve' },
      t.staff.viewer,
    );
    expect(denied.statusCode).toBe(403);
    // Approving a return refunds it, so an editor may only reject it (decision 048).
    const editorApproves = await admin(
      'POST',
      `/returns/${request.id}/decision`,
      { decision: 'approve' },
      t.staff.editor,
    );
    expect(editorApproves.statusCode).toBe(403);
    expect(editorApproves.json()).toEqual({
      message: 'Only an admin can refund money. Ask an admin to make this refund.',
    });
    const unknown = await admin('POST', '/returns/00000000-0000-4000-8000-000000000000/decision', {
      decision: 'approve',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

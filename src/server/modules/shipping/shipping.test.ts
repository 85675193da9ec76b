import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productParcel, type CarrierEvent } from '../../../domain/shipping';
import {
  emailOutbox,
  orderItems,
  orders,
  products,
  refunds as refundsTable,
  shipmentEvents,
  shipments,
} from '../../db/schema';
import { createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';
import { bearer } from '../../test/store-fixtures';
import { jobsSettled } from '../../jobs';
import { useCarrier } from './carrier';
import { createSandboxCarrier, sandboxSignature } from './providers/sandbox';
import type { CarrierProvider } from './providers/types';

let t: CheckoutTestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

const serviceability = (pin: string) =>
  t.app.inject({ method: 'GET', url: `/api/shipping/serviceability?pin=${pin}` });

const secret = () => t.config.shipping.webhookSecret;
const webhook = (event: CarrierEvent | Record<string, unknown>, signature?: string) => {
  const raw = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/shipping/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-carrier-signature': signature ?? sandboxSignature(secret(), raw),
    },
    payload: raw,
  });
};

const book = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/shipments`,
    headers: bearer(t.staff.editor),
  });

async function paidOrder() {
  await t.fillCart(t.asha, t.wallLine());
  return t.checkOutCart(t.asha);
}

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsOf = async (kind: string) => {
  await jobsSettled();
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
};

/** A carrier whose every call fails, as one that is down; counts its calls. */
function downCarrier(): CarrierProvider & { calls: number } {
  const sandbox = createSandboxCarrier('x');
  const carrier = {
    ...sandbox,
    calls: 0,
    async serviceability() {
      carrier.calls++;
      throw new Error('connect ECONNREFUSED');
    },
  };
  return carrier;
}

describe('serviceability by PIN', () => {
  it('delivers to every valid PIN in the windows /shipping gives, cash on delivery except PINs from 79', async () => {
    const bengaluru = await serviceability('560001');
    expect(bengaluru.statusCode).toBe(200);
    expect(bengaluru.json()).toEqual({ deliverable: true, cod: true, etaDays: { min: 3, max: 5 } });
    expect((await serviceability('795001')).json()).toEqual({
      deliverable: true,
      cod: false,
      etaDays: { min: 5, max: 7 },
    });
  });

  it('refuses a PIN that is not six digits', async () => {
    const res = await serviceability('56001');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid 6-digit PIN code');
  });

  it("answers from the store's PIN table while the carrier is down, without COD, and does not cache that", async () => {
    const carrier = downCarrier();
    useCarrier(t.config, carrier);
    try {
      const first = await serviceability('793001');
      expect(first.json()).toEqual({
        deliverable: true,
        cod: false,
        etaDays: { min: 5, max: 7 },
        message: 'Estimated from our delivery table; the courier could not be reached.',
      });
      await serviceability('793001');
      expect(carrier.calls).toBe(2);
    } finally {
      useCarrier(t.config, createSandboxCarrier(secret()));
    }
  });

  it("caches the carrier's answer per PIN", async () => {
    const sandbox = createSandboxCarrier(secret());
    let calls = 0;
    useCarrier(t.config, {
      ...sandbox,
      serviceability: (pin, o) => (calls++, sandbox.serviceability(pin, o)),
    });
    await serviceability('110001');
    await serviceability('110001');
    await serviceability('400001');
    expect(calls).toBe(2);
    useCarrier(t.config, sandbox);
  });

  it('refuses an undeliverable PIN at checkout before any payment is opened', async () => {
    const sandbox = createSandboxCarrier(secret());
    useCarrier(t.config, {
      ...sandbox,
      serviceability: async () => ({ deliverable: false, cod: false, etaDays: { min: 0, max: 0 } }),
    });
    try {
      await t.fillCart(t.asha, t.wallLine());
      const before = await t.counts();
      const res = await t.createOrderRequest(t.asha);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'We cannot deliver to PIN 560001 yet. Please use another delivery address.',
      );
      expect(await t.counts()).toEqual(before);
    } finally {
      useCarrier(t.config, sandbox);
    }
  });
});

describe('booking a parcel and tracking it', () => {
  let orderId: string;
  let awb: string;

  it('books a paid order, ships it with its e-mail, and refuses a second booking', async () => {
    orderId = (await paidOrder()).id;
    const res = await book(orderId);
    expect(res.statusCode).toBe(201);
    const booked = res.json();
    expect(booked).toEqual({
      carrier: 'Sandbox Express',
      awb: expect.stringMatching(/^SBX\d{12}$/),
      labelUrl: `/api/admin/orders/${orderId}/shipments/label`,
    });
    awb = booked.awb;
    expect((await orderRow(orderId)).status).toBe('shipped');
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, orderId));
    // The product's own seeded box (decision 077), or its kind's default.
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const [product] = await t.db.select().from(products).where(eq(products.id, line!.productId!));
    expect(shipment).toMatchObject({ awb, weightG: productParcel(product!).weightG, codPaise: 0 });

    const again = await book(orderId);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('A shipped order cannot be shipped');

    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: t.asha.headers,
    });
    expect(order.json().timeline.at(-1)).toMatchObject({
      status: 'shipped',
      tracking: { carrier: 'Sandbox Express', trackingNumber: awb },
    });
  });

  it('prints a 4 × 6 inch PDF label', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/shipments/label`,
      headers: bearer(t.staff.viewer),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 288 432\]/);
  });

  it('books only once when two presses race', async () => {
    const other = (await paidOrder()).id;
    const [a, b] = await Promise.all([book(other), book(other)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await t.db.$count(shipments, eq(shipments.orderId, other))).toBe(1);
  });

  it('refuses a forged webhook and changes nothing', async () => {
    const res = await webhook({ awb, status: 'delivered', at: new Date().toISOString() }, 'f'.repeat(64));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid webhook signature');
    expect((await orderRow(orderId)).status).toBe('shipped');
    expect(await t.db.$count(shipmentEvents)).toBe(0);
  });

  it('moves the parcel on signed events, once each, and never backwards', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 6, minutes)).toISOString();
    expect((await webhook({ awb, status: 'picked_up', at: at(0) })).json()).toEqual({
      recorded: 1,
      duplicates: 0,
      ignored: 0,
    });
    const out = { awb, status: 'out_for_delivery' as const, at: at(30) };
    await webhook(out);
    // A replay records nothing and sends no second e-mail.
    expect((await webhook(out)).json()).toEqual({ recorded: 0, duplicates: 1, ignored: 0 });
    expect(await mailsOf('shipment-out_for_delivery')).toHaveLength(1);
    await webhook({ awb, status: 'delivered', at: at(60) });
    expect((await orderRow(orderId)).status).toBe('delivered');
    expect(await mailsOf('order-delivered')).toHaveLength(1);
    // In transit, reported late: on the timeline, but the order stays delivered.
    expect((await webhook({ awb, status: 'in_transit', at: at(10) })).statusCode).toBe(200);
    expect((await orderRow(orderId)).status).toBe('delivered');
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, orderId));
    expect(shipment?.status).toBe('delivered');

    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: t.asha.headers,
    });
    expect(order.json().shipment.events.map((e: { status: string }) => e.status)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('ignores an AWB that is not ours and refuses a body that is not an event', async () => {
    expect(
      (await webhook({ awb: 'NOPE1', status: 'delivered', at: new Date().toISOString() })).json(),
    ).toEqual({
      recorded: 0,
      duplicates: 0,
      ignored: 1,
    });
    const bad = await webhook({ awb, status: 'teleported', at: 'now' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid webhook payload');
  });

  it('answers 404 for a carrier that is not the configured one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/webhook/shiprocket',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('failed deliveries and returns to origin', () => {
  it('opens a delivery problem on NDR, closes it on a new attempt, and restocks rolls on RTO', async () => {
    await t.db.update(products).set({ stock: 20, inStock: true }).where(eq(products.id, t.roll.id));
    await t.fillCart(t.asha, t.rollsLine(3));
    const { id } = await t.checkOutCart(t.asha);
    const stockAfterSale = (await t.db.select().from(products).where(eq(products.id, t.roll.id)))[0]!.stock;
    const { awb } = (await book(id)).json();
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 6, minutes)).toISOString();
    await webhook({ awb, status: 'ndr', at: at(0), reason: 'Customer not reachable' });
    let [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, id));
    expect(shipment).toMatchObject({ ndrOpen: true, ndrReason: 'Customer not reachable' });
    expect(await mailsOf('shipment-ndr')).toHaveLength(1);

    // Staff see it in Delivery problems and choose a new attempt with the number the customer gave.
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/delivery-problems',
      headers: bearer(t.staff.viewer),
    });
    expect(queue.json()).toContainEqual(
      expect.objectContaining({
        orderId: id,
        awb,
        status: 'ndr',
        reason: 'Customer not reachable',
        action: null,
      }),
    );
    const decide = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/delivery-problems/${shipment!.id}`,
        headers: bearer(t.staff.editor),
        payload: body,
      });
    const decided = await decide({ action: 'reattempt', phone: '+919845099999' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().find((p: { awb: string }) => p.awb === awb)).toBeUndefined();
    expect((await orderRow(id)).shippingInfo.phone).toBe('+919845099999');
    const twice = await decide({ action: 'return' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This parcel has no failed delivery waiting for a decision.');
    await webhook({ awb, status: 'out_for_delivery', at: at(60) });
    [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, id));
    expect(shipment?.ndrOpen).toBe(false);

    await webhook({ awb, status: 'rto_initiated', at: at(120) });
    expect((await orderRow(id)).status).toBe('returning');
    // A delivery reported after the return began does not deliver it.
    await webhook({ awb, status: 'delivered', at: at(130) });
    expect((await orderRow(id)).status).toBe('returning');
    await webhook({ awb, status: 'rto_delivered', at: at(240) });
    expect((await orderRow(id)).status).toBe('returned');
    const stock = (await t.db.select().from(products).where(eq(products.id, t.roll.id)))[0]!.stock;
    expect(stock).toBe((stockAfterSale ?? 0) + 3);
    // A replayed return restocks nothing more.
    await webhook({ awb, status: 'rto_delivered', at: at(240) });
    expect((await t.db.select().from(products).where(eq(products.id, t.roll.id)))[0]!.stock).toBe(stock);
  });
});

describe("the customer's correction after a failed delivery", () => {
  it('comes through the signed link in the e-mail, shows in the queue, and goes to the carrier on re-attempt', async () => {
    const sandbox = createSandboxCarrier(secret());
    const told: { awb: string; action: string; correction: object }[] = [];
    useCarrier(t.config, {
      ...sandbox,
      ndrAction: async (awb, action, correction) => void told.push({ awb, action, correction }),
    });
    try {
      const { id } = await paidOrder();
      const { awb } = (await book(id)).json();
      const at = new Date(Date.UTC(2026, 10, 22, 9, 0)).toISOString();
      await webhook({ awb, status: 'ndr', at, reason: 'Address incomplete' });

      // The e-mail carries the order's signed link, which works without a session.
      const [mail] = (await mailsOf('shipment-ndr')).filter((m) => m.text.includes(id));
      const link = /\/orders\/[0-9a-f-]+\?token=([0-9a-f]+)#delivery/.exec(mail!.text);
      expect(link).not.toBeNull();
      const correct = (payload: object, token = link![1]) =>
        t.app.inject({
          method: 'POST',
          url: `/api/orders/${id}/delivery-correction?token=${token}`,
          payload,
        });
      expect((await correct({})).json().message).toBe(
        'Please give a phone number or an address for the next attempt.',
      );
      expect((await correct({ phone: '12345' })).statusCode).toBe(400);
      expect((await correct({ phone: '9845011111' }, 'f'.repeat(64))).statusCode).toBe(404);
      const corrected = await correct({
        phone: '98450 11111',
        address: '14 Temple Street, behind the post office',
      });
      expect(corrected.statusCode).toBe(200);
      expect(corrected.json().shipment.problem).toMatchObject({
        reason: 'Address incomplete',
        phone: '+919845011111',
        address: '14 Temple Street, behind the post office',
      });

      const queue = await t.app.inject({
        method: 'GET',
        url: '/api/admin/delivery-problems',
        headers: bearer(t.staff.viewer),
      });
      const problem = queue.json().find((p: { orderId: string }) => p.orderId === id);
      expect(problem).toMatchObject({
        status: 'ndr',
        correction: { phone: '+919845011111', address: '14 Temple Street, behind the post office' },
        refundDue: 0,
      });

      const decided = await t.app.inject({
        method: 'POST',
        url: `/api/admin/delivery-problems/${problem.id}`,
        headers: bearer(t.staff.editor),
        payload: { action: 'reattempt' },
      });
      expect(decided.statusCode).toBe(200);
      expect(told).toEqual([
        {
          awb,
          action: 'reattempt',
          correction: { phone: '+919845011111', address: '14 Temple Street, behind the post office' },
        },
      ]);
      const order = await orderRow(id);
      expect(order.shippingInfo).toMatchObject({
        phone: '+919845011111',
        address: '14 Temple Street, behind the post office',
      });
      // Decided: nothing is left to correct, and the signed-in customer is told so too.
      const late = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/delivery-correction`,
        headers: t.asha.headers,
        payload: { phone: '9845022222' },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('Your parcel has no failed delivery to correct.');
    } finally {
      useCarrier(t.config, createSandboxCarrier(secret()));
    }
  });
});

describe('a prepaid order returned to origin', () => {
  it('restocks once and offers its refund to an admin, who makes it once in one click', async () => {
    await t.db.update(products).set({ stock: 20, inStock: true }).where(eq(products.id, t.roll.id));
    await t.fillCart(t.asha, t.rollsLine(2));
    const { id } = await t.checkOutCart(t.asha);
    const stockOf = async () =>
      (await t.db.select().from(products).where(eq(products.id, t.roll.id)))[0]!.stock;
    const afterSale = await stockOf();
    const { awb } = (await book(id)).json();
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 6, minutes)).toISOString();
    await webhook({ awb, status: 'rto_initiated', at: at(0) });
    const returned = { awb, status: 'rto_delivered' as const, at: at(90) };
    // Replayed at once and later: one return, one restock.
    await Promise.all([webhook(returned), webhook(returned)]);
    await webhook(returned);
    expect((await orderRow(id)).status).toBe('returned');
    expect(await stockOf()).toBe((afterSale ?? 0) + 2);

    const queue = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/delivery-problems',
          headers: bearer(t.staff.viewer),
        })
      )
        .json()
        .find((p: { orderId: string }) => p.orderId === id);
    const problem = await queue();
    const total = (await orderRow(id)).totalPaise / 100;
    expect(problem).toMatchObject({ status: 'rto_delivered', refundDue: total });

    const refund = (who = t.staff.admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/delivery-problems/${problem.id}/refund`,
        headers: bearer(who),
      });
    const editor = await refund(t.staff.editor);
    expect(editor.statusCode).toBe(403);
    const [a, b] = await Promise.all([refund(), refund()]);
    expect([a.statusCode, b.statusCode]).toContain(200);
    const made = await t.db.select().from(refundsTable).where(eq(refundsTable.orderId, id));
    expect(made.map((r) => [r.amountPaise, r.status])).toEqual([[total * 100, 'succeeded']]);
    expect((await orderRow(id)).status).toBe('refunded');
    expect((await queue())?.refundDue ?? 0).toBe(0);
    const again = await refund();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nothing is left to refund on this order.');
    expect(await stockOf()).toBe((afterSale ?? 0) + 2);
  });
});

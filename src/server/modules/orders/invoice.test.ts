import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ShippingInfo } from '../../../domain/checkout';
import { financialYear } from '../../../domain/invoice';
import type { Order } from '../../../domain/order';
import { documentCounters, orders } from '../../db/schema';
import {
  KARNATAKA_STORE,
  SHIPPING,
  createCheckoutTestApp,
  type CheckoutTestApp,
  type Shopper,
} from '../../test/checkout';
import { pdfText } from '../../test/pdf-text';
import { bearer } from '../../test/store-fixtures';
import { nextDocumentNumber } from './document-numbers';
import { creditNotePdf, nextCreditNoteNumber } from './invoice';
import { orderLinkToken } from './link';

/** Decision 025: a paid order's GST tax invoice, its number and its PDF. */

const GSTIN = KARNATAKA_STORE.STORE_GSTIN;
const MUMBAI: ShippingInfo = { ...SHIPPING, city: 'Mumbai', state: 'Maharashtra', zip: '400020' };

let t: CheckoutTestApp;

beforeAll(async () => {
  // A Bengaluru store: SHIPPING (Bengaluru) is within its state, Mumbai is not.
  t = await createCheckoutTestApp(KARNATAKA_STORE);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A cart of one custom-fit wall with installation and two rolls, paid by card and placed. */
async function paidOrder(who: Shopper = t.asha, shippingInfo: ShippingInfo = SHIPPING): Promise<Order> {
  await t.fillCart(who, t.wallLine({ selectedMaterial: 'Fabric', installation: true }), t.rollsLine(2));
  return t.checkOutCart(who, shippingInfo);
}

const serialOf = (invoiceNumber: string | null) => Number(invoiceNumber?.split('/').at(-1));
const getInvoice = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('invoice numbers', () => {
  it('gives each paid order the next number of the financial year, WC/yy-yy/nnnnnn', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const fy = financialYear(new Date());
    expect(first.invoiceNumber).toMatch(new RegExp(`^WC/${fy}/\\d{6}$`));
    expect(first.invoiceNumber?.length).toBeLessThanOrEqual(16);
    expect(serialOf(second.invoiceNumber)).toBe(serialOf(first.invoiceNumber) + 1);
    // The number is the order's: reading it again, as the customer or staff, changes nothing.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${first.id}`,
      headers: t.asha.headers,
    });
    expect(again.json<Order>().invoiceNumber).toBe(first.invoiceNumber);
  });

  it('starts a new series at 1 April in India: 31 March 23:59 IST and 1 April 00:00 IST differ', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2029-03-31T23:59:00+05:30'));
    const march = await paidOrder(await t.newShopper('March'));
    vi.setSystemTime(new Date('2029-04-01T00:00:30+05:30'));
    const april = await paidOrder(await t.newShopper('April'));
    const april2 = await paidOrder(await t.newShopper('Aprilagain'));
    expect(march.invoiceNumber).toBe('WC/28-29/000001');
    expect(april.invoiceNumber).toBe('WC/29-30/000001');
    expect(april2.invoiceNumber).toBe('WC/29-30/000002');
  });

  it('numbers 20 orders paid at the same moment 20 consecutive numbers, without a gap or a repeat', async () => {
    const fy = financialYear(new Date());
    const [before] = await t.db
      .select({ last: documentCounters.last })
      .from(documentCounters)
      .where(sql`${documentCounters.series} = 'invoice' and ${documentCounters.financialYear} = ${fy}`);
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, i) => t.newShopper(`Buyer${i}`)));
    const paid = [];
    for (const who of shoppers) {
      await t.addToCart(who, t.rollsLine(1));
      const paymentOrder = await t.createPaymentOrder(who);
      paid.push({ who, result: await t.payWithCard(who, paymentOrder.orderId) });
    }
    const responses = await Promise.all(paid.map(({ who, result }) => t.placeOrderRequest(who, result)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const serials = responses.map((r) => serialOf(r.json<Order>().invoiceNumber)).sort((a, b) => a - b);
    const start = (before?.last ?? 0) + 1;
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => start + i));
  });

  it('gives the number back when the transaction that took it rolls back', async () => {
    const at = new Date('2030-06-01T12:00:00+05:30');
    const first = await t.db.transaction((tx) => nextDocumentNumber(tx, 'invoice', 'WC', at));
    await expect(
      t.db.transaction(async (tx) => {
        await nextDocumentNumber(tx, 'invoice', 'WC', at);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const next = await t.db.transaction((tx) => nextDocumentNumber(tx, 'invoice', 'WC', at));
    expect([first, next]).toEqual(['WC/30-31/000001', 'WC/30-31/000002']);
  });
});

describe('GET /api/orders/:id/invoice', () => {
  it('gives the customer a PDF naming the invoice, GSTIN, HSN and CGST + SGST within the state', async () => {
    const order = await paidOrder();
    const res = await getInvoice(`/api/orders/${order.id}/invoice`, t.asha.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const fileName = `invoice-${order.invoiceNumber?.replaceAll('/', '-')}.pdf`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toContain('Wallcraft Decor Private Limited');
    expect(text).toContain('State: Karnataka, Code: 29');
    expect(text).toContain('+91 98450 12345');
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('4814');
    expect(text).toContain('995475');
    expect(text).toContain('CGST @ 4%');
    expect(text).toContain('SGST @ 4%');
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('SPECIMEN');
    if (!order.gst || !('cgst' in order.gst)) throw new Error('expected CGST + SGST');
    const inr = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(text).toContain(inr(order.gst.cgst));
    expect(text).toContain(inr(order.total));
    expect(text).toMatch(/Rupees [A-Za-z ]+ Only/);
  });

  it('prints IGST alone for a delivery to another state, with that state as the place of supply', async () => {
    const order = await paidOrder(t.asha, MUMBAI);
    const res = await getInvoice(`/api/orders/${order.id}/invoice`, t.asha.headers);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('State: Maharashtra, Code: 27');
    expect(text).toContain('IGST @ 8%');
    // The heading cites the CGST Act; no amount is put under CGST or SGST.
    expect(text).not.toMatch(/[CS]GST (@ )?4%/);
  });

  it("answers another customer's request and a missing order alike, with 404", async () => {
    const order = await paidOrder();
    const other = await getInvoice(`/api/orders/${order.id}/invoice`, t.ravi.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Order not found.' });
    expect((await getInvoice('/api/orders/not-an-id/invoice', t.ravi.headers)).statusCode).toBe(404);
    expect((await getInvoice(`/api/orders/${order.id}/invoice`)).statusCode).toBe(401);
  });

  it("opens through a guest's signed order link, and not with a wrong token", async () => {
    const order = await paidOrder();
    const token = orderLinkToken(t.config.orderLinkSecret, order.id);
    const res = await getInvoice(`/api/orders/${order.id}/invoice?token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain(order.invoiceNumber);
    const wrong = await getInvoice(`/api/orders/${order.id}/invoice?token=${'0'.repeat(64)}`);
    expect(wrong.statusCode).toBe(404);
  });

  it('answers 409 for an order that has no invoice', async () => {
    const order = await paidOrder();
    await t.db.update(orders).set({ invoiceNumber: null }).where(eq(orders.id, order.id));
    const res = await getInvoice(`/api/orders/${order.id}/invoice`, t.asha.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This order has no tax invoice: one is issued when its payment is complete.',
    });
  });

  it('marks every page made with the sample GSTIN as a specimen', async () => {
    const sample = await createCheckoutTestApp({ STORE_STATE: 'Karnataka' });
    try {
      const who = sample.asha;
      await sample.addToCart(who, sample.rollsLine(1));
      const placed = await sample.checkOutCart(who);
      const res = await sample.app.inject({
        method: 'GET',
        url: `/api/orders/${placed.id}/invoice`,
        headers: who.headers,
      });
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('SPECIMEN');
      expect(text).toContain(sample.config.invoice.gstin);
    } finally {
      await sample.close();
    }
  });
});

describe('GET /api/admin/orders/:id/invoice', () => {
  it('gives staff who can see orders the same PDF, and refuses a customer', async () => {
    const order = await paidOrder();
    const res = await getInvoice(`/api/admin/orders/${order.id}/invoice`, bearer(t.staff.viewer));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(res.rawPayload)).toContain(order.invoiceNumber);
    expect(
      (await getInvoice(`/api/admin/orders/${order.id}/invoice`, bearer(t.staff.customer))).statusCode,
    ).toBe(403);
    expect((await getInvoice(`/api/admin/orders/${order.id}/invoice`)).statusCode).toBe(401);
    const missing = await getInvoice(
      '/api/admin/orders/00000000-0000-7000-8000-000000000000/invoice',
      bearer(t.staff.viewer),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('credit notes', () => {
  it('numbers credit notes in a series of their own and credits the tax under the order’s heads', async () => {
    const order = await paidOrder(t.asha, MUMBAI);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    if (!row) throw new Error('no order');
    const date = new Date('2031-05-02T10:00:00+05:30');
    const numbers = await Promise.all(
      Array.from({ length: 5 }, () => t.db.transaction((tx) => nextCreditNoteNumber(tx, t.config, date))),
    );
    expect([...numbers].sort()).toEqual([1, 2, 3, 4, 5].map((n) => `WC/CN/31-32/000${n}`));

    const file = await creditNotePdf(t.config, row, {
      number: 'WC/CN/31-32/0001',
      amountPaise: row.totalPaise,
      reason: 'Damaged in transit',
      date,
    });
    expect(file.fileName).toBe('credit-note-WC-CN-31-32-0001.pdf');
    const text = await pdfText(file.pdf);
    expect(text).toContain('Credit Note');
    expect(text).toContain('WC/CN/31-32/0001');
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain('Damaged in transit');
    expect(text).toContain('IGST @ 8%');
    // A full refund credits the whole tax the order charged.
    expect(text).toContain(order.tax.toLocaleString('en-IN', { minimumFractionDigits: 2 }));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '../../../domain/order-admin';
import type { Analytics } from '../../../domain/stats';
import { financialYear } from '../../../domain/invoice';
import type { Order } from '../../../domain/order';
import { payments, refunds } from '../../db/schema';
import {
  KARNATAKA_STORE,
  createCheckoutTestApp,
  type CheckoutTestApp,
  type Shopper,
} from '../../test/checkout';
import { pdfText } from '../../test/pdf-text';
import { bearer } from '../../test/store-fixtures';
import { orderLinkToken } from '../orders/link';

/** Decision 029: every refund that succeeds is documented by a GST credit note, numbered gap-free. */

const GSTIN = KARNATAKA_STORE.STORE_GSTIN;

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp(KARNATAKA_STORE);
});
afterAll(() => t.close());

async function paidOrder(who: Shopper = t.asha, quantity = 3): Promise<Order> {
  await t.fillCart(who, t.rollsLine(quantity));
  return t.checkOutCart(who);
}

const refund = (orderId: string, amount: number, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...bearer(t.staff.admin), 'idempotency-key': key },
    payload: { amount, reason: 'Roll arrived creased' },
  });

const detail = async (orderId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: bearer(t.staff.viewer),
    })
  ).json<AdminOrderDetail>();

const serial = (number: string | null | undefined) => Number(number?.split('/').at(-1));

describe('credit note numbers', () => {
  it('numbers each succeeded refund WC/CN/yy-yy/nnnn, consecutively', async () => {
    const order = await paidOrder();
    expect((await refund(order.id, 10)).statusCode).toBe(201);
    expect((await refund(order.id, 20)).statusCode).toBe(201);
    const { refunds: made } = await detail(order.id);
    const fy = financialYear(new Date());
    expect(made[0]?.creditNoteNumber).toMatch(new RegExp(`^WC/CN/${fy}/\\d{4}$`));
    expect(serial(made[1]?.creditNoteNumber)).toBe(serial(made[0]?.creditNoteNumber) + 1);
    // The customer's order lists them, to download beside each refund.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: t.asha.headers,
    });
    expect(mine.json<Order>().creditNotes).toEqual([
      expect.objectContaining({ refundId: made[0]?.id, number: made[0]?.creditNoteNumber, amount: 10 }),
      expect.objectContaining({ refundId: made[1]?.id, number: made[1]?.creditNoteNumber, amount: 20 }),
    ]);
  });

  it('takes no number for a refund the provider refused; the next one follows without a gap', async () => {
    const order = await paidOrder();
    await refund(order.id, 5);
    const before = serial((await detail(order.id)).refunds[0]?.creditNoteNumber);
    // The sandbox refuses more than the payment took.
    await t.db.update(payments).set({ amountPaise: 100 }).where(eq(payments.orderId, order.id));
    expect((await refund(order.id, 50)).statusCode).toBe(400);
    await t.db.update(payments).set({ amountPaise: 10_000_000 }).where(eq(payments.orderId, order.id));
    expect((await refund(order.id, 7)).statusCode).toBe(201);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.find((r) => r.status === 'failed')?.creditNoteNumber).toBeNull();
    const after = rows.find((r) => r.amountPaise === 700)?.creditNoteNumber;
    expect(serial(after)).toBe(before + 1);
  });

  it('gives 12 refunds made at the same moment 12 distinct consecutive numbers', async () => {
    const orders = [await paidOrder(), await paidOrder(t.ravi)];
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => refund(orders[i % 2]!.id, 1 + i)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const rows = await t.db.select().from(refunds);
    const mine = rows.filter((r) => orders.some((o) => o.id === r.orderId));
    const serials = mine.map((r) => serial(r.creditNoteNumber)).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(12);
    expect(serials.at(-1)! - serials[0]!).toBe(11);
  });
});

describe('GET …/credit-notes/:refundId', () => {
  it('is a PDF naming the credit note, the invoice it corrects, the GSTIN and the amount', async () => {
    const order = await paidOrder();
    await refund(order.id, 1234.5);
    const [made] = (await detail(order.id)).refunds;
    const url = `/api/orders/${order.id}/credit-notes/${made?.id}`;
    const res = await t.app.inject({ method: 'GET', url, headers: t.asha.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${made?.creditNoteNumber?.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain(made?.creditNoteNumber);
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toContain('1,234.50');

    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/credit-notes/${made?.id}`,
      headers: bearer(t.staff.viewer),
    });
    expect(admin.statusCode).toBe(200);
    expect(await pdfText(admin.rawPayload)).toContain(made?.creditNoteNumber);

    const token = orderLinkToken(t.config.orderLinkSecret, order.id);
    const guest = await t.app.inject({ method: 'GET', url: `${url}?token=${token}` });
    expect(guest.statusCode).toBe(200);
  });

  it("answers another customer, a wrong token, another order's refund and no session with 404 / 401", async () => {
    const order = await paidOrder();
    await refund(order.id, 3);
    const [made] = (await detail(order.id)).refunds;
    const url = `/api/orders/${order.id}/credit-notes/${made?.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: t.ravi.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${url}?token=${'0'.repeat(64)}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await paidOrder();
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${other.id}/credit-notes/${made?.id}`,
      headers: t.asha.headers,
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ message: 'Credit note not found' });
    const junk = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/credit-notes/nope`,
      headers: bearer(t.staff.viewer),
    });
    expect(junk.statusCode).toBe(404);
  });
});

describe('analytics tax, net of credit notes', () => {
  it("takes a credit note's CGST and SGST off the month it was issued", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const month = today.slice(0, 7);
    const taxNow = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/analytics?from=${today}&to=${today}`,
        headers: bearer(t.staff.viewer),
      });
      return res.json<Analytics>().tax.find((m) => m.month === month);
    };
    const order = await paidOrder();
    const before = await taxNow();
    expect((await refund(order.id, order.total / 2)).statusCode).toBe(201);
    const after = await taxNow();
    // A refund of half of what was paid reverses half of its tax, split as the order was (within Karnataka).
    const reversedPaise = Math.round((order.total / 2) * 100 * (order.tax / order.total));
    const cgst = Math.floor(reversedPaise / 2);
    const paise = (rupees = 0) => Math.round(rupees * 100);
    expect(paise(before?.cgst) - paise(after?.cgst)).toBe(cgst);
    expect(paise(before?.sgst) - paise(after?.sgst)).toBe(reversedPaise - cgst);
    expect(paise(before?.total) - paise(after?.total)).toBe(reversedPaise);
    expect(after?.igst).toBe(before?.igst);
  });
});

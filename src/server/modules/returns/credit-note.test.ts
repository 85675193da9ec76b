import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InvoiceRow } from '../../../domain/invoice';
import type { Returnable, ReturnRequest } from '../../../domain/returns';
import { orderItems, products, refunds } from '../../db/schema';
import { KARNATAKA_STORE, createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';
import { pdfText } from '../../test/pdf-text';
import { bearer } from '../../test/store-fixtures';

/**
 * docs/decisions/055-gstr1.md: a return's credit note credits only the lines given back, each row at the rate its
 * invoice charged, and adds up to the refund to the paisa; the refund is what those lines paid, their own tax
 * included, never tax at the order's average rate.
 */

const GST_RATES = '4814:18,3921:18,3916:12,9954:18';
let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({ ...KARNATAKA_STORE, GST_RATES });
  await t.db.update(products).set({ category: 'Wall Muralists' }).where(eq(products.id, t.custom.id));
  await t.db.update(products).set({ category: 'Mouldings' }).where(eq(products.id, t.roll.id));
  t.app.catalogueCache.drop();
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: bearer(t.staff.admin) });

describe('a return’s credit note', () => {
  it('credits one of three rolls at the moulding’s 12%, not the mural’s 18%, to the paisa', async () => {
    const who = await t.newShopper('Kavya');
    await t.fillCart(who, t.wallLine({ installation: true }), t.rollsLine(3));
    const order = await t.checkOutCart(who);
    for (const status of ['processing', 'shipped', 'delivered'])
      expect(
        (
          await admin('PATCH', `/orders/${order.id}/status`, {
            status,
            carrier: 'Delhivery',
            trackingNumber: 'DL123457',
          })
        ).statusCode,
      ).toBe(200);
    const returnable = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/returns`, headers: who.headers })
    ).json<{ returnable: Returnable }>().returnable;
    const rolls = returnable.lines.find((l) => l.kind === 'rolls');
    if (!rolls) throw new Error('expected a roll line');

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      headers: who.headers,
      payload: {
        kind: 'return',
        reason: 'damaged',
        details: 'One roll arrived torn along its edge.',
        photos: [],
        lines: [{ lineId: rolls.lineId, quantity: 1 }],
      },
    });
    expect(asked.statusCode).toBe(201);
    const request = asked.json<ReturnRequest>();
    expect((await admin('POST', `/returns/${request.id}/decision`, { decision: 'approve' })).statusCode).toBe(
      200,
    );

    const [note] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, rolls.lineId));
    const rows = note?.creditNoteRows as InvoiceRow[];
    // Only the returned line, at its own rate, for one roll of three: no mural, no installation, no shipping.
    expect(rows.map((r) => [r.rateBp, r.quantity])).toEqual([[1200, 1]]);
    const taxOf = (r: InvoiceRow) => ('cgst' in r.tax ? r.tax.cgst + r.tax.sgst : r.tax.igst);
    // What was paid for one roll: its own taxable value and 12% tax, not tax at the order's mixed rate.
    const paidForThree = (line!.goodsTaxablePaise ?? 0) + (line!.goodsTaxPaise ?? 0);
    expect(note!.amountPaise).toBe(Math.floor(paidForThree / 3));
    expect(rows.reduce((s, r) => s + r.taxablePaise + taxOf(r), 0)).toBe(note!.amountPaise);
    expect(note!.amountPaise).toBe(Math.round(request.amount * 100));
    // Within Karnataka: CGST and SGST, each the half the rows carry.
    expect(note!.creditNoteIgstPaise).toBeNull();
    expect(note!.creditNoteCgstPaise).toBe(rows.reduce((s, r) => s + ('cgst' in r.tax ? r.tax.cgst : 0), 0));
    expect(note!.creditNoteSgstPaise).toBe(rows.reduce((s, r) => s + ('cgst' in r.tax ? r.tax.sgst : 0), 0));

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/credit-notes/${note!.id}`,
      headers: who.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(note!.creditNoteNumber!);
    expect(text).toContain('3916');
    expect(text).not.toContain('4814');
    expect(text).not.toContain('9954');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderNumber } from '../../../domain/format';
import { orderStatusHistory, orders, refunds } from '../../db/schema';
import { insertRow } from '../../test/helpers';
import { createAdminTestApp, TEST_SHIPPING, type AdminTestApp } from '../../test/store-fixtures';

/**
 * The orders CSV reconciles on its own (decision 047): every money field has its column, and each row adds up and
 * agrees with the orders and refunds tables it was read from.
 */

let t: AdminTestApp;

/** One RFC 4180 record per line (none of these rows holds a line break), quotes undone. */
function parseCsv(body: string): Record<string, string>[] {
  const records = body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const ch = line[i]!;
        if (quoted && ch === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (ch === '"') {
          quoted = !quoted;
        } else if (ch === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else {
          cell += ch;
        }
      }
      cells.push(cell);
      return cells;
    });
  const [header, ...rows] = records;
  return rows.map((row) => {
    expect(row).toHaveLength(header!.length);
    return Object.fromEntries(header!.map((name, i) => [name, row[i]!]));
  });
}

/** A money cell in paise; blank cells are null. */
const paiseOf = (cell: string | undefined): number | null =>
  cell === undefined || cell === '' ? null : Math.round(Number(cell) * 100);
const money = (row: Record<string, string>, column: string): number => {
  const value = paiseOf(row[`${column} (INR)`]);
  if (value === null) throw new Error(`${column} is blank`);
  return value;
};

const SHIP = TEST_SHIPPING;

beforeAll(async () => {
  t = await createAdminTestApp();
  const buyer = await t.createCustomer('Asha Rao');
  const order = (values: Partial<typeof orders.$inferInsert>) =>
    insertRow(t.db, orders, {
      userId: buyer.id,
      status: 'paid',
      providerOrderId: `order_${randomUUID()}`,
      shippingInfo: SHIP,
      subtotalPaise: 0,
      shippingPaise: 0,
      taxPaise: 0,
      totalPaise: 0,
      ...values,
    });
  // Order 894D25's shape: a ₹99 sample credit off the subtotal, IGST, shipped by a courier, partly refunded.
  const withCredit = await order({
    status: 'shipped',
    subtotalPaise: 680_100,
    sampleCreditPaise: 9_900,
    sampleCreditCode: 'SAMPLE-ABC123',
    shippingPaise: 0,
    taxPaise: 53_616,
    igstPaise: 53_616,
    totalPaise: 723_816,
    invoiceNumber: 'WC/26-27/000001',
  });
  await insertRow(t.db, orderStatusHistory, {
    orderId: withCredit.id,
    fromStatus: 'paid',
    toStatus: 'shipped',
    carrier: 'Delhivery',
    trackingNumber: 'DL123456789',
  });
  await insertRow(t.db, refunds, {
    orderId: withCredit.id,
    amountPaise: 10_800,
    reason: 'Damaged roll',
    idempotencyKey: randomUUID(),
    status: 'succeeded',
    creditNoteNumber: 'WC/CN/26-27/0001',
    creditNoteAt: new Date(),
    creditNoteIgstPaise: 800,
  });
  // A failed refund gave nothing back and must not count.
  await insertRow(t.db, refunds, {
    orderId: withCredit.id,
    amountPaise: 50_000,
    reason: 'Retry',
    idempotencyKey: randomUUID(),
    status: 'failed',
  });
  // Within the store's state: CGST + SGST (the odd paisa to CGST), with shipping.
  await order({
    subtotalPaise: 7_901,
    shippingPaise: 1_500,
    taxPaise: 633,
    cgstPaise: 317,
    sgstPaise: 316,
    totalPaise: 10_034,
    invoiceNumber: 'WC/26-27/000002',
  });
  // Placed before the split was recorded: the tax stands alone.
  await order({ subtotalPaise: 10_000, shippingPaise: 0, taxPaise: 800, totalPaise: 10_800 });
});
afterAll(() => t?.close());

describe('orders CSV', () => {
  it('has a column for every money field, the invoice, credit notes and the courier', async () => {
    const res = await t.call('GET', '/api/admin/orders/export.csv', undefined, t.people.viewer);
    expect(res.statusCode).toBe(200);
    const header = res.body.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toBe(
      [
        'Order number',
        'Order ID',
        'Invoice number',
        'Placed at (IST)',
        'Status',
        'Customer',
        'Customer email',
        'Ship to',
        'Phone',
        'Address',
        'City',
        'State',
        'ZIP',
        'Items',
        'Subtotal (INR)',
        'Discount (INR)',
        'Discount code',
        'Shipping (INR)',
        'CGST (INR)',
        'SGST (INR)',
        'IGST (INR)',
        'Tax (INR)',
        'Total (INR)',
        'Refunded (INR)',
        'Net (INR)',
        'Credit notes',
        'Carrier',
        'Tracking number',
      ].join(','),
    );
  });

  it('adds up on every row and agrees with the orders and refunds tables', async () => {
    const res = await t.call('GET', '/api/admin/orders/export.csv', undefined, t.people.viewer);
    const rows = parseCsv(res.body);
    const stored = await t.db.select().from(orders);
    expect(rows).toHaveLength(stored.length);
    for (const row of rows) {
      const order = stored.find((o) => o.id === row['Order ID']);
      if (!order) throw new Error(`no order ${row['Order ID']}`);
      const given = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      const refundedPaise = given.filter((r) => r.status !== 'failed').reduce((s, r) => s + r.amountPaise, 0);

      expect(row['Order number']).toBe(orderNumber(order.id));
      expect(row['Invoice number']).toBe(order.invoiceNumber ?? '');
      expect(money(row, 'Subtotal')).toBe(order.subtotalPaise);
      expect(money(row, 'Discount')).toBe(order.sampleCreditPaise);
      expect(row['Discount code']).toBe(order.sampleCreditCode ?? '');
      expect(money(row, 'Shipping')).toBe(order.shippingPaise);
      expect(money(row, 'Tax')).toBe(order.taxPaise);
      expect(money(row, 'Total')).toBe(order.totalPaise);
      expect(money(row, 'Refunded')).toBe(refundedPaise);
      expect(row['Credit notes']).toBe(
        given
          .map((r) => r.creditNoteNumber)
          .filter(Boolean)
          .join('; '),
      );

      // The row reconciles by itself.
      expect(
        money(row, 'Subtotal') - money(row, 'Discount') + money(row, 'Shipping') + money(row, 'Tax'),
      ).toBe(money(row, 'Total'));
      expect(money(row, 'Total') - money(row, 'Refunded')).toBe(money(row, 'Net'));
      const split = ['CGST', 'SGST', 'IGST'].map((head) => paiseOf(row[`${head} (INR)`]));
      if (order.cgstPaise === null && order.igstPaise === null) expect(split).toEqual([null, null, null]);
      else {
        expect(split).toEqual([order.cgstPaise ?? 0, order.sgstPaise ?? 0, order.igstPaise ?? 0]);
        expect(split.reduce((s, v) => s! + v!, 0)).toBe(money(row, 'Tax'));
      }
    }
  });

  it('names the courier and tracking number of a shipped order', async () => {
    const rows = parseCsv((await t.call('GET', '/api/admin/orders/export.csv?status=shipped')).body);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Carrier: 'Delhivery',
      'Tracking number': 'DL123456789',
      'Discount (INR)': '99.00',
      'Discount code': 'SAMPLE-ABC123',
      'Total (INR)': '7238.16',
      'Refunded (INR)': '108.00',
      'Net (INR)': '7130.16',
      'Credit notes': 'WC/CN/26-27/0001',
    });
  });
});

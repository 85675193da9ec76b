import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Analytics } from '../../../domain/stats';
import type { OrderStatus } from '../../../domain/order-status';
import { orders } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/helpers';
import { bearer, createCustomer, createOrder, createPeople, type Person } from '../../test/store-fixtures';

/** Decision 025: the analytics page's GST collected per India month, by head. */

let t: TestContext;
let viewer: Person;

/** An order with its tax recorded as it would be: CGST + SGST, or IGST. */
async function taxedOrder(
  userId: string,
  createdAt: Date,
  split: { cgst: number; sgst: number } | { igst: number },
  status: OrderStatus = 'paid',
) {
  const order = await createOrder(t.db, { userId, createdAt, status, totalPaise: 100_000 });
  const tax = 'igst' in split ? split.igst : split.cgst + split.sgst;
  await t.db
    .update(orders)
    .set({
      taxPaise: tax,
      cgstPaise: 'cgst' in split ? split.cgst : null,
      sgstPaise: 'sgst' in split ? split.sgst : null,
      igstPaise: 'igst' in split ? split.igst : null,
    })
    .where(eq(orders.id, order.id));
}

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await createPeople(t.db)).viewer;
  const asha = await createCustomer(t.db, 'Asha Rao');
  // The range shown ends on 15 June 2026 (India); its twelve months run July 2025 – June 2026.
  await taxedOrder(asha.id, new Date('2026-06-10T10:00:00+05:30'), { cgst: 4_000, sgst: 4_001 });
  await taxedOrder(asha.id, new Date('2026-06-14T10:00:00+05:30'), { igst: 12_345 });
  // 1 June 00:10 in India is still 31 May in UTC: it belongs to June.
  await taxedOrder(asha.id, new Date('2026-06-01T00:10:00+05:30'), { igst: 100 });
  await taxedOrder(asha.id, new Date('2026-05-31T23:50:00+05:30'), { cgst: 50, sgst: 50 });
  // Not counted: a cancelled order, one after the range, one before its twelve months.
  await taxedOrder(asha.id, new Date('2026-06-11T10:00:00+05:30'), { igst: 99_999 }, 'cancelled');
  await taxedOrder(asha.id, new Date('2026-06-16T10:00:00+05:30'), { igst: 99_999 });
  await taxedOrder(asha.id, new Date('2025-06-30T10:00:00+05:30'), { igst: 99_999 });
  // An order from before the split was recorded: its tax counts in the total only.
  const old = await createOrder(t.db, { userId: asha.id, createdAt: new Date('2025-07-01T09:00:00+05:30') });
  await t.db.update(orders).set({ taxPaise: 700 }).where(eq(orders.id, old.id));
});
afterAll(() => t.close());

describe('GET /api/admin/analytics: tax', () => {
  it('sums CGST, SGST and IGST per India month over the twelve months to the end of the range', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics?from=2026-06-01&to=2026-06-15',
      headers: bearer(viewer),
    });
    expect(res.statusCode).toBe(200);
    const { tax } = res.json<Analytics>();
    expect(tax.map((m) => m.month)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(tax.at(-1)).toEqual({ month: '2026-06', cgst: 40, sgst: 40.01, igst: 124.45, total: 204.46 });
    expect(tax.at(-2)).toEqual({ month: '2026-05', cgst: 0.5, sgst: 0.5, igst: 0, total: 1 });
    expect(tax[0]).toEqual({ month: '2025-07', cgst: 0, sgst: 0, igst: 0, total: 7 });
    expect(tax.slice(1, 10).every((m) => m.total === 0)).toBe(true);
  });
});

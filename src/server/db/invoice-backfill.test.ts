import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCustomer, createOrder } from '../test/store-fixtures';
import { MIGRATIONS_DIR } from '../paths';
import { useTestDatabase } from '../test/helpers';
import { documentCounters, orders } from './schema';

/**
 * Migration 0011's hand-written backfill (decision 025), run again on orders that have no number: they are numbered
 * per financial year in the order they were placed, by their date in India, and the counters go on from there.
 */
const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0013_gst_invoices.sql'), 'utf8');
const backfill = migration
  .slice(migration.indexOf('-- Hand-written backfill'))
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

const handle = useTestDatabase();

describe('migration 0011 backfill', () => {
  it('numbers paid orders per Indian financial year in the order they were placed, and sets the counters', async () => {
    const { db } = handle;
    const user = await createCustomer(db, 'Early Buyer');
    const at = (iso: string) => new Date(iso);
    // Inserted out of order: the backfill goes by created_at.
    await createOrder(db, { userId: user.id, createdAt: at('2025-04-01T00:05:00+05:30'), shippingName: 'B' });
    await createOrder(db, { userId: user.id, createdAt: at('2025-03-31T23:59:00+05:30'), shippingName: 'A' });
    await createOrder(db, { userId: user.id, createdAt: at('2025-06-01T10:00:00+05:30'), shippingName: 'C' });
    await createOrder(db, {
      userId: user.id,
      createdAt: at('2025-05-01T10:00:00+05:30'),
      status: 'cancelled',
      shippingName: 'Cx',
    });
    await createOrder(db, {
      userId: user.id,
      createdAt: at('2025-05-02T10:00:00+05:30'),
      status: 'pending',
      shippingName: 'P',
    });
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await db.execute(sql.raw(statement));

    const rows = await db
      .select({ name: sql<string>`${orders.shippingInfo}->>'name'`, number: orders.invoiceNumber })
      .from(orders)
      .orderBy(asc(orders.createdAt));
    expect(rows).toEqual([
      { name: 'A', number: 'WC/24-25/000001' },
      { name: 'B', number: 'WC/25-26/000001' },
      { name: 'Cx', number: 'WC/25-26/000002' },
      { name: 'P', number: null },
      { name: 'C', number: 'WC/25-26/000003' },
    ]);
    const counters = await db
      .select({
        series: documentCounters.series,
        fy: documentCounters.financialYear,
        last: documentCounters.last,
      })
      .from(documentCounters)
      .orderBy(asc(documentCounters.financialYear));
    expect(counters).toEqual([
      { series: 'invoice', fy: '24-25', last: 1 },
      { series: 'invoice', fy: '25-26', last: 3 },
    ]);
  });
});

import { and, count, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { type AdminProduct } from '../../../domain/product-admin';
import { LOW_STOCK_ROLLS, STOCK_MESSAGES } from '../../../domain/stock';
import type { StockAdjustment, StockAdjustmentBody } from '../../../domain/stock-adjustment';
import type { Db } from '../../db/client';
import { auditLog, products } from '../../db/schema';
import { Conflict, Invalid } from '../../errors';
import { auditEntries, recordStockChange, STOCK_ACTION } from '../audit/service';
import { findProduct, toAdminProduct } from './admin-service';

export const STOCK_ADJUSTMENTS_SHOWN = 50;

/**
 * POST /api/admin/products/:id/stock-adjustments. A change is applied relative to the count as it is at that
 * moment (one conditional UPDATE), so an adjustment never overwrites a sale made meanwhile. A new batch may only
 * start once the shelf is empty, so the rolls in stock are always one batch and an order never mixes two. A roll
 * made to order starts being counted with its first adjustment.
 */
export async function adjustStock(
  db: Db,
  actorId: string,
  id: string,
  body: StockAdjustmentBody,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const before = await findProduct(tx, id);
    if (before.kind !== 'rolls') throw new Invalid(STOCK_MESSAGES.madeToOrder);
    const newBatch = body.batch !== undefined && body.batch !== before.batch;
    const startsCount = before.stock === null || newBatch;
    if (startsCount && body.change < 0) throw new Invalid(STOCK_MESSAGES.belowZero(before.stock ?? 0));

    const [row] = startsCount
      ? await tx
          .update(products)
          .set({ stock: body.change, inStock: true, batch: newBatch ? (body.batch ?? null) : before.batch })
          .where(and(eq(products.id, id), sql`coalesce(${products.stock}, 0) = 0`))
          .returning()
      : await tx
          .update(products)
          .set({
            stock: sql`${products.stock} + ${body.change}`,
            inStock: sql`${products.stock} + ${body.change} > 0`,
          })
          .where(and(eq(products.id, id), sql`${products.stock} + ${body.change} >= 0`))
          .returning();
    if (!row) {
      const [now] = await tx
        .select({ stock: products.stock, batch: products.batch })
        .from(products)
        .where(eq(products.id, id));
      const left = now?.stock ?? 0;
      throw newBatch
        ? new Conflict(STOCK_MESSAGES.newBatchWhileStocked(left, now?.batch ?? null))
        : new Invalid(STOCK_MESSAGES.belowZero(left));
    }
    await recordStockChange(tx, actorId, id, {
      change: body.change,
      stockAfter: row.stock ?? 0,
      batch: row.batch,
      reason: body.reason,
    });
    return toAdminProduct(row);
  });
}

const asNumber = (v: unknown) => (typeof v === 'number' ? v : 0);
const asText = (v: unknown) => (typeof v === 'string' ? v : null);

export async function listStockAdjustments(db: Db, id: string): Promise<StockAdjustment[]> {
  const ofProduct = and(eq(auditLog.entityId, id), eq(auditLog.action, STOCK_ACTION));
  const rows = await auditEntries(db, ofProduct).limit(STOCK_ADJUSTMENTS_SHOWN);
  return rows.map(({ entry, actor }) => ({
    id: entry.id,
    actor,
    change: asNumber(entry.details?.change),
    stockAfter: asNumber(entry.details?.stockAfter),
    batch: asText(entry.details?.batch),
    reason: asText(entry.details?.reason) ?? '',
    createdAt: entry.createdAt.toISOString(),
  }));
}

/** Counted roll products at or below the low-stock mark, sold-out ones included: the dashboard's warning. */
export async function lowStockCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(products)
    .where(and(isNotNull(products.stock), lte(products.stock, LOW_STOCK_ROLLS)));
  return row?.count ?? 0;
}

import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/**
 * The one way roll stock moves (decision 026): a single conditional UPDATE, so two buyers of the last roll cannot
 * both take it, and `in_stock` moves with the count (the products_stock_check constraint holds them together).
 * `batch` (when given) must still be the batch on the shelf, so rolls of one line never come from two batches.
 */
export async function takeStock(
  tx: Db,
  productId: string,
  quantity: number,
  batch?: string | null,
  /** a checkout's hold, counted in `held_rolls` until it ends (decision 044) */
  hold = false,
): Promise<{ batch: string | null } | null> {
  const [row] = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} - ${quantity}`,
      inStock: sql`${products.stock} - ${quantity} > 0`,
      ...(hold ? { heldRolls: sql`${products.heldRolls} + ${quantity}` } : {}),
    })
    .where(
      and(
        eq(products.id, productId),
        gte(products.stock, quantity),
        batch === undefined ? undefined : sql`${products.batch} is not distinct from ${batch}`,
      ),
    )
    .returning({ batch: products.batch });
  return row ?? null;
}

/** A checkout's hold of rolls ends, whether they were sold or go back on the shelf (decision 044). */
export async function endHold(tx: Db, productId: string, quantity: number) {
  await tx
    .update(products)
    .set({ heldRolls: sql`greatest(${products.heldRolls} - ${quantity}, 0)` })
    .where(eq(products.id, productId));
}

/**
 * Rolls go back on the shelf (a lapsed hold, a cancelled order), unless the shelf has moved on to another batch
 * meanwhile; the count after, or null when they did not go back.
 */
export async function returnStock(
  tx: Db,
  productId: string,
  quantity: number,
  batch: string | null,
): Promise<number | null> {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}`, inStock: true })
    .where(
      and(
        eq(products.id, productId),
        sql`${products.stock} is not null`,
        sql`${products.batch} is not distinct from ${batch}`,
      ),
    )
    .returning({ stock: products.stock });
  return row?.stock ?? null;
}

/** What a shopper may still take of a product now: a count for counted rolls, null when made to order. */
export async function stockOf(tx: Db, productId: string): Promise<number | null> {
  const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? null;
}

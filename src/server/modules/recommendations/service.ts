import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  lt,
  max,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { RELATED_PRODUCTS_LIMIT } from '../../../domain/constants';
import { BOUGHT_STATUSES } from '../../../domain/order-status';
import type { Product } from '../../../domain/product';
import type { Db } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';
import { NotFound } from '../../errors';
import { isListed, toProductDto, type ProductRow } from '../products/service';

export const ALSO_BOUGHT_LIMIT = 4;

async function findProduct(db: Db, id: string): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isListed));
  if (!row) throw new NotFound('Product not found');
  return row;
}

/** Other products in the same paid orders as this one, the most often bought together first. */
export async function alsoBought(db: Db, productId: string): Promise<Product[]> {
  await findProduct(db, productId);
  const mine = db
    .selectDistinct({ orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, productId), inArray(orders.status, [...BOUGHT_STATUSES])))
    .as('mine');
  const timesBought = sql<number>`count(distinct ${orderItems.orderId})`;
  const lastBought = max(orders.createdAt);
  const together = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(mine, eq(mine.orderId, orderItems.orderId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(isNotNull(orderItems.productId), ne(orderItems.productId, productId)))
    .groupBy(orderItems.productId)
    // A tie goes to what sold most recently, then to a fixed order so the answer never flickers.
    .orderBy(desc(timesBought), desc(lastBought), asc(orderItems.productId))
    .limit(ALSO_BOUGHT_LIMIT);
  const ids = together.flatMap((t) => (t.productId ? [t.productId] : []));
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), isListed));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductDto(row)] : [];
  });
}

/**
 * docs/store-rules.md#constants relates products whose first tag equals this product's category. Our
 * catalogue's first tag is the theme (docs/store-rules.md#records uses it as the theme fallback), so that rule
 * alone finds nothing for seeded products; we keep it as the first choice for products an admin tags that way,
 * then fill up with the same category, then the same theme, so the section is never empty for a real product.
 */
export async function relatedProducts(db: Db, productId: string): Promise<Product[]> {
  const product = await findProduct(db, productId);
  const theme = product.theme ?? product.tags[0] ?? null;
  const tiers: SQL[] = [
    sql`${products.tags}[1] = ${product.category}`,
    eq(products.category, product.category),
  ];
  if (theme) {
    tiers.push(
      sql`(${products.theme} = ${theme} or (${products.theme} is null and ${products.tags}[1] = ${theme}))`,
    );
  }

  const picked: ProductRow[] = [];
  for (const tier of tiers) {
    // Starting just after this product and wrapping round gives each product its own neighbours, rather
    // than every product in a category showing the same first four.
    for (const side of [gt(products.skuId, product.skuId), lt(products.skuId, product.skuId)]) {
      const need = RELATED_PRODUCTS_LIMIT - picked.length;
      if (need <= 0) break;
      const exclude = [product.id, ...picked.map((p) => p.id)];
      const rows = await db
        .select()
        .from(products)
        .where(and(tier, side, notInArray(products.id, exclude), isListed))
        .orderBy(asc(products.skuId))
        .limit(need);
      picked.push(...rows);
    }
  }
  return picked.map(toProductDto);
}

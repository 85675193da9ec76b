import { and, asc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { HOME_CAROUSEL_SIZE } from '../../../domain/constants';
import type { HomeResponse } from '../../../domain/home';
import type { Product } from '../../../domain/product';
import type { Db } from '../../db/client';
import { collectionProducts, collections, products } from '../../db/schema';
import { isListed, toProductDto } from '../products/service';

export const BESTSELLERS_COLLECTION = 'bestsellers';
export const TOP_PICKS_COLLECTION = 'top-picks';

/** A staff-arranged collection in its own order; empty when it does not exist or holds nothing. */
async function collectionItems(db: Db, slug: string): Promise<Product[]> {
  const rows = await db
    .select({ product: products })
    .from(collectionProducts)
    .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(and(eq(collections.slug, slug), isListed))
    .orderBy(asc(collectionProducts.position), asc(products.skuId))
    .limit(HOME_CAROUSEL_SIZE);
  return rows.map((row) => toProductDto(row.product));
}

/** The catalogue's own order: the staff position, then skuId, as everywhere else (docs/store-rules.md#constants). */
async function firstProducts(db: Db, where?: SQL): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(isListed, where))
    .orderBy(asc(products.position), asc(products.skuId))
    .limit(HOME_CAROUSEL_SIZE);
  return rows.map(toProductDto);
}

/**
 * The first products flagged 'Bestseller' (docs/store-rules.md#constants), so the flag is what puts a product
 * in the carousel: those placed in the Bestsellers collection first, in its saved order, then the other flagged
 * ones in catalogue order. A product in the collection without the flag is not shown
 * (docs/decisions/048-staff-controls.md).
 */
async function flaggedBestsellers(db: Db): Promise<Product[]> {
  const arranged = db
    .select({ productId: collectionProducts.productId, position: collectionProducts.position })
    .from(collectionProducts)
    .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
    .where(eq(collections.slug, BESTSELLERS_COLLECTION))
    .as('arranged');
  const rows = await db
    .select({ product: products })
    .from(products)
    .leftJoin(arranged, eq(arranged.productId, products.id))
    .where(and(isListed, eq(products.bestseller, true)))
    .orderBy(sql`${arranged.position} asc nulls last`, asc(products.position), asc(products.skuId))
    .limit(HOME_CAROUSEL_SIZE);
  return rows.map((row) => toProductDto(row.product));
}

/**
 * The two home carousels: the flagged bestsellers (or simply the first products when none is flagged), then the
 * Top Picks collection when it holds anything, otherwise featured products or other products. Out-of-stock
 * products still show, as they do on the listing.
 */
export async function getHomeProducts(db: Db): Promise<HomeResponse> {
  let bestsellers = await flaggedBestsellers(db);
  if (bestsellers.length === 0) bestsellers = await firstProducts(db);

  let topPicks = await collectionItems(db, TOP_PICKS_COLLECTION);
  if (topPicks.length === 0) topPicks = await firstProducts(db, eq(products.featured, true));
  if (topPicks.length === 0) {
    const shown = bestsellers.map((p) => p.id);
    topPicks = await firstProducts(db, shown.length ? notInArray(products.id, shown) : undefined);
  }
  return { bestsellers, topPicks };
}

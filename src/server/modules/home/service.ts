import { and, asc, eq, notInArray, type SQL } from 'drizzle-orm';
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

/** The catalogue's own order: the staff position, then skuId, as everywhere else (spec §9). */
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
 * The two home carousels. Staff collections win when they hold anything; otherwise spec §9's rules:
 * the first flagged bestsellers (or simply the first products), then featured products or other
 * products. Out-of-stock products still show, as they do on the listing.
 */
export async function getHomeProducts(db: Db): Promise<HomeResponse> {
  let bestsellers = await collectionItems(db, BESTSELLERS_COLLECTION);
  if (bestsellers.length === 0) bestsellers = await firstProducts(db, eq(products.bestseller, true));
  if (bestsellers.length === 0) bestsellers = await firstProducts(db);

  let topPicks = await collectionItems(db, TOP_PICKS_COLLECTION);
  if (topPicks.length === 0) topPicks = await firstProducts(db, eq(products.featured, true));
  if (topPicks.length === 0) {
    const shown = bestsellers.map((p) => p.id);
    topPicks = await firstProducts(db, shown.length ? notInArray(products.id, shown) : undefined);
  }
  return { bestsellers, topPicks };
}

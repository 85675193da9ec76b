import { and, desc, eq } from 'drizzle-orm';
import type { Wishlist } from '../../../domain/wishlist';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { NotFound } from '../../errors';
import { isListed, toProductDto } from '../products/service';

/** Newest first, as the drawer lists them. */
export async function getWishlist(db: Db, userId: string): Promise<Wishlist> {
  const rows = await db
    .select({ item: wishlistItems, product: products })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), isListed))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return rows.map(({ item, product }) => ({
    _id: item.id,
    productId: toProductDto(product),
    createdAt: item.createdAt.toISOString(),
  }));
}

export async function addToWishlist(db: Db, userId: string, productId: string): Promise<Wishlist> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isListed));
  if (!product) throw new NotFound('Product not found');
  // The (user, product) unique index keeps one entry however often, or however concurrently, it is added.
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  return getWishlist(db, userId);
}

export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<Wishlist> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return getWishlist(db, userId);
}

export async function clearWishlist(db: Db, userId: string): Promise<Wishlist> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  return [];
}

export async function isInWishlist(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return Boolean(row);
}

import { and, count, desc, eq } from 'drizzle-orm';
import type { WallPreview, WallTile } from '../../../domain/wall-preview';
import { SAVED_PREVIEWS_MAX } from '../../../domain/wall-preview';
import type { Db } from '../../db/client';
import { products, wallPreviews } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { imageUrl } from '../products/service';

export const NO_TILE = 'This design cannot be previewed on a wall yet';
export const TOO_MANY_PREVIEWS = `You can keep up to ${SAVED_PREVIEWS_MAX} wall previews. Delete one to save another.`;

export async function getWallTile(db: Db, productId: string): Promise<WallTile> {
  const [row] = await db
    .select({ tileImage: products.tileImage, repeatCm: products.repeatCm })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new NotFound('Product not found');
  if (!row.tileImage || !row.repeatCm) throw new NotFound(NO_TILE);
  return { productId, image: imageUrl(row.tileImage), repeatCm: row.repeatCm };
}

export async function listWallPreviews(db: Db, userId: string): Promise<WallPreview[]> {
  const rows = await db
    .select({
      id: wallPreviews.id,
      productId: wallPreviews.productId,
      productName: products.name,
      image: wallPreviews.image,
      createdAt: wallPreviews.createdAt,
    })
    .from(wallPreviews)
    .leftJoin(products, eq(products.id, wallPreviews.productId))
    .where(eq(wallPreviews.userId, userId))
    .orderBy(desc(wallPreviews.createdAt))
    .limit(SAVED_PREVIEWS_MAX);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Checks the room before the image is stored, so a refused save leaves no file behind. */
export async function assertRoomForPreview(db: Db, userId: string, productId: string | null) {
  const [kept] = await db.select({ n: count() }).from(wallPreviews).where(eq(wallPreviews.userId, userId));
  if ((kept?.n ?? 0) >= SAVED_PREVIEWS_MAX) throw new Conflict(TOO_MANY_PREVIEWS);
  if (productId) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw new NotFound('Product not found');
  }
}

export async function saveWallPreview(
  db: Db,
  userId: string,
  productId: string | null,
  image: string,
): Promise<WallPreview> {
  const [row] = await db.insert(wallPreviews).values({ userId, productId, image }).returning();
  if (!row) throw new Error('wall preview insert returned nothing');
  const [saved] = (await listWallPreviews(db, userId)).filter((p) => p.id === row.id);
  if (!saved) throw new Error('saved wall preview not found');
  return saved;
}

export async function deleteWallPreview(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(wallPreviews)
    .where(and(eq(wallPreviews.id, id), eq(wallPreviews.userId, userId)))
    .returning({ id: wallPreviews.id });
  if (deleted.length === 0) throw new NotFound('Wall preview not found');
}

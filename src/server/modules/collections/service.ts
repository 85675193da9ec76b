import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { type Collection } from '../../../domain/collection';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { isUniqueViolation, type Db } from '../../db/client';
import { collectionProducts, collections, products } from '../../db/schema';
import { nextPosition } from '../../db/sql-helpers';
import { Conflict, Invalid, NotFound } from '../../errors';
import { BESTSELLERS_COLLECTION, TOP_PICKS_COLLECTION } from '../home/service';
import { imageUrl, PLACEHOLDER_IMAGE } from '../products/service';
import { recordAudit } from '../audit/service';

export const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export async function listCollections(db: Db, onlyId?: string): Promise<Collection[]> {
  const list = await db
    .select()
    .from(collections)
    .where(onlyId ? eq(collections.id, onlyId) : undefined)
    .orderBy(asc(collections.position), asc(collections.name));
  if (list.length === 0) return [];
  const members = await db
    .select({
      collectionId: collectionProducts.collectionId,
      position: collectionProducts.position,
      product: { id: products.id, name: products.name, images: products.images, featured: products.featured },
    })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(
      inArray(
        collectionProducts.collectionId,
        list.map((c) => c.id),
      ),
    )
    .orderBy(asc(collectionProducts.position), asc(products.skuId));
  return list.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    position: c.position,
    products: members
      .filter((m) => m.collectionId === c.id)
      .map(({ product, position }) => ({
        id: product.id,
        name: product.name,
        image: product.images[0] ? imageUrl(product.images[0]) : PLACEHOLDER_IMAGE,
        featured: product.featured,
        position,
      })),
  }));
}

async function getCollection(db: Db, id: string): Promise<Collection> {
  const [collection] = await listCollections(db, id);
  if (!collection) throw new NotFound(ADMIN_MESSAGES.collectionNotFound);
  return collection;
}

/** Replaces the whole order in one transaction, so the storefront never sees half an arrangement. */
export async function arrangeCollection(
  db: Db,
  actorId: string,
  id: string,
  productIds: readonly string[],
): Promise<Collection> {
  await db.transaction(async (tx) => {
    const [collection] = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, id));
    if (!collection) throw new NotFound(ADMIN_MESSAGES.collectionNotFound);
    if (productIds.length > 0) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...productIds]));
      if (found.length !== productIds.length) throw new Invalid(ADMIN_MESSAGES.unknownProducts);
    }
    await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, id));
    if (productIds.length > 0) {
      await tx
        .insert(collectionProducts)
        .values(productIds.map((productId, position) => ({ collectionId: id, productId, position })));
    }
    await tx
      .update(collections)
      .set({ updatedAt: sql`now()` })
      .where(eq(collections.id, id));
    await recordAudit(tx, actorId, 'collection.arrange', id, { productIds });
  });
  return getCollection(db, id);
}

export async function createCollection(db: Db, actorId: string, name: string): Promise<Collection> {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(collections)
        .values({
          name,
          // A name in another script has no Latin letters to slug; it still gets a unique address.
          slug: slugify(name) || `collection-${randomBytes(4).toString('hex')}`,
          position: nextPosition(collections),
        })
        .returning();
      if (!row) throw new Error('insert returned no collection');
      await recordAudit(tx, actorId, 'collection.create', row.id, { name: row.name, slug: row.slug });
      return row.id;
    });
    return getCollection(db, id);
  } catch (error) {
    // The unique slug decides, so two staff creating one name at once get one collection.
    if (isUniqueViolation(error)) throw new Conflict(ADMIN_MESSAGES.collectionTaken);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Seed

export const SEED_COLLECTION_SIZE = 8;

interface SeedCollection {
  name: string;
  slug: string;
  /** which products, in the order they are picked; skipped ones are already in an earlier collection */
  where?: SQL;
  order: SQL[];
}

const SEED_COLLECTIONS: SeedCollection[] = [
  {
    name: 'Bestsellers',
    slug: BESTSELLERS_COLLECTION,
    where: eq(products.bestseller, true),
    order: [asc(products.position), asc(products.skuId)],
  },
  {
    name: 'Top Picks',
    slug: TOP_PICKS_COLLECTION,
    where: eq(products.inStock, true),
    order: [desc(products.rating), asc(products.skuId)],
  },
  { name: 'New Arrivals', slug: 'new-arrivals', order: [desc(products.skuId)] },
  {
    name: 'Murals & Statement Walls',
    slug: 'murals-statement-walls',
    where: eq(products.category, 'Wall Muralists'),
    order: [asc(products.position), asc(products.skuId)],
  },
];

/**
 * The four collections the home page and the arrangement screen start from, about 8 products each, no product
 * twice across them. A collection that already exists is left exactly as staff arranged it, so this can run
 * on every start.
 */
export async function seedCollections(db: Db): Promise<{ created: string[] }> {
  return db.transaction(async (tx) => {
    const created: string[] = [];
    const used: string[] = [];
    for (const [position, seed] of SEED_COLLECTIONS.entries()) {
      const [row] = await tx
        .insert(collections)
        .values({ name: seed.name, slug: seed.slug, position })
        .onConflictDoNothing({ target: collections.slug })
        .returning({ id: collections.id });
      if (!row) continue;
      created.push(seed.slug);
      const notUsed = used.length ? notInArray(products.id, used) : undefined;
      let picked = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(seed.where, notUsed))
        .orderBy(...seed.order)
        .limit(SEED_COLLECTION_SIZE);
      // A small catalogue may have too few of a kind; the rest of the catalogue fills the gap.
      if (picked.length < SEED_COLLECTION_SIZE) {
        const more = await tx
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              notUsed,
              picked.length
                ? notInArray(
                    products.id,
                    picked.map((p) => p.id),
                  )
                : undefined,
            ),
          )
          .orderBy(asc(products.position), asc(products.skuId))
          .limit(SEED_COLLECTION_SIZE - picked.length);
        picked = [...picked, ...more];
      }
      if (picked.length > 0) {
        await tx
          .insert(collectionProducts)
          .values(picked.map((p, i) => ({ collectionId: row.id, productId: p.id, position: i })));
      }
      used.push(...picked.map((p) => p.id));
    }
    return { created };
  });
}

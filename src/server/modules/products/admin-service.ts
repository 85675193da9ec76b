import { DEFAULT_PARCEL, productParcel } from '../../../domain/shipping';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type AdminProduct, type AdminProductQuery, type CreateProduct } from '../../../domain/product-admin';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { toPaise } from '../../../domain/pricing';
import { isUniqueViolation, type Db } from '../../db/client';
import { products } from '../../db/schema';
import { nextPosition } from '../../db/sql-helpers';
import { Conflict, NotFound } from '../../errors';
import { loadSynonyms } from './synonyms';
import { imageUrl, listProductRows, searchTextOf, toProductDto, type ProductRow } from './service';
import { recordAudit, recordStockChange } from '../audit/service';

/** The reason a count set in the product form (or by the API's create and update) is listed with. */
const STOCK_FORM_REASON = 'Set in the product form';

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toProductDto(row),
    images: row.images.map(imageUrl),
    featured: row.featured,
    status: row.status,
    batch: row.batch,
    parcel: productParcel(row),
  };
}

/** The catalogue's own filters and search, so staff find what shoppers find, plus drafts and SKUs. */
export async function listAdminProducts(db: Db, query: AdminProductQuery) {
  const synonyms = query.search ? await loadSynonyms(db) : [];
  const { rows, total } = await listProductRows(db, query, { staff: true, status: query.status, synonyms });
  return { products: rows.map(toAdminProduct), total, page: query.page, limit: query.limit };
}

export async function findProduct(db: Db, id: string): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new NotFound(ADMIN_MESSAGES.productNotFound);
  return row;
}

export const getAdminProduct = async (db: Db, id: string) => toAdminProduct(await findProduct(db, id));

/** Time-ordered, so staff-made SKUs sort by when they were made; the random tail parts two made in one ms. */
const newSku = () =>
  `WC-NEW-${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;

/** A counted roll is in stock exactly when rolls are left; the flag is for made-to-order products. */
function stockColumns(input: CreateProduct) {
  const stock = input.kind === 'rolls' ? (input.stock ?? null) : null;
  return {
    stock,
    batch: input.kind === 'rolls' ? (input.batch ?? null) : null,
    inStock: stock === null ? input.inStock : stock > 0,
  };
}

/**
 * An update of a roll without a count keeps the count and batch as they are in the row now (sales may have
 * moved them since the form was opened); only the made-to-order flag is the form's.
 */
function updateColumns(input: CreateProduct) {
  if (input.kind !== 'rolls' || input.stock !== undefined) return columnsOf(input);
  const { stock: _stock, batch: _batch, ...columns } = columnsOf(input);
  return {
    ...columns,
    inStock: sql<boolean>`case when ${products.stock} is null then ${input.inStock} else ${products.stock} > 0 end`,
  };
}

export function columnsOf(input: CreateProduct) {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    kind: input.kind,
    tags: input.tags,
    theme: input.theme,
    colors: input.colors,
    materials: input.materials,
    roomTypes: input.roomTypes,
    pricePaise: toPaise(input.price),
    originalPricePaise: input.originalPrice === null ? null : toPaise(input.originalPrice),
    images: input.images,
    widthCm: input.dimensions.width,
    heightCm: input.dimensions.height,
    rollWidthCm: input.roll.widthCm,
    rollLengthCm: input.roll.lengthCm,
    patternRepeatCm: input.roll.patternRepeatCm,
    patternMatch: input.roll.patternMatch,
    bestseller: input.bestseller,
    ...(input.parcel
      ? {
          shipWeightG: input.parcel.weightG,
          shipLengthCm: input.parcel.lengthCm,
          shipBreadthCm: input.parcel.breadthCm,
          shipHeightCm: input.parcel.heightCm,
        }
      : {}),
    ...stockColumns(input),
    status: input.status,
    searchText: searchTextOf(input),
  };
}

/** The unique SKU index decides, so two staff saving one SKU at once cannot both succeed. */
async function translatingSkuConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(ADMIN_MESSAGES.skuTaken);
    throw error;
  }
}

export async function createProduct(db: Db, actorId: string, input: CreateProduct): Promise<AdminProduct> {
  return translatingSkuConflict(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          // A new product's box is stored, the kind's standard one unless given, so the form that shows it and
          // the carrier that books it read the same figures (docs/decisions/077-delivery-corrections-and-returned-refunds.md).
          ...columnsOf({ ...input, parcel: input.parcel ?? DEFAULT_PARCEL[input.kind] }),
          skuId: input.skuId ?? newSku(),
          // rating and reviews keep the column defaults: NEW_PRODUCT_DEFAULTS (docs/store-rules.md#constants)
          position: nextPosition(products),
        })
        .returning();
      if (!row) throw new Error('insert returned no product');
      await recordAudit(tx, actorId, 'product.create', row.id, { name: row.name, skuId: row.skuId });
      if (row.stock !== null) {
        await recordStockChange(tx, actorId, row.id, {
          change: row.stock,
          stockAfter: row.stock,
          batch: row.batch,
          reason: STOCK_FORM_REASON,
        });
      }
      return toAdminProduct(row);
    }),
  );
}

export async function updateProduct(
  db: Db,
  actorId: string,
  id: string,
  input: CreateProduct,
): Promise<AdminProduct> {
  return translatingSkuConflict(() =>
    db.transaction(async (tx) => {
      const before = await findProduct(tx, id);
      const values = { ...updateColumns(input), skuId: input.skuId ?? before.skuId };
      const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning();
      if (!row) throw new NotFound(ADMIN_MESSAGES.productNotFound);
      const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
        (key) => key !== 'searchText' && JSON.stringify(before[key]) !== JSON.stringify(row[key]),
      );
      await recordAudit(tx, actorId, 'product.update', id, { name: row.name, skuId: row.skuId, changed });
      if (row.stock !== null && (row.stock !== before.stock || row.batch !== before.batch)) {
        await recordStockChange(tx, actorId, id, {
          change: row.stock - (before.stock ?? 0),
          stockAfter: row.stock,
          batch: row.batch,
          reason: STOCK_FORM_REASON,
        });
      }
      return toAdminProduct(row);
    }),
  );
}

/** Orders keep their snapshots (order_items.product_id is ON DELETE SET NULL); carts and lists drop it. */
export async function deleteProduct(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ name: products.name, skuId: products.skuId });
    if (!row) throw new NotFound(ADMIN_MESSAGES.productNotFound);
    await recordAudit(tx, actorId, 'product.delete', id, row);
  });
}

export async function setProductFeatured(db: Db, actorId: string, id: string, featured: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ featured })
      .where(eq(products.id, id))
      .returning({ id: products.id, featured: products.featured });
    if (!row) throw new NotFound(ADMIN_MESSAGES.productNotFound);
    await recordAudit(tx, actorId, 'product.featured', id, { featured });
    return row;
  });
}

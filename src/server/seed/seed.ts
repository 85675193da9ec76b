import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { and, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { appState, products } from '../db/schema';
import { toPaise } from '../../domain/pricing';
import { seedCollections } from '../modules/admin/collections-service';
import { searchTextOf } from '../modules/products/service';
import { seedReviews } from '../modules/reviews/seed';
import { generateCatalog, type SeedProduct } from './catalog';

/** Loaded only when something must be drawn, so a seeded store starts without the art code. */
const loadArt = () => import('./art');

/** Products that get art of their own; larger catalogues reuse these images. */
export const ART_PRODUCTS = 126;
export const DEFAULT_SEED_COUNT = 126;

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index] as T);
      }
    }),
  );
  return results;
}

const imageBase = (p: SeedProduct) => p.skuId.toLowerCase();

async function renderIfMissing(file: string, render: () => Promise<unknown>) {
  if (!fs.existsSync(file)) await render();
}

/** Site imagery (hero, tiles, avatars, placeholder); cheap to skip when already on disk. */
export async function renderSiteImages(imagesDir: string) {
  const {
    renderCategoryImages,
    renderHeroImages,
    renderInspirationImages,
    renderRoomPhotos,
    renderTestimonialAvatars,
  } = await loadArt();
  fs.mkdirSync(imagesDir, { recursive: true });
  await renderIfMissing(path.join(imagesDir, 'hero-1.webp'), () => renderHeroImages(imagesDir));
  await renderIfMissing(path.join(imagesDir, 'category-premium-wallpapers.webp'), () =>
    renderCategoryImages(imagesDir),
  );
  await renderIfMissing(path.join(imagesDir, 'avatar-1.webp'), () => renderTestimonialAvatars(imagesDir));
  await renderIfMissing(path.join(imagesDir, 'inspiration-1.webp'), () => renderInspirationImages(imagesDir));
  await renderIfMissing(path.join(imagesDir, 'room-study-front.webp'), () => renderRoomPhotos(imagesDir));
  await renderIfMissing(path.join(imagesDir, 'placeholder.webp'), () =>
    sharp({ create: { width: 800, height: 800, channels: 3, background: '#efe7da' } })
      .composite([
        {
          input: Buffer.from(
            `<svg width="800" height="800" xmlns="http://www.w3.org/2000/svg"><rect x="300" y="300" width="200" height="200" rx="16" fill="none" stroke="#b08d57" stroke-width="6"/><circle cx="360" cy="360" r="22" fill="#b08d57"/><path d="M310 480 L380 410 L430 450 L470 420 L490 480 Z" fill="#b08d57"/></svg>`,
          ),
        },
      ])
      .webp({ quality: 80 })
      .toFile(path.join(imagesDir, 'placeholder.webp')),
  );
}

export async function renderCatalogImages(catalog: readonly SeedProduct[], imagesDir: string) {
  const { renderProductImages, renderWallTile } = await loadArt();
  const unique = catalog.slice(0, ART_PRODUCTS);
  await mapLimit(unique, Math.max(1, os.availableParallelism()), async (p) => {
    const base = imageBase(p);
    await renderIfMissing(path.join(imagesDir, `${base}-2.webp`), () =>
      renderProductImages(p.art, imagesDir, base),
    );
    await renderIfMissing(path.join(imagesDir, `${base}-tile.webp`), () =>
      renderWallTile(p.art, imagesDir, base),
    );
  });
}

/** Each art product's repeat width, worked out once: bulk products share their art owner's. */
async function repeatWidths(catalog: readonly SeedProduct[]): Promise<Map<string, number>> {
  const { wallTileRepeatCm } = await loadArt();
  return new Map(catalog.slice(0, ART_PRODUCTS).map((p) => [p.skuId, wallTileRepeatCm(p.art)]));
}

function toRow(
  p: SeedProduct,
  index: number,
  catalog: readonly SeedProduct[],
  repeats: ReadonlyMap<string, number>,
) {
  const artOwner = index < ART_PRODUCTS ? p : (catalog[index % ART_PRODUCTS] as SeedProduct);
  const base = imageBase(artOwner);
  return {
    name: p.name,
    description: p.description,
    category: p.category,
    kind: p.kind,
    tags: p.tags,
    theme: p.theme,
    colors: p.colors,
    materials: p.materials,
    roomTypes: p.roomTypes,
    pricePaise: toPaise(p.price),
    originalPricePaise: p.originalPrice === null ? null : toPaise(p.originalPrice),
    images: [`${base}-1.webp`, `${base}-2.webp`],
    tileImage: `${base}-tile.webp`,
    repeatCm: repeats.get(artOwner.skuId) ?? null,
    widthCm: p.widthCm,
    heightCm: p.heightCm,
    rollWidthCm: p.roll.widthCm,
    rollLengthCm: p.roll.lengthCm,
    patternRepeatCm: p.roll.patternRepeatCm,
    patternMatch: p.roll.patternMatch,
    bestseller: p.bestseller,
    inStock: p.inStock,
    skuId: p.skuId,
    position: index,
    searchText: searchTextOf(p),
  };
}

export async function insertCatalog(db: Db, catalog: readonly SeedProduct[], batchSize = 1000) {
  const repeats = await repeatWidths(catalog);
  for (let start = 0; start < catalog.length; start += batchSize) {
    const rows = catalog.slice(start, start + batchSize).map((p, i) => toRow(p, start + i, catalog, repeats));
    await db.insert(products).values(rows).onConflictDoNothing({ target: products.skuId });
  }
}

export interface SeedOptions {
  count?: number;
  /** render image files (the server's first start does; API tests skip it) */
  images?: boolean;
  imagesDir: string;
}

/**
 * Stores seeded before wall tiles existed (migration 0007_wall_preview) have seeded products without one: each
 * start gives them the tile and repeat width the seed gives today (the catalogue is generated from a fixed seed,
 * so a SKU names the same art). Staff-made products have no generated art and stay without. The art code loads
 * only when there is something to backfill.
 */
export async function backfillWallTiles(
  db: Db,
  options: SeedOptions & { seededCount: number },
): Promise<number> {
  const missing = await db
    .select({ id: products.id, skuId: products.skuId })
    .from(products)
    .where(isNull(products.tileImage));
  if (!missing.length) return 0;
  const catalog = generateCatalog(options.seededCount);
  const indexOf = new Map(catalog.map((p, i) => [p.skuId, i]));
  const seeded = missing.filter((m) => indexOf.has(m.skuId));
  if (!seeded.length) return 0;
  const repeats = await repeatWidths(catalog);
  const rows = seeded.map((m) => {
    const index = indexOf.get(m.skuId) ?? 0;
    return { id: m.id, row: toRow(catalog[index] as SeedProduct, index, catalog, repeats) };
  });
  if (options.images !== false) {
    const owners = new Set(rows.map((r) => r.row.tileImage));
    const { renderWallTile } = await loadArt();
    fs.mkdirSync(options.imagesDir, { recursive: true });
    for (const p of catalog.slice(0, ART_PRODUCTS)) {
      const base = imageBase(p);
      if (!owners.has(`${base}-tile.webp`)) continue;
      await renderIfMissing(path.join(options.imagesDir, `${base}-tile.webp`), () =>
        renderWallTile(p.art, options.imagesDir, base),
      );
    }
  }
  for (const { id, row } of rows) {
    await db
      .update(products)
      .set({ tileImage: row.tileImage, repeatCm: row.repeatCm })
      .where(and(eq(products.id, id), isNull(products.tileImage)));
  }
  return rows.length;
}

/** Seeds once per database: the app_state marker, not an empty table, says whether it happened. */
export async function seedStore(db: Db, options: SeedOptions): Promise<{ seeded: boolean; count: number }> {
  const [marker] = await db.select().from(appState).where(eq(appState.key, 'catalog_seeded'));
  if (marker) {
    const seededCount = Number(marker.value.count) || DEFAULT_SEED_COUNT;
    await backfillWallTiles(db, { ...options, seededCount });
    return { seeded: false, count: 0 };
  }
  const catalog = generateCatalog(options.count ?? DEFAULT_SEED_COUNT);
  if (options.images !== false) {
    await renderSiteImages(options.imagesDir);
    await renderCatalogImages(catalog, options.imagesDir);
  }
  await insertCatalog(db, catalog);
  await seedReviews(db);
  await seedCollections(db);
  await db
    .insert(appState)
    .values({ key: 'catalog_seeded', value: { at: new Date().toISOString(), count: catalog.length } })
    .onConflictDoNothing();
  return { seeded: true, count: catalog.length };
}

export async function productCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return row?.n ?? 0;
}

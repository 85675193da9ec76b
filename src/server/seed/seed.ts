import { DEFAULT_PARCEL } from '../../domain/shipping';
import os from 'node:os';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { seedSynonyms } from '../modules/products/synonyms';
import { appState, installationTeamMembers, installationTeams, products, users } from '../db/schema';
import type { MediaStore } from '../media/store';
import { toPaise } from '../../domain/pricing';
import { seedCollections } from '../modules/collections/service';
import { searchTextOf } from '../modules/products/service';
import { seedReviews } from '../modules/reviews/seed';
import { SEED_TEAMS } from '../modules/installation/teams';
import type { SaveImage } from './art';
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

type Art = Awaited<ReturnType<typeof loadArt>>;
/** Something drawn at once, and the keys it writes: it is drawn again unless the store holds all of them. */
interface ArtJob {
  keys: string[];
  render: (art: Art, save: SaveImage) => Promise<unknown>;
}

const placeholder = () =>
  sharp({ create: { width: 800, height: 800, channels: 3, background: '#efe7da' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="800" height="800" xmlns="http://www.w3.org/2000/svg"><rect x="300" y="300" width="200" height="200" rx="16" fill="none" stroke="#b08d57" stroke-width="6"/><circle cx="360" cy="360" r="22" fill="#b08d57"/><path d="M310 480 L380 410 L430 450 L470 420 L490 480 Z" fill="#b08d57"/></svg>`,
        ),
      },
    ])
    .webp({ quality: 80 })
    .toBuffer();

/** Site imagery (hero, category tiles, avatars, inspiration, wall-preview rooms, placeholder), by a key each writes. */
const SITE_ART: readonly ArtJob[] = [
  { keys: ['hero-1.webp'], render: (art, save) => art.renderHeroImages(save) },
  { keys: ['category-premium-wallpapers.webp'], render: (art, save) => art.renderCategoryImages(save) },
  { keys: ['avatar-1.webp'], render: (art, save) => art.renderTestimonialAvatars(save) },
  { keys: ['inspiration-1.webp'], render: (art, save) => art.renderInspirationImages(save) },
  { keys: ['room-study-front.webp'], render: (art, save) => art.renderRoomPhotos(save) },
  { keys: ['placeholder.webp'], render: async (_art, save) => save('placeholder.webp', await placeholder()) },
];

function productArt(p: SeedProduct): ArtJob[] {
  const base = imageBase(p);
  return [
    {
      keys: [`${base}-1.webp`, `${base}-1-sm.webp`, `${base}-2.webp`, `${base}-2-sm.webp`],
      render: (art, save) => art.renderProductImages(p.art, save, base),
    },
    { keys: [`${base}-tile.webp`], render: (art, save) => art.renderWallTile(p.art, save, base) },
  ];
}

/**
 * Draws the site imagery and the pictures of the first `products` art products that the media store lacks: a
 * store that has them all draws nothing (the browser tests import their image cache first to skip the drawing),
 * and `npm run seed` draws again whatever went missing.
 */
export async function renderMissingArt(media: MediaStore, products: number): Promise<{ rendered: number }> {
  const jobs = [...SITE_ART, ...generateCatalog(Math.min(products, ART_PRODUCTS)).flatMap(productArt)];
  const present = await media.existing(jobs.flatMap((job) => job.keys));
  const missing = jobs.filter((job) => !job.keys.every((key) => present.has(key)));
  if (missing.length === 0) return { rendered: 0 };
  const art = await loadArt();
  const save: SaveImage = (name, bytes) => media.put(name, bytes);
  await mapLimit(missing, Math.max(1, os.availableParallelism()), (job) => job.render(art, save));
  return { rendered: missing.length };
}

/** Each art product's repeat width, worked out once: bulk products share their art owner's. */
async function repeatWidths(catalog: readonly SeedProduct[]): Promise<Map<string, number>> {
  const { wallTileRepeatCm } = await loadArt();
  return new Map(catalog.slice(0, ART_PRODUCTS).map((p) => [p.skuId, wallTileRepeatCm(p.art)]));
}

/** Paper and its backing weigh about 180 g a square metre; a roll's tube and caps about 300 g. */
const PAPER_G_PER_M2 = 180;
const TUBE_G = 300;

/**
 * Each seeded product's packed parcel, so booking quotes real sizes (docs/decisions/054-shipments-and-carrier-events.md):
 * a roll weighs what its paper does plus its tube, in a tube a little longer than the roll is wide; a custom
 * panel set ships in its kind's standard box.
 */
function seedParcel(p: SeedProduct) {
  const box = DEFAULT_PARCEL[p.kind];
  if (p.kind !== 'rolls')
    return {
      shipWeightG: box.weightG,
      shipLengthCm: box.lengthCm,
      shipBreadthCm: box.breadthCm,
      shipHeightCm: box.heightCm,
    };
  const areaM2 = (p.roll.widthCm / 100) * (p.roll.lengthCm / 100);
  return {
    shipWeightG: Math.round((areaM2 * PAPER_G_PER_M2 + TUBE_G) / 10) * 10,
    shipLengthCm: Math.ceil(p.roll.widthCm) + 3,
    shipBreadthCm: box.breadthCm,
    shipHeightCm: box.heightCm,
  };
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
    ...seedParcel(p),
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
}

const SEEDED = 'catalog_seeded';

/**
 * Stores seeded before wall tiles existed (migration 0007_wall_preview) have seeded products without one: each
 * start gives them the tile and repeat width the seed gives today (the catalogue is generated from a fixed seed,
 * so a SKU names the same art), and the start then draws the tiles the media store lacks. Staff-made products
 * have no generated art and stay without.
 */
export async function backfillWallTiles(db: Db, seededCount: number): Promise<number> {
  const missing = await db
    .select({ id: products.id, skuId: products.skuId })
    .from(products)
    .where(isNull(products.tileImage));
  if (!missing.length) return 0;
  const catalog = generateCatalog(seededCount);
  const indexOf = new Map(catalog.map((p, i) => [p.skuId, i]));
  const seeded = missing.filter((m) => indexOf.has(m.skuId));
  if (!seeded.length) return 0;
  const repeats = await repeatWidths(catalog);
  for (const m of seeded) {
    const index = indexOf.get(m.skuId) ?? 0;
    const row = toRow(catalog[index] as SeedProduct, index, catalog, repeats);
    await db
      .update(products)
      .set({ tileImage: row.tileImage, repeatCm: row.repeatCm })
      .where(and(eq(products.id, m.id), isNull(products.tileImage)));
  }
  return seeded.length;
}

const OLD_ARTICLE = 'Lovely in a ([aeiou])';
const NEW_ARTICLE = 'Lovely in an \\1';
const OLD_ROLL = 'Sold by the roll \\(([^()]*\\([^()]*\\))\\) in ([a-z-]+), with';
const NEW_ROLL = 'Sold by the roll, each \\1, in \\2 with';
/**
 * Stores seeded before issue 26 keep two slips of the seed's copy in their descriptions: 'Lovely in a office'
 * and 'Sold by the roll (0.53 m × 10 m (57 sq ft)) in vinyl,'. Each start rewrites exactly those generated
 * phrases to what the seed writes today; a description staff rewrote no longer holds them and is left alone.
 */
export async function mendSeededCopy(db: Db): Promise<number> {
  const mended = await db
    .update(products)
    .set({
      description: sql`regexp_replace(regexp_replace(${products.description}, ${OLD_ARTICLE}::text, ${NEW_ARTICLE}::text, 'g'), ${OLD_ROLL}::text, ${NEW_ROLL}::text, 'g')`,
    })
    .where(
      or(
        sql`${products.description} ~ ${OLD_ARTICLE}::text`,
        sql`${products.description} ~ ${OLD_ROLL}::text`,
      ),
    )
    .returning({ id: products.id });
  return mended.length;
}

/**
 * Seeds once per database: the app_state marker, not an empty table, says whether it happened. `count` is the
 * seeded catalogue's size; `tilesBackfilled` says how many products of an earlier seed were given their wall tile.
 */
export async function seedStore(
  db: Db,
  options: SeedOptions = {},
): Promise<{ seeded: boolean; count: number; tilesBackfilled: number }> {
  const [marker] = await db.select().from(appState).where(eq(appState.key, SEEDED));
  await seedSynonyms(db);
  if (marker) {
    const count = Number(marker.value.count) || DEFAULT_SEED_COUNT;
    await mendSeededCopy(db);
    await seedInstallationTeams(db);
    return { seeded: false, count, tilesBackfilled: await backfillWallTiles(db, count) };
  }
  const catalog = generateCatalog(options.count ?? DEFAULT_SEED_COUNT);
  await insertCatalog(db, catalog);
  await seedReviews(db);
  await seedCollections(db);
  await seedInstallationTeams(db);
  await db
    .insert(appState)
    .values({ key: SEEDED, value: { at: new Date().toISOString(), count: catalog.length } })
    .onConflictDoNothing();
  return { seeded: true, count: catalog.length, tilesBackfilled: 0 };
}

export async function productCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return row?.n ?? 0;
}

const INSTALLATION_SEEDED = 'installation-seeded';

/**
 * The first installation teams and one installer account without a password (an admin sends it an invitation
 * from User Access), once per database: a store seeded before teams existed gets them at its next start.
 */
export async function seedInstallationTeams(db: Db): Promise<void> {
  const [marker] = await db.select().from(appState).where(eq(appState.key, INSTALLATION_SEEDED));
  if (marker) return;
  const teams = await db
    .insert(installationTeams)
    .values(SEED_TEAMS)
    .onConflictDoNothing()
    .returning({ id: installationTeams.id, name: installationTeams.name });
  const [installer] = await db
    .insert(users)
    .values({ name: 'Ravi Kumar', email: 'installer@wallcraft.local', role: 'installer' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const bengaluru = teams.find((t) => t.name === 'Bengaluru Central');
  if (installer && bengaluru)
    await db.insert(installationTeamMembers).values({ userId: installer.id, teamId: bengaluru.id });
  await db
    .insert(appState)
    .values({ key: INSTALLATION_SEEDED, value: { at: new Date().toISOString() } })
    .onConflictDoNothing();
}

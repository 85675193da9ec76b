import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orderNumber } from '../../../domain/format';
import { PRODUCTION_STEPS, type ProductionStep } from '../../../domain/production';
import { lineWalls } from '../../../domain/line';
import { fitCrop, isSinglePicture } from '../../../domain/walls';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orderItems, orderNotes, orders, productionPacks, products, type PackFile } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { MediaStore } from '../../media/store';
import { productPricing } from '../products/service';
import { stripPlanPdf, wallPrintPdf, type Design } from './render';

export const PRODUCTION_MESSAGES = {
  noPack: 'This line has no production pack',
  notReady: 'The production pack is still being made; try again in a minute',
  fileNotFound: 'No such file in this production pack',
  stepOrder: (from: ProductionStep, to: ProductionStep) => `A line ${from} cannot be marked ${to}`,
  notPacked: 'Made-to-measure lines must be packed before the order is dispatched',
} as const;

/** A rendering claim older than this is taken to have died with its worker, and is made again. */
const CLAIM_STALE_MINUTES = 15;
const PAID: string[] = ['paid', 'processing'];

/**
 * Gives every paid made-to-measure line a pack row, and marks a pack to be made again when its line changed
 * since (its walls, crop or material: the version). One statement, so concurrent sweeps agree.
 */
export async function queueProductionPacks(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ${productionPacks} (order_item_id, order_id, version)
    select oi.id, oi.order_id,
           md5(coalesce(oi.walls::text, '') || '|' || coalesce(oi.crop::text, '') || '|' || coalesce(oi.selected_material, ''))
    from ${orderItems} oi join ${orders} o on o.id = oi.order_id
    where oi.kind = 'customised' and (oi.walls is not null or oi.crop is not null)
      and o.status in (${sql.join(
        PAID.map((s) => sql`${s}`),
        sql`, `,
      )})
    on conflict (order_item_id) do update
      set version = excluded.version, status = 'pending', files = '[]'::jsonb, error = null, updated_at = now()
      where ${productionPacks.version} <> excluded.version`);
}

/** Takes one pack to make: a conditional update, so two workers never make the same one. */
async function claimPack(db: Db) {
  const [claimed] = await db
    .update(productionPacks)
    .set({ status: 'rendering', claimedAt: sql`now()` })
    .where(
      sql`${productionPacks.orderItemId} = (
        select order_item_id from ${productionPacks}
        where status = 'pending'
           or (status = 'rendering' and claimed_at < now() - make_interval(mins => ${CLAIM_STALE_MINUTES}))
        order by created_at limit 1)
      and (${productionPacks.status} = 'pending' or ${productionPacks.claimedAt} < now() - make_interval(mins => ${CLAIM_STALE_MINUTES}))`,
    )
    .returning();
  return claimed ?? null;
}

const mediaKeyOf = (url: string) => url.replace(/^\/images\//, '');

async function designOf(
  media: MediaStore,
  product: typeof products.$inferSelect,
  item: typeof orderItems.$inferSelect,
): Promise<Design> {
  const pricing = productPricing(product);
  const walls = lineWalls({ walls: item.walls, customDimensions: null }) ?? [];
  if (isSinglePicture(product) || item.crop) {
    const picture = product.images[0] ? await media.get(mediaKeyOf(product.images[0])) : null;
    if (!picture) throw new Error(`picture of ${product.name} is not in the media store`);
    return { kind: 'picture', picture: picture.bytes, crop: item.crop ?? fitCrop(walls) };
  }
  // The repeat tile is drawn at its true scale (decision 017); without one the main picture repeats at the
  // roll's width.
  const tileFile = product.tileImage ? await media.get(mediaKeyOf(product.tileImage)) : null;
  const fallback = !tileFile && product.images[0] ? await media.get(mediaKeyOf(product.images[0])) : null;
  const tile = tileFile ?? fallback;
  if (!tile) throw new Error(`no picture of ${product.name} in the media store`);
  return {
    kind: 'repeat',
    tile: tile.bytes,
    tileWidthCm: tileFile && product.repeatCm ? product.repeatCm : pricing.roll.widthCm,
    match: pricing.roll.patternMatch,
  };
}

/** Makes one claimed pack: a print file per wall and the strip plan, stored, then the row marked ready. */
async function makePack(
  db: Db,
  config: Pick<Config, 'print'>,
  media: MediaStore,
  pack: typeof productionPacks.$inferSelect,
): Promise<void> {
  const [row] = await db
    .select({ item: orderItems, product: products })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.id, pack.orderItemId));
  if (!row?.product) throw new Error('the product of this line has been deleted');
  const { item, product } = row;
  const walls = lineWalls({ walls: item.walls, customDimensions: null }) ?? [];
  const roll = productPricing(product).roll;
  const number = orderNumber(item.orderId);
  const design = await designOf(media, product, item);
  const settings = {
    bleedMm: config.print.bleedMm,
    mediaWidthCm: config.print.mediaWidthCm ?? roll.widthCm,
    dpi: config.print.dpi,
  };
  const base = `pack-${item.id}-${pack.version.slice(0, 8)}`;
  const files: PackFile[] = [];
  for (let n = 1; n <= walls.length; n += 1) {
    const { pdf, panels } = await wallPrintPdf({
      orderNumber: number,
      wallNumber: n,
      walls,
      design,
      settings,
    });
    const file = { name: `wall-${n}.pdf`, key: `${base}-wall-${n}.pdf`, panels };
    await media.put(file.key, pdf);
    files.push(file);
  }
  const plan = await stripPlanPdf({
    orderNumber: number,
    productName: item.name,
    walls,
    roll,
    trimCm: config.print.trimAllowanceCm,
    batch: item.batch,
  });
  const planFile = { name: 'strip-plan.pdf', key: `${base}-strip-plan.pdf`, panels: null };
  await media.put(planFile.key, plan);
  files.push(planFile);
  // Only the version claimed: a line changed meanwhile stays pending for the next run.
  await db
    .update(productionPacks)
    .set({ status: 'ready', files })
    .where(
      and(
        eq(productionPacks.orderItemId, pack.orderItemId),
        eq(productionPacks.version, pack.version),
        eq(productionPacks.status, 'rendering'),
      ),
    );
}

/** The job's run: queue what is due, then make packs one at a time until none is left (decision 068). */
export async function makeDuePacks(
  db: Db,
  config: Pick<Config, 'print'>,
  media: MediaStore,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<number> {
  await queueProductionPacks(db);
  let made = 0;
  for (let pack = await claimPack(db); pack; pack = await claimPack(db)) {
    try {
      await makePack(db, config, media, pack);
      made += 1;
    } catch (error) {
      log?.error({ err: error, orderItemId: pack.orderItemId }, 'production pack failed');
      await db
        .update(productionPacks)
        .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
        .where(eq(productionPacks.orderItemId, pack.orderItemId));
    }
  }
  return made;
}

/** An order's packs as the order sheet lists them. */
export async function orderPacks(db: Db, orderId: string) {
  const rows = await db.select().from(productionPacks).where(eq(productionPacks.orderId, orderId));
  return rows.map((p) => ({
    orderItemId: p.orderItemId,
    status: p.status,
    step: p.step,
    error: p.error,
    files: p.files.map((f) => ({
      name: f.name,
      panels: f.panels,
      url: `/api/admin/orders/${orderId}/production/${p.orderItemId}/${f.name}`,
    })),
  }));
}

export async function packFile(db: Db, media: MediaStore, orderId: string, itemId: string, name: string) {
  const [pack] = await db
    .select()
    .from(productionPacks)
    .where(and(eq(productionPacks.orderId, orderId), eq(productionPacks.orderItemId, itemId)));
  if (!pack) throw new NotFound(PRODUCTION_MESSAGES.noPack);
  if (pack.status !== 'ready') throw new Conflict(PRODUCTION_MESSAGES.notReady);
  const file = pack.files.find((f) => f.name === name);
  const stored = file ? await media.get(file.key) : null;
  if (!stored) throw new NotFound(PRODUCTION_MESSAGES.fileNotFound);
  return { fileName: `order-${orderNumber(orderId)}-${name}`, pdf: stored.bytes };
}

/**
 * Moves a line one production step on (queued → printed → packed), conditionally on the step it was read at,
 * and notes it on the order's staff timeline.
 */
export async function moveProductionStep(
  db: Db,
  orderId: string,
  itemId: string,
  to: ProductionStep,
  actorId: string,
) {
  const index = PRODUCTION_STEPS.indexOf(to);
  const from = PRODUCTION_STEPS[index - 1];
  if (!from) throw new Invalid(PRODUCTION_MESSAGES.stepOrder(to, to));
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(productionPacks)
      .set({ step: to })
      .where(
        and(
          eq(productionPacks.orderId, orderId),
          eq(productionPacks.orderItemId, itemId),
          eq(productionPacks.step, from),
        ),
      )
      .returning({ name: sql<string>`(select name from ${orderItems} where id = ${itemId})` });
    if (!moved) {
      const [pack] = await tx
        .select({ step: productionPacks.step })
        .from(productionPacks)
        .where(and(eq(productionPacks.orderId, orderId), eq(productionPacks.orderItemId, itemId)));
      if (!pack) throw new NotFound(PRODUCTION_MESSAGES.noPack);
      throw new Conflict(PRODUCTION_MESSAGES.stepOrder(pack.step, to));
    }
    await tx
      .insert(orderNotes)
      .values({ orderId, body: `Production: ${moved.name} ${to}`, authorId: actorId });
  });
  return orderPacks(db, orderId);
}

/** Dispatch waits for every made-to-measure line to be packed (decision 068). Pass the move's transaction. */
export async function assertPacked(tx: Db, orderId: string): Promise<void> {
  // Read from the lines, not the packs: a line whose pack no sweep has made yet is not packed either.
  const [waiting] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .leftJoin(productionPacks, eq(productionPacks.orderItemId, orderItems.id))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.kind, 'customised'),
        sql`(${orderItems.walls} is not null or ${orderItems.crop} is not null)`,
        sql`${productionPacks.step} is distinct from 'packed'`,
      ),
    )
    .limit(1);
  if (waiting) throw new Conflict(PRODUCTION_MESSAGES.notPacked);
}

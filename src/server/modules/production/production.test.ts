import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ProductionPack } from '../../../domain/production';
import { cmToPt, mmToPt, PANEL_OVERLAP_CM, panelLayout } from '../../../domain/production';
import { fitCrop, type Wall } from '../../../domain/walls';
import { productionPacks, products } from '../../db/schema';
import { createMediaStore } from '../../media/store';
import { createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';
import { pdfText } from '../../test/pdf-text';
import { bearer } from '../../test/store-fixtures';
import { makeDuePacks } from './service';

/** Issue 30 part 4: a paid mural on an L of two walls gets print files and a strip plan staff can download. */

let t: CheckoutTestApp;
const WALLS: Wall[] = [
  { widthIn: 144, heightIn: 96, openings: [{ widthIn: 36, heightIn: 80, xIn: 12, yIn: 0 }] },
  { widthIn: 100, heightIn: 96, openings: [{ widthIn: 48, heightIn: 36, xIn: 30, yIn: 36 }] },
];

beforeAll(async () => {
  // A coarse DPI keeps the test quick; the page sizes and panels do not depend on it.
  t = await createCheckoutTestApp({ PRINT_DPI: '12', PRINT_BLEED_MM: '50' });
  const media = createMediaStore(t.db, path.join(t.config.dataDir, 'images'));
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2a6f5b' } })
    .webp()
    .toBuffer();
  await media.put('test-mural-1.webp', png);
  await t.db
    .update(products)
    .set({ category: 'Wall Muralists', images: ['/images/test-mural-1.webp'] })
    .where(eq(products.id, t.custom.id));
  t.app.catalogueCache.drop();
});
afterAll(() => t.close());

async function pageSizes(pdf: Buffer): Promise<[number, number][]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const sizes: [number, number][] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const { width, height } = (await doc.getPage(n)).getViewport({ scale: 1 });
    sizes.push([width, height]);
  }
  await doc.destroy();
  return sizes;
}

describe('the production pack of a made-to-measure line', () => {
  it('is made once, read back to match the order, and gates dispatch until packed', async () => {
    const shopper = await t.newShopper('Tara');
    await t.fillCart(shopper, {
      productId: t.custom.id,
      quantity: 1,
      walls: WALLS,
      crop: fitCrop(WALLS),
      installation: false,
    });
    const order = await t.checkOutCart(shopper);
    const staff = bearer(t.staff.editor);
    const media = createMediaStore(t.db, path.join(t.config.dataDir, 'images'));

    // Two sweeps at once make the pack once.
    const made = await Promise.all([
      makeDuePacks(t.db, t.config, media),
      makeDuePacks(t.db, t.config, media),
    ]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/production`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    const [pack] = list.json<ProductionPack[]>();
    expect(pack).toMatchObject({ status: 'ready', step: 'queued' });
    expect(pack?.files.map((f) => f.name)).toEqual(['wall-1.pdf', 'wall-2.pdf', 'strip-plan.pdf']);

    const bleed = mmToPt(50);
    for (const [index, wall] of WALLS.entries()) {
      const file = pack!.files[index]!;
      const res = await t.app.inject({ method: 'GET', url: file.url, headers: staff });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const [size] = await pageSizes(res.rawPayload);
      const width = wall.widthIn * 72 + 2 * bleed;
      expect(size?.[0]).toBeCloseTo(width, 1);
      expect(size?.[1]).toBeCloseTo(wall.heightIn * 72 + 2 * bleed, 1);
      // The roll is 53 cm: panels of 53 cm overlapping by 2 cm.
      const panels = panelLayout(width, cmToPt(53), cmToPt(PANEL_OVERLAP_CM)).length;
      expect(file.panels).toBe(panels);
      expect(await pdfText(res.rawPayload)).toContain(`Panel ${panels} of ${panels}`);
    }
    const plan = await t.app.inject({ method: 'GET', url: pack!.files[2]!.url, headers: staff });
    const pages = (await pdfText(plan.rawPayload)).split('\n');
    expect(pages).toHaveLength(2);
    // 144 in = 365.76 cm → 7 strips of 53 cm; 100 in = 254 cm → 5.
    expect(pages[0]).toContain('Wall 1 of 2: 144 in wide × 96 in high · 7 strips of 53 cm');
    expect(pages[0]).toMatch(/1\s+2\s+3\s+4\s+5\s+6\s+7/);
    expect(pages[1]).toContain('5 strips of 53 cm');

    // Never served publicly, whatever the key.
    const key = (await t.db.select().from(productionPacks))[0]!.files[0]!.key;
    expect((await t.app.inject({ method: 'GET', url: `/images/${key}` })).statusCode).toBe(404);

    // Dispatch waits for 'packed'.
    const ship = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}/status`,
        headers: staff,
        payload: { status: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL123456' },
      });
    const processing = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}/status`,
      headers: staff,
      payload: { status: 'processing' },
    });
    expect(processing.statusCode).toBe(200);
    const early = await ship();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'Made-to-measure lines must be packed before the order is dispatched',
    });
    const step = (to: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/production/${pack!.orderItemId}/step`,
        headers: staff,
        payload: { step: to },
      });
    const skipped = await step('packed');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toEqual({ message: 'A line queued cannot be marked packed' });
    expect((await step('printed')).statusCode).toBe(200);
    const packed = await step('packed');
    expect(packed.json<ProductionPack[]>()[0]?.step).toBe('packed');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: staff,
    });
    expect(detail.body).toContain('printed');
    expect((await ship()).statusCode).toBe(200);

    // Unchanged lines are not made again.
    expect(await makeDuePacks(t.db, t.config, media)).toBe(0);
  });
});

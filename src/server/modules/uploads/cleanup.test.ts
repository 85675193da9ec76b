import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import {
  appState,
  customDesignRequests,
  emailOutbox,
  mediaFiles,
  mediaItems,
  orderItems,
  orders,
  payments,
  products,
  returnRequests,
  users,
  wallPreviews,
} from '../../db/schema';
import { seedProducts } from '../../test/store-fixtures';
import { SHIPPING } from '../../test/checkout';
import { createMediaStore, type MediaStore } from '../../media/store';
import { createTestDatabase } from '../../test/helpers';
import { deleteUnclaimedUploads } from './cleanup';

let handle: DatabaseHandle;
let media: MediaStore;
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-cleanup-'));

beforeAll(async () => {
  handle = await createTestDatabase();
  media = createMediaStore(handle.db, cacheDir);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

/** A file in the media store, stored `hours` ago; its URL. */
async function stored(hours: number, key = `uploads-${randomUUID()}.webp`) {
  await media.put(key, Buffer.from('webp'));
  await handle.db
    .update(mediaFiles)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(mediaFiles.key, key));
  return `/images/${key}`;
}
const held = async (url: string) => media.has(url.slice('/images/'.length));

describe('deleteUnclaimedUploads', () => {
  it('deletes uploads no request names once the claim window is over, and keeps everything else', async () => {
    const unclaimed = await stored(25);
    const claimed = await stored(25);
    const recent = await stored(2);
    const other = await stored(48, `media-${randomUUID()}.webp`);
    await handle.db.insert(customDesignRequests).values({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      roomType: 'Bedroom',
      widthFt: 10,
      heightFt: 9,
      style: 'Modern',
      budget: '10000-25000',
      description: 'A forest mural',
      inspirationImages: ['/images/inspiration-1.webp', claimed],
    });

    expect(await deleteUnclaimedUploads(handle.db, media)).toEqual({ deleted: 1 });
    expect(await held(unclaimed)).toBe(false);
    expect(fs.existsSync(path.join(cacheDir, path.basename(unclaimed)))).toBe(false);
    expect(await held(claimed)).toBe(true);
    expect(await held(recent)).toBe(true);
    expect(await held(other)).toBe(true);
    expect(await deleteUnclaimedUploads(handle.db, media)).toEqual({ deleted: 0 });
  });
});

describe('the clean-up keeps every upload something references (issue 25 part 5)', () => {
  /** A customer, a product and an order for the references to hang on. */
  async function owners() {
    const [user] = await handle.db
      .insert(users)
      .values({ name: 'Asha Rao', email: `asha-${randomUUID()}@example.in` })
      .returning();
    const [product] = await seedProducts(handle.db, 1);
    const [order] = await handle.db
      .insert(orders)
      .values({
        userId: user!.id,
        status: 'delivered',
        providerOrderId: `order_${randomUUID()}`,
        shippingInfo: SHIPPING,
        subtotalPaise: 10000,
        shippingPaise: 0,
        taxPaise: 800,
        totalPaise: 10800,
      })
      .returning();
    return { user: user!, product: product!, order: order! };
  }

  const line = (image: string | null) => ({
    cartLineId: randomUUID(),
    product: { id: null, name: 'Indigo', image, kind: 'rolls' as const },
    selectedColor: null,
    selectedMaterial: null,
    widthIn: null,
    heightIn: null,
    installation: false,
    quantity: 1,
    unitRatePaise: 10000,
    unitAmountPaise: 10000,
    lineTotalPaise: 10000,
  });

  const kinds: [string, (url: string, o: Awaited<ReturnType<typeof owners>>) => Promise<unknown>][] = [
    [
      'a saved wall-preview photo',
      (url, o) => handle.db.insert(wallPreviews).values({ userId: o.user.id, image: url }),
    ],
    [
      "a return request's photo",
      (url, o) =>
        handle.db.insert(returnRequests).values({
          orderId: o.order.id,
          kind: 'return',
          reason: 'damaged',
          details: 'Torn',
          photos: ['/images/uploads-00000000-0000-4000-8000-000000000000.webp', url],
        }),
    ],
    [
      "a product's image",
      (url, o) =>
        handle.db
          .update(products)
          .set({ images: [...o.product.images, url] })
          .where(eq(products.id, o.product.id)),
    ],
    [
      "a product's wall tile",
      (url, o) => handle.db.update(products).set({ tileImage: url }).where(eq(products.id, o.product.id)),
    ],
    [
      'a media library item',
      (url) => handle.db.insert(mediaItems).values({ type: 'image', url, thumbnailUrl: null }),
    ],
    [
      "a media library item's thumbnail",
      (url) =>
        handle.db
          .insert(mediaItems)
          .values({ type: 'image', url: '/images/media-x.webp', thumbnailUrl: url }),
    ],
    [
      "an order line's picture",
      (url, o) =>
        handle.db.insert(orderItems).values({
          ...line(url),
          orderId: o.order.id,
          name: 'Indigo',
          image: url,
          kind: 'rolls',
        }),
    ],
    [
      'a checkout record',
      (url, o) =>
        handle.db.insert(payments).values({
          userId: o.user.id,
          provider: 'sandbox',
          providerOrderId: `order_${randomUUID()}`,
          amountPaise: 10800,
          checkout: {
            lines: [line(url)],
            subtotalPaise: 10000,
            shippingPaise: 0,
            taxPaise: 800,
            totalPaise: 10800,
          },
        }),
    ],
    [
      'a page or home setting',
      (url) =>
        handle.db.insert(appState).values({ key: `test-${randomUUID()}`, value: { hero: { image: url } } }),
    ],
    [
      'an e-mail written',
      (url) =>
        handle.db.insert(emailOutbox).values({
          to: 'asha@example.in',
          subject: 'Your wall',
          text: 'See it',
          html: `<img src="https://wallcraft.in${url}">`,
          kind: 'test',
          status: 'sent',
        }),
    ],
  ];

  it.each(kinds)('keeps an upload named by %s, and deletes one nothing names', async (_kind, reference) => {
    const o = await owners();
    const kept = await stored(30);
    const orphan = await stored(30);
    await reference(kept, o);
    expect(await deleteUnclaimedUploads(handle.db, media)).toEqual({ deleted: 1 });
    expect(await held(kept)).toBe(true);
    expect(await held(orphan)).toBe(false);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_PREVIEWS_MAX, type RoomPhoto, type WallPreview } from '../../../domain/wall-preview';
import { products, wallPreviews } from '../../db/schema';
import { createCheckoutTestApp, type CheckoutTestApp, type Shopper } from '../../test/checkout';
import { NO_TILE, TOO_MANY_PREVIEWS } from './service';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

function multipart(parts: { name: string; value: Buffer | string; filename?: string }[]) {
  const boundary = '----wallcraft-wall-boundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"\r\nContent-Type: image/jpeg` : ''}\r\n\r\n`,
    ),
    typeof p.value === 'string' ? Buffer.from(p.value) : p.value,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const jpeg = () =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: '#2f4858' } })
    .jpeg()
    .toBuffer();

const save = async (who: Shopper | null, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/account/wall-previews',
    payload: body.payload,
    headers: { ...body.headers, ...(who?.headers ?? {}) },
  });
};

describe('GET /api/rooms', () => {
  it('lists at least four room photos with their wall corners inside the image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/rooms' });
    expect(res.statusCode).toBe(200);
    const rooms = res.json() as RoomPhoto[];
    expect(rooms.length).toBeGreaterThanOrEqual(4);
    for (const room of rooms) {
      expect(room.image).toBe(`/images/room-${room.id}.webp`);
      expect(room.corners).toHaveLength(4);
      for (const c of room.corners) {
        expect(c.x).toBeGreaterThanOrEqual(0);
        expect(c.x).toBeLessThanOrEqual(room.width);
        expect(c.y).toBeGreaterThanOrEqual(0);
        expect(c.y).toBeLessThanOrEqual(room.height);
      }
    }
  });
});

describe('GET /api/products/:id/wall-tile', () => {
  it("gives a seeded product's repeat tile and its width in centimetres", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${t.custom.id}/wall-tile` });
    expect(res.statusCode).toBe(200);
    const tile = res.json() as { image: string; repeatCm: number };
    expect(tile.image).toBe(`/images/${t.custom.skuId.toLowerCase()}-tile.webp`);
    expect(tile.repeatCm).toBeGreaterThan(5);
    expect(tile.repeatCm).toBeLessThanOrEqual(240);
  });

  it('says so for a product without a tile, and refuses a malformed id', async () => {
    await t.db.update(products).set({ tileImage: null }).where(eq(products.id, t.soldOut.id));
    const none = await t.app.inject({ method: 'GET', url: `/api/products/${t.soldOut.id}/wall-tile` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: NO_TILE });
    const bad = await t.app.inject({ method: 'GET', url: '/api/products/nope/wall-tile' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('/api/account/wall-previews', () => {
  it('keeps a JPEG like an upload and lists it for its owner only', async () => {
    const res = await save(t.asha, [
      { name: 'productId', value: t.custom.id },
      { name: 'file', value: await jpeg(), filename: 'wall.jpg' },
    ]);
    expect(res.statusCode).toBe(201);
    const kept = res.json() as WallPreview;
    expect(kept).toMatchObject({ productId: t.custom.id, productName: t.custom.name });
    expect(fs.existsSync(path.join(t.config.dataDir, 'images', path.basename(kept.image)))).toBe(true);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/account/wall-previews',
      headers: t.asha.headers,
    });
    expect((mine.json() as WallPreview[]).map((p) => p.id)).toEqual([kept.id]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/account/wall-previews',
      headers: t.ravi.headers,
    });
    expect(theirs.json()).toEqual([]);
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/wall-previews/${kept.id}`,
      headers: t.ravi.headers,
    });
    expect(steal.statusCode).toBe(404);
  });

  it('refuses guests, files that are not images, unknown products, and more than the cap', async () => {
    expect((await save(null, [{ name: 'file', value: await jpeg(), filename: 'a.jpg' }])).statusCode).toBe(
      401,
    );
    const text = await save(t.ravi, [{ name: 'file', value: 'not an image', filename: 'a.jpg' }]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: 'Images must be JPEG, PNG or WebP up to 5 MB' });
    const unknown = await save(t.ravi, [
      { name: 'productId', value: '00000000-0000-4000-8000-000000000000' },
      { name: 'file', value: await jpeg(), filename: 'a.jpg' },
    ]);
    expect(unknown.statusCode).toBe(404);
    const badId = await save(t.ravi, [
      { name: 'productId', value: 'x' },
      { name: 'file', value: await jpeg(), filename: 'a.jpg' },
    ]);
    expect(badId.statusCode).toBe(400);

    await t.db
      .insert(wallPreviews)
      .values(
        Array.from({ length: SAVED_PREVIEWS_MAX }, () => ({ userId: t.ravi.id, image: '/images/x.webp' })),
      );
    const full = await save(t.ravi, [{ name: 'file', value: await jpeg(), filename: 'a.jpg' }]);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: TOO_MANY_PREVIEWS });
  });
});

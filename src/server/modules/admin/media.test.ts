import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { MediaItem } from '../../../domain/media';
import { auditLog, products } from '../../db/schema';
import { MP4_HEADER, multipart, pngBytes, WEBM_HEADER } from '../../test/uploads';
import { bearer, createAdminTestApp, type AdminTestApp, type Person } from '../../test/store-fixtures';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp(12);
});
afterAll(() => t.close());

describe('media', () => {
  const imagesDir = () => path.join(t.config.dataDir, 'images');
  const upload = (name: string, type: string, data: Buffer, who: Person = t.people.editor) =>
    t.app.inject({ method: 'POST', url: '/api/admin/media', ...multipart(name, type, data, bearer(who)) });
  const onDisk = (url: string) => path.join(imagesDir(), path.basename(url));

  it('accepts a PNG, stores it as WebP with a 400-px thumbnail', async () => {
    const res = await upload('living-room.png', 'image/png', await pngBytes(1200, 800));
    expect(res.statusCode).toBe(201);
    const item = res.json<MediaItem>();
    expect(item).toMatchObject({ type: 'image', fileName: 'living-room.png', mimeType: 'image/webp' });
    expect(item.url).toMatch(/^\/images\/media-[0-9a-f-]{36}\.webp$/);
    expect(item.thumbnailUrl).toBe(item.url.replace('.webp', '-thumb.webp'));
    const full = await sharp(onDisk(item.url)).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const thumb = await sharp(onDisk(item.thumbnailUrl!)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400 });
    expect(item.sizeBytes).toBe(fs.statSync(onDisk(item.url)).size);
    // Served from /images/ like every other picture.
    const served = await t.app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
  });

  it.each([
    ['clip.mp4', 'video/mp4', MP4_HEADER, 'video/mp4', '.mp4'],
    ['clip.webm', 'video/webm', WEBM_HEADER, 'video/webm', '.webm'],
  ])('accepts %s by its magic bytes and keeps it as it is', async (name, type, data, mimeType, ext) => {
    const res = await upload(name, type, data);
    expect(res.statusCode).toBe(201);
    const item = res.json<MediaItem>();
    expect(item).toMatchObject({ type: 'video', mimeType, thumbnailUrl: null, sizeBytes: data.length });
    expect(item.url.endsWith(ext)).toBe(true);
    expect(fs.readFileSync(onDisk(item.url)).equals(data)).toBe(true);
  });

  it('refuses a text file, even one named like an image, and an image over 10 MB', async () => {
    for (const [name, type] of [
      ['notes.txt', 'text/plain'],
      ['notes.png', 'image/png'],
    ]) {
      const res = await upload(name!, type!, Buffer.from('just some words, not a picture'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Upload a JPEG, PNG, WebP or GIF image, or an MP4 or WebM video',
      });
    }
    const huge = Buffer.concat([await pngBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const big = await upload('huge.png', 'image/png', huge);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Images must be at most 10 MB' });
  });

  it('answers 400 with a message for no file, another field and a body cut short, as shopper uploads do', async () => {
    const json = await t.call('POST', '/api/admin/media', { url: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Choose a file to upload' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      ...multipart('a.png', 'image/png', await pngBytes(), bearer(t.people.editor), 'image'),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: 'Choose a file to upload' });
    const { payload, headers } = multipart('a.png', 'image/png', await pngBytes(), bearer(t.people.editor));
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: payload.subarray(0, 120),
      headers,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ message: 'The upload did not complete. Please try again.' });
  });

  it('adds an item by http(s) URL, and refuses a blank or other URL', async () => {
    const res = await t.call('POST', '/api/admin/media/url', {
      type: 'video',
      url: ' https://cdn.example.com/tour.mp4 ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<MediaItem>()).toMatchObject({ type: 'video', url: 'https://cdn.example.com/tour.mp4' });
    const blank = await t.call('POST', '/api/admin/media/url', { type: 'image', url: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'URL is required' });
    const ftp = await t.call('POST', '/api/admin/media/url', {
      type: 'image',
      url: 'ftp://example.com/a.jpg',
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json()).toMatchObject({ message: 'URL must start with http:// or https://' });
  });

  it('deletes an item and its files, newest-first list without it', async () => {
    const item = (await upload('gone.png', 'image/png', await pngBytes())).json<MediaItem>();
    expect(
      (await t.call('GET', '/api/admin/media', undefined, t.people.viewer)).json<MediaItem[]>()[0]?.id,
    ).toBe(item.id);
    const res = await t.call('DELETE', `/api/admin/media/${item.id}`);
    expect(res.statusCode).toBe(204);
    expect(fs.existsSync(onDisk(item.url))).toBe(false);
    expect(fs.existsSync(onDisk(item.thumbnailUrl!))).toBe(false);
    const list = (await t.call('GET', '/api/admin/media')).json<MediaItem[]>();
    expect(list.map((m) => m.id)).not.toContain(item.id);
    const again = await t.call('DELETE', `/api/admin/media/${item.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Media item not found.' });
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, item.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['media.delete', 'media.upload']);
  });
});

describe('media the storefront asks for', () => {
  const imagesDir = () => path.join(t.config.dataDir, 'images');
  const onDisk = (url: string) => path.join(imagesDir(), path.basename(url));
  const upload = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      ...multipart('wall.png', 'image/png', await pngBytes(1600, 1000), bearer(t.people.editor)),
    });
    expect(res.statusCode).toBe(201);
    return res.json<MediaItem>();
  };

  it('writes the 480-px -sm variant the srcset names, and serves it', async () => {
    const item = await upload();
    const small = item.url.replace('.webp', '-sm.webp');
    expect(await sharp(onDisk(small)).metadata()).toMatchObject({ format: 'webp', width: 480, height: 300 });
    expect((await t.app.inject({ method: 'GET', url: small })).statusCode).toBe(200);
  });

  it('refuses to delete an image a product shows, naming the product, and deletes it once unused', async () => {
    const item = await upload();
    const product = t.products[7]!;
    await t.db
      .update(products)
      .set({ images: [item.url, ...product.images] })
      .where(eq(products.id, product.id));
    const res = await t.call('DELETE', `/api/admin/media/${item.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `This image is used by the product: ${product.name}. Remove it from that product first.`,
    });
    expect(fs.existsSync(onDisk(item.url))).toBe(true);
    expect((await t.call('GET', '/api/admin/media')).json<MediaItem[]>().map((m) => m.id)).toContain(item.id);

    await t.db.update(products).set({ images: product.images }).where(eq(products.id, product.id));
    expect((await t.call('DELETE', `/api/admin/media/${item.id}`)).statusCode).toBe(204);
    for (const url of [item.url, item.url.replace('.webp', '-sm.webp'), item.thumbnailUrl!]) {
      expect(fs.existsSync(onDisk(url))).toBe(false);
    }
  });
});

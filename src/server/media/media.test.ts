import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../domain/media';
import type { Product } from '../../domain/product';
import type { App } from '../app';
import { prepareStore } from '../bootstrap';
import type { DatabaseHandle } from '../db/client';
import { mediaFiles } from '../db/schema';
import { bearer, createPeople, type Person } from '../test/store-fixtures';
import { renderMissingArt } from '../seed/seed';
import { CUSTOM_DESIGN_REQUEST } from '../test/custom-design-request';
import { createTestDatabase, secondConnection, startTestInstance, testConfig } from '../test/helpers';
import { MP4_HEADER, multipart, pngBytes } from '../test/uploads';
import { importLocalMedia } from './backfill';
import { createMediaStore } from './store';

/**
 * Several instances of the store on one database, each with a data folder of its own: what one writes, every
 * other serves. With DATABASE_URL each instance also has connections of its own (PGlite has one connection).
 */
let first: DatabaseHandle;
let second: DatabaseHandle;
const apps: App[] = [];
let editor: Person;

async function instance(handle: DatabaseHandle, env: Record<string, string> = {}) {
  const app = await startTestInstance(handle, testConfig(env));
  apps.push(app);
  return app;
}
/** Two instances over the one database, as behind a load balancer. */
const twoInstances = async () => [await instance(first), await instance(second)] as const;
const uploadMedia = (app: App, filename: string, contentType: string, bytes: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/media',
    ...multipart(filename, contentType, bytes, bearer(editor)),
  });
const cacheDirOf = (app: App) => path.join(app.config.dataDir, 'images');
const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  first = await createTestDatabase();
  second = await secondConnection(first);
  editor = (await createPeople(first.db)).editor;
});

afterAll(async () => {
  for (const app of apps) {
    await app.close();
    fs.rmSync(app.config.dataDir, { recursive: true, force: true });
  }
  await second.close();
  await first.close();
});

describe('an upload through one instance', () => {
  it('is served byte for byte by another, with long immutable caching, an ETag both agree on and 304', async () => {
    const [a, b] = await twoInstances();
    const uploaded = await uploadMedia(a, 'wall.png', 'image/png', await pngBytes(900, 600));
    expect(uploaded.statusCode).toBe(201);
    const item = uploaded.json<MediaItem>();
    const [stored] = await first.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.key, path.basename(item.url)));
    expect(stored).toMatchObject({ contentType: 'image/webp', size: item.sizeBytes });

    expect(fs.existsSync(path.join(cacheDirOf(b), path.basename(item.url)))).toBe(false);
    const fromB = await get(b, item.url);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(stored!.bytes)).toBe(true);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // B keeps a copy, and serves it again from there with the same headers.
    expect(fs.readFileSync(path.join(cacheDirOf(b), path.basename(item.url))).equals(stored!.bytes)).toBe(
      true,
    );
    const again = await get(b, item.url);
    expect(again.rawPayload.equals(stored!.bytes)).toBe(true);
    expect(again.headers.etag).toBe(fromB.headers.etag);

    const fromA = await get(a, item.url);
    expect(fromA.rawPayload.equals(stored!.bytes)).toBe(true);
    expect(fromA.headers.etag).toBe(fromB.headers.etag);
    expect(fromA.headers['last-modified']).toBe(fromB.headers['last-modified']);

    const etag = String(fromB.headers.etag);
    for (const app of [a, b]) {
      const revalidated = await get(app, item.url, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    }
    expect((await get(b, item.url, { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);

    // Its resized copies too: the storefront's srcset asks for -sm, the admin grid for -thumb.
    for (const url of [item.url.replace('.webp', '-sm.webp'), item.thumbnailUrl!]) {
      const res = await get(b, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('can name an upload made through another instance in a custom design request', async () => {
    const [a, b] = await twoInstances();
    const uploaded = await a.inject({
      method: 'POST',
      url: '/api/uploads/inspiration',
      ...multipart('room.png', 'image/png', await pngBytes(200, 150)),
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    const request = await b.inject({
      method: 'POST',
      url: '/api/custom-design',
      payload: { ...CUSTOM_DESIGN_REQUEST, inspirationImages: [url] },
    });
    expect(request.json()).toMatchObject({ message: 'Request Submitted!' });
    expect(request.statusCode).toBe(201);
  });

  it('serves a video with byte ranges, as Safari needs to play it', async () => {
    const [a, b] = await twoInstances();
    const uploaded = await uploadMedia(a, 'clip.mp4', 'video/mp4', MP4_HEADER);
    const { url } = uploaded.json<MediaItem>();
    const range = await get(b, url, { range: 'bytes=4-11' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.body).toBe('ftypmp42');
  });
});

describe('deleting media through the admin', () => {
  it('takes it out of the store and the deleting instance’s cache, so an instance without a copy answers 404', async () => {
    const a = await instance(first);
    const uploaded = await uploadMedia(a, 'gone.png', 'image/png', await pngBytes());
    const item = uploaded.json<MediaItem>();
    const keys = [item.url, item.url.replace('.webp', '-sm.webp'), item.thumbnailUrl!].map((u) =>
      path.basename(u),
    );
    expect(await first.db.$count(mediaFiles, inArray(mediaFiles.key, keys))).toBe(3);

    const deleted = await a.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: bearer(editor),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await first.db.$count(mediaFiles, inArray(mediaFiles.key, keys))).toBe(0);
    for (const key of keys) expect(fs.existsSync(path.join(cacheDirOf(a), key))).toBe(false);
    const fresh = await instance(second);
    const res = await get(fresh, item.url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});

describe('keys that are not media', () => {
  it.each([
    '/images/../package.json',
    '/images/..%2f..%2fpackage.json',
    '/images/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/images/..%5c..%5cpackage.json',
    '/images/nested/dir.webp',
    '/images/.imported-into',
    '/images/.hidden.webp',
    '/images/notes.txt',
    '/images/drawing.svg',
    '/images/nul%00.webp',
    '/images/',
    `/images/${'a'.repeat(300)}.webp`,
    '/images/missing-file.webp',
  ])('%s is 404 with a small body, never a 500', async (url) => {
    const app = apps[0] ?? (await instance(first));
    const res = await get(app, url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('a file in the cache folder that is not a key is never served', async () => {
    const app = await instance(first);
    fs.writeFileSync(path.join(cacheDirOf(app), 'secret.txt'), 'not for the public');
    expect((await get(app, '/images/secret.txt')).statusCode).toBe(404);
  });
});

describe('the store', () => {
  it('keeps the first bytes when instances write one key at the same time', async () => {
    const [a, b] = await twoInstances();
    const writes = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? a : b).media.put('race.webp', Buffer.from(`writer ${i}`)),
    );
    await Promise.all(writes);
    const rows = await first.db.select().from(mediaFiles).where(eq(mediaFiles.key, 'race.webp'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.bytes.toString()).toMatch(/^writer \d+$/);
    expect((await get(a, '/images/race.webp')).body).toBe(rows[0]!.bytes.toString());
  });

  it('answers twenty requests at once for a file an instance has no copy of, leaving one whole copy', async () => {
    const a = await instance(first);
    const bytes = await pngBytes(300, 200);
    await a.media.put('burst.png', bytes);
    const b = await instance(second);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(b, '/images/burst.png')));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    expect(fs.readdirSync(cacheDirOf(b)).filter((name) => name !== '.imported-into')).toEqual(['burst.png']);
  });

  it('serves from the database when the cache folder cannot be written, with the same ETag and 304', async () => {
    const a = await instance(first);
    await a.media.put('no-cache.webp', Buffer.from('served from the database'));
    const readOnly = await instance(second);
    // A file where the folder should be: nothing can be written under it.
    fs.rmSync(cacheDirOf(readOnly), { recursive: true, force: true });
    fs.writeFileSync(cacheDirOf(readOnly), '');
    const res = await get(readOnly, '/images/no-cache.webp');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('served from the database');
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe((await get(a, '/images/no-cache.webp')).headers.etag);
    const revalidated = await get(readOnly, '/images/no-cache.webp', {
      'if-none-match': String(res.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe('a data folder from before media lived in the database', () => {
  it('is imported once, one file at a time, and never brings back a file deleted since', async () => {
    const app = await instance(first);
    const dir = cacheDirOf(app);
    fs.writeFileSync(path.join(dir, 'legacy-upload.webp'), 'legacy bytes');
    fs.writeFileSync(path.join(dir, 'legacy-clip.mp4'), 'legacy video');
    fs.writeFileSync(path.join(dir, 'readme.txt'), 'not media');
    fs.writeFileSync(path.join(dir, '.legacy.webp.tmp'), 'half a file');
    await app.media.put('already-stored.webp', Buffer.from('stored'));

    expect(await importLocalMedia(app.db, app.media)).toEqual({ imported: 2 });
    const rows = await first.db
      .select({ key: mediaFiles.key, contentType: mediaFiles.contentType })
      .from(mediaFiles)
      .where(
        inArray(mediaFiles.key, ['legacy-upload.webp', 'legacy-clip.mp4', 'readme.txt', '.legacy.webp.tmp']),
      );
    expect(rows.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: 'legacy-clip.mp4', contentType: 'video/mp4' },
      { key: 'legacy-upload.webp', contentType: 'image/webp' },
    ]);
    const elsewhere = await instance(second);
    expect((await get(elsewhere, '/images/legacy-upload.webp')).body).toBe('legacy bytes');

    // Deleted from the store while this folder still holds a copy: the next start leaves it deleted.
    await first.db.delete(mediaFiles).where(eq(mediaFiles.key, 'legacy-clip.mp4'));
    expect(await importLocalMedia(app.db, app.media)).toEqual({ imported: 0 });
    expect(await first.db.$count(mediaFiles, eq(mediaFiles.key, 'legacy-clip.mp4'))).toBe(0);

    // The same folder beside another database (the browser tests' image cache) is imported into that one.
    const other = await createTestDatabase();
    try {
      const otherStore = createMediaStore(other.db, dir);
      expect(await importLocalMedia(other.db, otherStore)).toEqual({ imported: 3 });
    } finally {
      await other.close();
    }
  });
});

describe('the seeded catalogue', () => {
  it('draws its art into the store, so an instance with an empty data folder serves every product image', async () => {
    const seeding = await instance(first);
    const started = await prepareStore(seeding.db, seeding.config, seeding.media, { count: 2 });
    expect(started.seeded.seeded).toBe(true);
    expect(started.media.rendered).toBeGreaterThan(0);
    // Drawn once: a store that holds every image draws nothing.
    expect(await renderMissingArt(seeding.media, 2)).toEqual({ rendered: 0 });

    const empty = await instance(second);
    expect(fs.readdirSync(cacheDirOf(empty))).toEqual([]);
    const products = (await get(empty, '/api/products?limit=2')).json<Product[]>();
    expect(products).toHaveLength(2);
    const urls = products.flatMap((p) => [
      ...p.images,
      ...p.images.map((u) => u.replace('.webp', '-sm.webp')),
    ]);
    urls.push('/images/placeholder.webp', '/images/hero-1.webp', '/images/room-study-front.webp');
    for (const url of urls) {
      const res = await get(empty, url);
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'image/webp',
      });
    }
  }, 120_000);
});

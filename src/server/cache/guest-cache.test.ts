import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../domain/constants';
import type { Product } from '../../domain/product';
import { buildApp, type App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { bearer, createPeople, seedProducts, type Person } from '../test/store-fixtures';
import { createTestDatabase, testConfig } from '../test/helpers';
import { CatalogueCache } from './catalogue-cache';
import { GUEST_CACHE_CONTROL, guestCacheKey, SIGNED_IN_CACHE_CONTROL } from './guest-cache';
import { CSRF_COOKIE, SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../domain/session';

let app: App;
let handle: DatabaseHandle;
let people: Record<UserRole, Person>;
let products: Awaited<ReturnType<typeof seedProducts>>;
const config = testConfig();

beforeAll(async () => {
  handle = await createTestDatabase();
  people = await createPeople(handle.db);
  products = await seedProducts(handle.db, 30);
  const webDist = path.join(config.dataDir, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Old</title></head><body><div id="root"></div></body></html>',
  );
  // A stand-in for the built renderer that numbers its renders, so a page served from the cache shows it.
  const ssrEntry = path.join(config.dataDir, 'entry-server.mjs');
  fs.writeFileSync(
    ssrEntry,
    `let transport;
let renders = 0;
export const setApiTransport = (next) => { transport = next; };
export async function render(url) {
  if (url.includes('fail')) throw new Error('render failed on purpose');
  const res = await transport('/api/products?limit=1', {});
  const [first] = await res.json();
  renders += 1;
  return { html: '<h1>' + first.name + '</h1><p>render ' + renders + '</p>', state: { url } };
}`,
  );
  app = await buildApp(config, { database: handle, logger: false, webDist, ssrEntry });
});
afterAll(async () => {
  await app.close();
  await handle.close();
  fs.rmSync(config.dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const sessionCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}; ${SESSION_HINT_COOKIE}=1` });
const renderOf = (html: string) => /render (\d+)/.exec(html)?.[1];
const editor = () => bearer(people.editor);
const valid = (skuId: string, name: string) => ({
  name,
  description: 'Hand-drawn peacocks among jharokha arches, finished with gold foil.',
  price: 129.5,
  category: 'Designer Walls',
  kind: 'customised',
  dimensions: { width: 53, height: 1000 },
  tags: ['Indian'],
  images: [],
  colors: ['Gold'],
  materials: ['Non-woven'],
  roomTypes: ['Living Room'],
  bestseller: false,
  inStock: true,
  theme: 'Indian',
  skuId,
});

describe('guest answers', () => {
  it('are computed once, then served from the cache with an ETag, a CDN-friendly Cache-Control and 304', async () => {
    const before = app.catalogueCache.stats();
    const first = await get('/api/products?sort=price-asc&limit=5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(GUEST_CACHE_CONTROL);
    expect(first.headers.vary).toContain('Authorization');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    // The same question, its parameters in another order, is the same answer: the cache's, with its headers.
    const second = await get('/api/products?limit=5&sort=price-asc');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    // helmet's headers still come with a cached answer.
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(app.catalogueCache.stats()).toMatchObject({
      hits: before.hits + 1,
      misses: before.misses + 1,
    });

    const revalidated = await get('/api/products?limit=5&sort=price-asc', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const changed = await get('/api/products?limit=5&sort=price-asc', { 'if-none-match': 'W/"other"' });
    expect(changed.statusCode).toBe(200);
  });

  it('answer 304 on the first request too when the browser already holds the same answer', async () => {
    const first = await get('/api/products?limit=3');
    app.catalogueCache.drop();
    const again = await get('/api/products?limit=3', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('are sent compressed, once compressed, and read the same', async () => {
    const plain = await get('/api/products?limit=20');
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/products?limit=20',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      const body =
        encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
      expect(body.toString()).toBe(plain.body);
    }
  });

  it('cover the product, home and metadata answers, but never an error', async () => {
    for (const url of [`/api/products/${products[0]!.id}`, '/api/home', '/api/meta/colors', '/api/store']) {
      await get(url);
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(GUEST_CACHE_CONTROL);
      expect(app.catalogueCache.answers.has(guestCacheKey(url))).toBe(true);
    }
    const missing = await get('/api/products/0190f5a0-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(
      app.catalogueCache.answers.has(guestCacheKey('/api/products/0190f5a0-0000-7000-8000-000000000000')),
    ).toBe(false);
    const refused = await get('/api/products?limit=0');
    expect(refused.statusCode).toBe(400);
    expect(app.catalogueCache.answers.has(guestCacheKey('/api/products?limit=0'))).toBe(false);
  });
});

describe('a signed-in shopper', () => {
  it('is never answered from the guest cache, and nothing of theirs is cached', async () => {
    const url = '/api/products?sort=alphabetical&limit=4';
    const signedIn = await get(url, bearer(people.customer));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    expect(signedIn.headers.vary).toContain('Authorization');
    expect(signedIn.headers.etag).toBeUndefined();
    expect(app.catalogueCache.answers.has(guestCacheKey(url))).toBe(false);

    await get(url);
    expect(app.catalogueCache.answers.has(guestCacheKey(url))).toBe(true);
    const hits = app.catalogueCache.stats().hits;
    for (const headers of [
      bearer(people.customer),
      { authorization: 'Bearer expired' },
      { cookie: 'a=b' },
      // A browser's session (decision 039): live, expired, or without its hint; alone or beside the CSRF secret.
      sessionCookie(people.customer.token),
      sessionCookie('expired'),
      { cookie: `${SESSION_COOKIE}=${people.customer.token}` },
      {
        cookie: `${CSRF_COOKIE}=secret; ${SESSION_COOKIE}=${people.customer.token}; ${SESSION_HINT_COOKIE}=1`,
      },
      { cookie: `${CSRF_COOKIE}=secret; a=b` },
    ]) {
      const res = await get(url, headers);
      expect(res.headers['cache-control'], JSON.stringify(headers)).toBe(SIGNED_IN_CACHE_CONTROL);
    }
    expect(app.catalogueCache.stats().hits).toBe(hits);
  });

  it('answers a session cookie as its owner: signed in, never from or into the guest cache', async () => {
    const url = '/api/products?sort=newest&limit=3';
    const res = await get(url, sessionCookie(people.customer.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    expect(res.headers.vary).toContain('Cookie');
    expect(app.catalogueCache.answers.has(guestCacheKey(url))).toBe(false);
    const me = await get('/api/auth/me', sessionCookie(people.customer.token));
    expect(me.json()).toMatchObject({ id: people.customer.id });
  });

  it('still counts a guest who carries only the CSRF secret as a guest', async () => {
    const url = '/api/products?sort=newest&limit=5';
    await get(url);
    const hits = app.catalogueCache.stats().hits;
    const res = await get(url, { cookie: `${CSRF_COOKIE}=a-secret` });
    expect(res.headers['cache-control']).toBe(GUEST_CACHE_CONTROL);
    expect((await get(url, { cookie: `__Host-${CSRF_COOKIE}=a-secret` })).headers['cache-control']).toBe(
      GUEST_CACHE_CONTROL,
    );
    expect(app.catalogueCache.stats().hits).toBe(hits + 2);
  });

  it('gets a page rendered afresh, and a guest never gets that render', async () => {
    const guest = await get('/products');
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe(GUEST_CACHE_CONTROL);
    const render = renderOf(guest.body);
    expect(render).toBeDefined();
    expect(renderOf((await get('/products')).body)).toBe(render);

    const signedIn = await get('/products', bearer(people.customer));
    expect(signedIn.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    expect(renderOf(signedIn.body)).not.toBe(render);
    const withCookie = await get('/products', { cookie: 'session=1' });
    expect(renderOf(withCookie.body)).not.toBe(render);
    expect(renderOf(withCookie.body)).not.toBe(renderOf(signedIn.body));
    const signedInByCookie = await get('/products', sessionCookie(people.customer.token));
    expect(signedInByCookie.headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    expect([render, renderOf(withCookie.body)]).not.toContain(renderOf(signedInByCookie.body));

    expect(renderOf((await get('/products')).body)).toBe(render);
  });
});

describe('pages', () => {
  it('keeps rendered public pages, but not pages behind a session, missing pages or failed renders', async () => {
    const home = await get('/');
    expect(renderOf((await get('/')).body)).toBe(renderOf(home.body));
    const etag = String(home.headers.etag);
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(304);

    const checkout = await get('/checkout');
    expect(checkout.headers['cache-control']).toBe('no-cache');
    expect(checkout.headers.etag).toBeUndefined();
    expect(app.catalogueCache.answers.has(guestCacheKey('/checkout'))).toBe(false);

    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(app.catalogueCache.answers.has(guestCacheKey('/no-such-page'))).toBe(false);

    const failed = await get('/products?fail=1');
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['cache-control']).toBe('no-cache');
    expect(app.catalogueCache.answers.has(guestCacheKey('/products?fail=1'))).toBe(false);
  });
});

describe('a catalogue change', () => {
  it('drops every cached answer and page at once, and only when something changed', async () => {
    const listing = await get('/api/products?limit=2');
    const total = Number(listing.headers['x-total-count']);
    const page = await get('/products');
    const target = products[3]!;
    const productBefore = (await get(`/api/products/${target.id}`)).json<Product>();

    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: editor(),
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(app.catalogueCache.answers.size).toBeGreaterThan(0);

    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: editor(),
      payload: valid('WC-CACHE-1', 'Cache Peacock'),
    });
    expect(created.statusCode).toBe(201);
    expect(app.catalogueCache.answers.size).toBe(0);
    expect(Number((await get('/api/products?limit=2')).headers['x-total-count'])).toBe(total + 1);
    expect(renderOf((await get('/products')).body)).not.toBe(renderOf(page.body));

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${target.id}`,
      headers: editor(),
      payload: { ...valid(target.skuId, 'Renamed For Guests'), price: productBefore.price },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get(`/api/products/${target.id}`)).json<Product>().name).toBe('Renamed For Guests');
  });

  it('counts a filter once until the next change', async () => {
    const { countHits, countMisses } = app.catalogueCache.stats();
    await get('/api/products?category=Designer%20Walls&page=1&limit=2');
    await get('/api/products?category=Designer%20Walls&page=2&limit=2', bearer(people.customer));
    expect(app.catalogueCache.stats()).toMatchObject({
      countMisses: countMisses + 1,
      countHits: countHits + 1,
    });

    // The last page, not full, tells the total itself: nothing is counted, and the total is the same.
    const full = await get('/api/products?bestseller=false&limit=5', bearer(people.customer));
    const total = Number(full.headers['x-total-count']);
    const limit = [7, 8, 9, 11].find((n) => total % n !== 0)!;
    const lastPage = Math.ceil(total / limit);
    const counted = app.catalogueCache.stats();
    const last = await get(
      `/api/products?bestseller=false&limit=${limit}&page=${lastPage}`,
      bearer(people.customer),
    );
    expect(Number(last.headers['x-total-count'])).toBe(total);
    expect(last.json<Product[]>().length).toBe(total - (lastPage - 1) * limit);
    expect(app.catalogueCache.stats()).toMatchObject({
      countMisses: counted.countMisses,
      countHits: counted.countHits,
    });
  });
});

describe('the cache itself', () => {
  it('does not keep an answer read before a change that landed while it was computed', async () => {
    const cache = new CatalogueCache();
    const generation = cache.generation;
    cache.drop();
    cache.store('products', '/api/products', generation, Buffer.from('[]'), {});
    expect(cache.lookup('products', '/api/products')).toBeUndefined();
    cache.store('products', '/api/products', cache.generation, Buffer.from('[]'), {});
    expect(cache.lookup('products', '/api/products')?.body.toString()).toBe('[]');

    let resolve = (_n: number) => {};
    const counting = cache.count('k', () => new Promise<number>((r) => (resolve = r)));
    cache.drop();
    resolve(5);
    expect(await counting).toBe(5);
    expect(await cache.count('k', async () => 6)).toBe(6);
  });

  it('tells its observer of each hit and miss by name, and counts them by name', async () => {
    const seen: string[] = [];
    const cache = new CatalogueCache({
      observe: { hit: (name) => seen.push(`hit ${name}`), miss: (name) => seen.push(`miss ${name}`) },
    });
    cache.lookup('home', '/api/home');
    cache.store('home', '/api/home', cache.generation, Buffer.from('{}'), {});
    cache.lookup('home', '/api/home');
    await cache.count('k', async () => 1);
    await cache.count('k', async () => 1);
    expect(seen).toEqual(['miss home', 'hit home', 'miss count', 'hit count']);
    expect(cache.stats()).toMatchObject({
      hits: 1,
      misses: 1,
      countHits: 1,
      countMisses: 1,
      byName: { home: { hits: 1, misses: 1 } },
    });
  });

  it('holds a bounded number of answers', () => {
    const cache = new CatalogueCache({ maxAnswers: 3 });
    for (let i = 0; i < 10; i += 1)
      cache.store('products', `/api/products?page=${i}`, cache.generation, Buffer.from('[]'), {});
    expect(cache.answers.size).toBe(3);
  });
});

describe('a long query string', () => {
  it('is kept under a key of the same size as any other, and still found in another order', async () => {
    const long = (i: number) => `x${i}=${'%E2%80%AE'.repeat(20_000)}`;
    const hits = () => app.catalogueCache.stats().byName.meta?.hits ?? 0;
    const kept = new Set(app.catalogueCache.answers.keys());
    for (let i = 0; i < 3; i += 1)
      expect((await get(`/api/meta/colors?${long(i)}&b=1`)).statusCode).toBe(200);
    const before = hits();
    expect((await get(`/api/meta/colors?b=1&${long(2)}`)).statusCode).toBe(200);
    expect(hits()).toBe(before + 1);
    const added = [...app.catalogueCache.answers.keys()].filter((key) => !kept.has(key));
    expect(added).toHaveLength(3);
    expect(added.every((key) => key.length === 43)).toBe(true);
    expect(guestCacheKey(`/a?${long(1)}&b=2`)).toBe(guestCacheKey(`/a?b=2&${long(1)}`));
    expect(guestCacheKey(`/a?${long(1)}`)).not.toBe(guestCacheKey(`/a?${long(2)}`));
    expect(guestCacheKey('/api/products/abc')).toBe('/api/products/abc');
  });
});

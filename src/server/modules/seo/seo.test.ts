import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { generateCatalog } from '../../seed/catalog';
import { insertCatalog } from '../../seed/seed';
import { createTestDatabase, testConfig } from '../../test/helpers';
import { BOOT_SCRIPT } from '../pages/boot';
import { productPrice } from '../../../domain/pricing';
import type { Product } from '../../../domain/product';

let app: App;
let handle: DatabaseHandle;
let product: Product;
const config = testConfig();

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertCatalog(handle.db, generateCatalog(5));
  const webDist = path.join(config.dataDir, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Old</title><meta name="description" content="old" /><script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/shared.js"><link rel="stylesheet" crossorigin href="/assets/style.css"></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'style.css'), 'h1{content:"</style>"}');
  // A build's manifest: the product page's chunk imports a helper the entry already has, and one it has not.
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_gallery.js': { file: 'assets/gallery.js', imports: ['_shared.js'] },
      'features/products/product-page.tsx': {
        file: 'assets/product-page.js',
        imports: ['_gallery.js', '_shared.js'],
      },
    }),
  );
  // A stand-in for the built server renderer: it reads the API through the transport the server gives it.
  const ssrEntry = path.join(config.dataDir, 'entry-server.mjs');
  fs.writeFileSync(
    ssrEntry,
    `let transport;
export const setApiTransport = (next) => { transport = next; };
export async function render(url) {
  if (url.includes('fail')) throw new Error('render failed on purpose');
  const res = await transport('/api/products?limit=1', {});
  const [first] = await res.json();
  const total = res.headers.get('x-total-count');
  return { html: '<h1>' + first.name + '</h1><p>' + total + ' found</p>', state: { url, note: "</script><script>alert(1)</script> $' $&" } };
}`,
  );
  app = await buildApp(config, { database: handle, logger: false, webDist, ssrEntry });
  [product] = (await app.inject({ method: 'GET', url: '/api/products?limit=1' })).json<Product[]>() as [
    Product,
  ];
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('HTML the server sends', () => {
  it('gives a product page its title, description, Open Graph tags and schema.org Product data', async () => {
    const res = await app.inject({ method: 'GET', url: `/products/${product.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${product.name} | Wallcraft</title>`);
    expect(html).not.toContain('<title>Old</title>');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:image" content="http://store.test${product.images[0]}" />`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(ld ?? '{}') as {
      '@type': string;
      sku: string;
      offers: { price: string; priceCurrency: string };
    };
    expect(data['@type']).toBe('Product');
    expect(data.sku).toBe(product.skuId);
    expect(data.offers).toMatchObject({
      priceCurrency: 'INR',
      price: productPrice(product).rate.toFixed(2),
    });
  });

  it('offers a roll at the price per roll the page shows, with its unit, and a breadcrumb trail', async () => {
    const rolls = (await app.inject({ method: 'GET', url: '/api/products?limit=20' }))
      .json<Product[]>()
      .filter((p) => p.kind === 'rolls');
    expect(rolls.length).toBeGreaterThan(0);
    for (const roll of rolls) {
      const html = (await app.inject({ method: 'GET', url: `/products/${roll.id}` })).body;
      const items = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown> & { '@type': string },
      );
      expect(items.map((i) => i['@type'])).toEqual(['Product', 'BreadcrumbList']);
      const [data, trail] = items;
      const shown = productPrice(roll);
      expect(shown.unit).toBe('roll');
      // ₹66 per sq ft is ₹3,762 for a 57 sq ft roll: the offer says what the page says, per roll.
      expect(shown.rate).toBeCloseTo(roll.price * 57, 2);
      expect(data?.offers).toMatchObject({
        price: shown.rate.toFixed(2),
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: shown.rate.toFixed(2),
          priceCurrency: 'INR',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'C62', unitText: 'roll' },
        },
      });
      expect(trail?.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://store.test/' },
        { '@type': 'ListItem', position: 2, name: 'Wallpapers', item: 'http://store.test/products' },
        { '@type': 'ListItem', position: 3, name: roll.name, item: `http://store.test/products/${roll.id}` },
      ]);
    }
  });

  it('names the organisation on the home page and gives every public page a preview image', async () => {
    const home = (await app.inject({ method: 'GET', url: '/' })).body;
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)?.[1];
    expect(JSON.parse(ld ?? '{}')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Wallcraft',
      url: 'http://store.test/',
      logo: 'http://store.test/favicon.svg',
    });
    for (const url of [
      '/',
      '/products',
      '/about',
      '/custom-design',
      '/contact',
      '/login',
      '/forgot-password',
    ]) {
      const html = (await app.inject({ method: 'GET', url })).body;
      expect(html, url).toMatch(
        /<meta property="og:image" content="http:\/\/store\.test\/images\/[^"]+" \/>/,
      );
      expect(html, url).toContain('<meta name="twitter:card" content="summary_large_image" />');
    }
  });

  it('gives a listing’s later pages their own canonical link, without filters, and keeps /forgot-password out', async () => {
    const canonical = async (url: string) =>
      /<link rel="canonical" href="([^"]*)"/.exec((await app.inject({ method: 'GET', url })).body)?.[1];
    expect(await canonical('/products')).toBe('http://store.test/products');
    expect(await canonical('/products?page=1')).toBe('http://store.test/products');
    expect(await canonical('/products?page=2')).toBe('http://store.test/products?page=2');
    expect(await canonical('/products?theme=Tropical&page=3&sort=price-asc')).toBe(
      'http://store.test/products?page=3',
    );
    expect(await canonical('/products?page=abc')).toBe('http://store.test/products');
    expect(await canonical('/bestsellers?page=2')).toBe('http://store.test/bestsellers?page=2');
    const forgot = (await app.inject({ method: 'GET', url: '/forgot-password' })).body;
    expect(forgot).toContain('<meta name="robots" content="noindex" />');
    const about = (await app.inject({ method: 'GET', url: '/about' })).body;
    expect(about).not.toContain('noindex');
  });

  it('titles content pages and answers unknown pages and products with 404 and the app', async () => {
    const about = await app.inject({ method: 'GET', url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>About Us | Wallcraft</title>');
    const missing = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    expect(missing.body).toContain('noindex');
    const unknownProduct = await app.inject({
      method: 'GET',
      url: '/products/0190f5a0-0000-7000-8000-000000000000',
    });
    expect(unknownProduct.statusCode).toBe(404);
  });

  it('escapes what it puts into the HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/products/%3Cscript%3E' });
    expect(res.body).not.toContain('<script>');
  });

  it('serves robots.txt and a sitemap listing the products', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://store.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /admin');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>http://store.test/products/${product.id}</loc>`);
    expect(sitemap.body.match(/<url>/g)).toHaveLength(10 + 5);
  });

  it('sends public pages rendered, with their data escaped, lead image and route scripts preloaded', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/products/${product.id}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = (await app.inject({ method: 'GET', url: `/products/${product.id}` })).body;
    // The API's headers reach the renderer too: the listing's count comes from X-Total-Count.
    expect(html).toContain(`<div id="root"><h1>${product.name}</h1><p>5 found</p></div>`);
    const state = /<script type="application\/json" id="wc-state">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state)).toEqual({
      url: `/products/${product.id}`,
      // \$' and \$& are String.replace's patterns: data must go into the page as it is.
      note: "</script><script>alert(1)</script> $' $&",
    });
    expect(html).toContain(`<link rel="preload" as="image" href="${product.images[0]}"`);
    // The page is on screen already: its scripts start from the inline boot script, in the head after the lead
    // image's preload, once that image is in; none is fetched from the HTML itself.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const boot =
      /<script type="application\/json" id="wc-boot">(.*?)<\/script>\s*<script>(.*?)<\/script>/s.exec(html);
    expect(JSON.parse(boot?.[1] ?? '')).toEqual({
      entry: '/assets/entry.js',
      modules: ['/assets/shared.js', '/assets/product-page.js', '/assets/gallery.js'],
    });
    expect(boot?.[2]).toBe(BOOT_SCRIPT);
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('id="wc-boot"'));
    // Its stylesheet comes inline, after the boot script, and cannot end its element early.
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style>h1{content:"<\\/style>"}</style>');
    expect(html.indexOf('id="wc-boot"')).toBeLessThan(html.indexOf('<style>'));
    const hash = createHash('sha256')
      .update(boot?.[2] ?? '')
      .digest('base64');
    expect(res.headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
  });

  it('leaves private pages to the browser, and serves the shell when the server render fails', async () => {
    const checkout = (await app.inject({ method: 'GET', url: '/checkout' })).body;
    expect(checkout).toContain('<div id="root"></div>');
    expect(checkout).not.toContain('wc-state');
    expect(checkout).toContain('<script type="module" crossorigin src="/assets/entry.js">');
    expect(checkout).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js">');
    expect(checkout).not.toContain('wc-boot');
    expect(checkout).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">');
    const failed = await app.inject({ method: 'GET', url: '/products?fail=1' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    const manifest = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
  });

  it('never answers a missing asset or image with the app', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toEqual({ message: 'Not found' });
    const image = await app.inject({ method: 'GET', url: '/images/missing.webp' });
    expect(image.statusCode).toBe(404);
  });
});

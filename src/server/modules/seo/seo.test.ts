import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { generateCatalog } from '../../seed/catalog';
import { insertCatalog } from '../../seed/seed';
import { createTestDatabase, testConfig } from '../../test/helpers';
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
    '<!doctype html><html><head><title>Old</title><meta name="description" content="old" /></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp(config, { db: handle.db, logger: false, webDist });
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
    expect(data.offers).toMatchObject({ priceCurrency: 'INR', price: product.price.toFixed(2) });
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

  it('never answers a missing asset or image with the app', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toEqual({ message: 'Not found' });
    const image = await app.inject({ method: 'GET', url: '/images/missing.webp' });
    expect(image.statusCode).toBe(404);
  });
});

import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { expect, test, type PageSize } from './support/fixtures';
import type { Product } from '../src/domain/product';

const BUDGET_BYTES = 170 * 1024;

/** Every script a first visit downloads, gzipped as a CDN would serve it. */
async function firstLoadScripts(newPage: (size: PageSize) => Promise<Page>, path: string) {
  const page = await newPage({ width: 390, height: 844 });
  const scripts = new Map<string, Promise<Buffer | Error>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') {
      scripts.set(
        res.url(),
        res.body().catch((error: Error) => error),
      );
    }
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const results = await Promise.all(scripts.values());
  const failed = results.filter((r) => r instanceof Error);
  expect(failed.map(String), `${path}: unreadable script bodies`).toEqual([]);
  const bodies = results.filter((r): r is Buffer => !(r instanceof Error));
  const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  console.log(`first load of ${path}: ${(gzipped / 1024).toFixed(1)} KB gzipped JavaScript`);
  return { urls: [...scripts.keys()], gzipped };
}

test.describe('storefront first load', () => {
  test('stays under 170 KB of gzipped JavaScript and never downloads admin code', async ({
    page,
    newPage,
  }) => {
    const [product] = (await (await page.request.get('/api/products?limit=1')).json()) as Product[];
    for (const path of ['/', '/products', `/products/${product?.id}`]) {
      const { urls, gzipped } = await firstLoadScripts(newPage, path);
      expect(urls.length, path).toBeGreaterThan(0);
      expect(
        urls.filter((u) => /admin/i.test(u)),
        path,
      ).toEqual([]);
      expect(gzipped, `${path}: ${(gzipped / 1024).toFixed(1)} KB`).toBeLessThan(BUDGET_BYTES);
    }
  });
});

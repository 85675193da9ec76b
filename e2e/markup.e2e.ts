import { describe, expect, it } from 'vitest';
import type { Product } from '../src/domain/product';
import { expectNoViolationsOf } from './support/a11y';
import { callApi } from './support/api';
import { baseURL, useBrowser } from './support/browser';
import { staffToken } from './support/staff';

/** The server's HTML for a page, as a client without JavaScript (or a crawler) reads it. */
async function html(path: string) {
  const res = await fetch(`${baseURL()}${path}`, { headers: { accept: 'text/html' } });
  expect(res.status, path).toBe(200);
  return { res, text: await res.text() };
}

const imgTags = (text: string) => [...text.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);

async function somePublicPages() {
  const [product] = await callApi<Product[]>('/products?limit=1');
  if (!product) throw new Error('the seeded catalogue is empty');
  return [
    '/',
    '/products',
    '/products?page=2',
    `/products/${product.id}`,
    '/custom-design',
    '/about',
    '/login',
  ];
}

describe("the server's HTML", () => {
  it('gives every picture its src, and leaves the waiting to loading="lazy"', async () => {
    let counted = 0;
    for (const path of await somePublicPages()) {
      const tags = imgTags((await html(path)).text);
      counted += tags.length;
      expect(
        tags.filter((tag) => !/\ssrc="[^"]+"/.test(tag)),
        `${path}: <img> without a src`,
      ).toEqual([]);
    }
    expect(counted).toBeGreaterThan(40);

    const home = imgTags((await html('/')).text);
    const tiles = home.filter((tag) => tag.includes('/images/category-'));
    expect(tiles).toHaveLength(4);
    expect(tiles.every((tag) => tag.includes('loading="lazy"'))).toBe(true);
    const listing = imgTags((await html('/products')).text).filter((tag) => tag.includes('loading="lazy"'));
    expect(listing.length).toBeGreaterThanOrEqual(18);
  });
});

describe('headers and landmarks', () => {
  const browser = useBrowser();

  it('switches off the browser features the store does not use, on pages and API answers', async () => {
    for (const path of ['/', '/products', '/api/products?limit=1']) {
      const res = await fetch(`${baseURL()}${path}`);
      const policy = res.headers.get('permissions-policy') ?? '';
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('microphone=()');
      expect(policy, path).toContain('geolocation=()');
      expect(policy, path).toMatch(/payment=\(/);
    }
  });

  it.each(['/login', '/register', '/forgot-password'])(
    '%s keeps all its content in landmarks',
    async (path) => {
      for (const width of [390, 1440]) {
        const page = await browser.newPage({ width, height: 900 });
        await page.goto(path);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        await expectNoViolationsOf(page, ['region', 'landmark-one-main', 'landmark-no-duplicate-banner']);
      }
    },
  );

  it('gives the admin sidebar’s group labels 4.5:1 contrast', async () => {
    const page = await browser.signedInPage(await staffToken(), { width: 1440, height: 900 });
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin' }).first();
    await nav.waitFor();
    await expectNoViolationsOf(page, ['color-contrast'], 'aside');
  });
});

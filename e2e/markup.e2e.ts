import { expect, test } from './support/fixtures';
import { baseURL } from './support/env';
import type { Product } from '../src/domain/product';
import { callApi } from './support/api';

/** The server's HTML for a page, as a client without JavaScript (or a crawler) reads it. */
async function html(path: string) {
  const res = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html' } });
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

test.describe("the server's HTML", () => {
  test('gives every picture its src, and leaves the waiting to loading="lazy"', async () => {
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

test.describe('headers and landmarks', () => {
  test('switches off the browser features the store does not use, on pages and API answers', async () => {
    for (const path of ['/', '/products', '/api/products?limit=1']) {
      const res = await fetch(`${baseURL}${path}`);
      const policy = res.headers.get('permissions-policy') ?? '';
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('microphone=()');
      expect(policy, path).toContain('geolocation=()');
      expect(policy, path).toMatch(/payment=\(/);
    }
  });

  for (const path of ['/login', '/register', '/forgot-password']) {
    test(`${path} keeps all its content in landmarks`, async ({ newPage, axe }) => {
      for (const width of [390, 1440]) {
        const page = await newPage({ width, height: 900 });
        await page.goto(path);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        await axe.expectNoViolationsOf(page, ['region', 'landmark-one-main', 'landmark-no-duplicate-banner']);
      }
    });
  }

  test('gives the admin sidebar’s group labels 4.5:1 contrast', async ({ staffPage: page, axe }) => {
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin' }).first();
    await nav.waitFor();
    await axe.expectNoViolationsOf(page, ['color-contrast'], 'aside');
  });
});

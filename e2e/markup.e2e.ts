import { describe, expect, it } from 'vitest';
import type { Product } from '../src/domain/product';
import { callApi } from './support/api';
import { baseURL } from './support/browser';

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

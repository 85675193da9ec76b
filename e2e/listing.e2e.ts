import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const browser = useBrowser();
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

interface ApiProduct {
  name: string;
  price: number;
  bestseller: boolean;
}

/** What the API answers for a query, to hold the page's count and cards against. */
async function api(page: Page, query: string) {
  const res = await page.request.get(`/api/products?limit=21&${query}`);
  expect(res.status()).toBe(200);
  return { products: (await res.json()) as ApiProduct[], total: Number(res.headers()['x-total-count']) };
}

async function openListing(path = '/products', width?: number) {
  const page = await browser.newPage({ width });
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Premium Wallpapers' }).waitFor();
  return page;
}

const resultCount = (page: Page) =>
  page.getByRole('complementary', { name: 'Filters' }).getByRole('status').textContent();
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();
const search = (page: Page) => new URL(page.url()).search;
const resultsText = (n: number) => `${n} ${n === 1 ? 'Result' : 'Results'} found`;

/** The distinct left edges of the first cards: one per grid column. */
const cardColumns = async (page: Page) => {
  const boxes = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.slice(0, 6).map((card) => Math.round(card.getBoundingClientRect().left)));
  return new Set(boxes).size;
};

describe('product listing', () => {
  it('shows the first 21 of the catalogue with the breadcrumb, count and pager', async () => {
    const page = await openListing();
    const all = await api(page, '');
    await eventually(() => resultCount(page)).toBe(resultsText(all.total));
    await eventually(() => cardNames(page)).toEqual(all.products.map((p) => p.name));
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await breadcrumb.textContent())?.replace(/\s+/g, ' ')).toBe('Home/Premium Wallpapers');
    expect(await page.title()).toBe('Premium Wallpapers | Wallcraft');
    const first = page.getByRole('article').first();
    expect(await first.getByRole('link').getAttribute('href')).toMatch(/^\/products\/[0-9a-f-]{36}$/);
    expect(await first.getByRole('button', { name: /wishlist/ }).count()).toBe(1);
    // Cards strike out the product's own compare-at rate, where there is one
    // (docs/decisions/014-one-honest-price.md).
    expect(await page.getByRole('article').locator('s').first().textContent()).toMatch(/₹/);
    expect(await page.getByRole('navigation', { name: 'Product pages' }).isVisible()).toBe(true);
  });

  it('sends every card’s picture in the HTML, lazy below the first row, and fetches those as they near the screen', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const html = await (await page.request.get('/products')).text();
    const cardImages = [...html.matchAll(/<article[\s\S]*?<img([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(cardImages).toHaveLength(21);
    // Without JavaScript every card shows its picture (issue 26); the browser defers the lazy ones itself.
    expect(cardImages.every((img) => /\ssrc="\/images\/[^"]+"/.test(img))).toBe(true);
    expect(cardImages.slice(0, 3).every((img) => img.includes('loading="eager"'))).toBe(true);
    expect(cardImages.slice(3).every((img) => img.includes('loading="lazy"'))).toBe(true);

    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/products');
    const cards = page.locator('article img');
    const stem = async (index: number) =>
      ((await cards.nth(index).getAttribute('src')) ?? '').replace(/\.webp$/, '');
    const firstStem = await stem(0);
    const lastStem = await stem(20);
    await eventually(() => fetched.some((url) => url.startsWith(firstStem))).toBe(true);
    await page.waitForLoadState('networkidle');
    // The last card is some four phone screens down: not fetched until the shopper scrolls towards it.
    expect(fetched.some((url) => url.startsWith(lastStem))).toBe(false);
    await cards.nth(20).scrollIntoViewIfNeeded();
    await eventually(() => fetched.some((url) => url.startsWith(lastStem))).toBe(true);
  });

  it('gives every card the rating its product page shows, 4.5 (0) for a product nobody has reviewed', async () => {
    const page = await browser.newPage({ width: 390 });
    const res = await page.request.get('/api/products?limit=21');
    const products = (await res.json()) as { name: string; rating: number; reviews: number }[];
    // The seed reviews about 30 products, bestsellers first: the first page holds both kinds.
    expect(products.some((p) => p.reviews === 0)).toBe(true);
    expect(products.some((p) => p.reviews > 0)).toBe(true);
    const said = (p: { rating: number; reviews: number }) =>
      `Rated ${p.rating.toFixed(1)} out of 5 from ${p.reviews} ${p.reviews === 1 ? 'review' : 'reviews'}`;

    // In the server's HTML, before any script (decision 013's amendment, issue 26).
    const html = await (await page.request.get('/products')).text();
    const cards = [...html.matchAll(/<article[\s\S]*?<\/article>/g)].map((m) =>
      m[0].replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ''),
    );
    expect(cards).toHaveLength(21);
    cards.forEach((card, i) => expect(card).toContain(said(products[i]!)));

    await page.goto('/products');
    const unreviewed = products.find((p) => p.reviews === 0)!;
    const card = page.getByRole('article').filter({ hasText: unreviewed.name }).first();
    await eventually(() => card.textContent()).toContain(said(unreviewed));
    expect(await card.getByText('(0)').isVisible()).toBe(true);
  });

  it('narrows by theme and colour, changing the count and the URL', async () => {
    const page = await openListing();
    const tropical = await api(page, 'theme=Tropical');
    const green = await api(page, 'theme=Tropical&colors=Green');
    expect(green.total).toBeLessThan(tropical.total);

    await page.getByRole('radio', { name: 'Tropical' }).check();
    await eventually(() => search(page)).toBe('?theme=Tropical');
    await eventually(() => resultCount(page)).toBe(resultsText(tropical.total));
    await eventually(() => cardNames(page)).toEqual(tropical.products.map((p) => p.name));

    await page.getByRole('checkbox', { name: 'Green' }).check();
    await eventually(() => search(page)).toBe('?theme=Tropical&colors=Green');
    await eventually(() => resultCount(page)).toBe(resultsText(green.total));
    await eventually(() => cardNames(page)).toEqual(green.products.map((p) => p.name));
  });

  it('sorts by price, low to high, on the server', async () => {
    const page = await openListing();
    const sorted = await api(page, 'sort=price-asc');
    const prices = sorted.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByLabel('Sort products').selectOption('price-asc');
    await eventually(() => search(page)).toBe('?sort=price-asc');
    await eventually(() => cardNames(page)).toEqual(sorted.products.map((p) => p.name));
    const options = await page.getByLabel('Sort products').locator('option').allTextContents();
    expect(options).toEqual([
      'Sort by',
      'Popularity',
      'Price: Low to High',
      'Price: High to Low',
      'Newest',
      'Alphabetical',
    ]);
  });

  it('goes to page 2 with the pager, and Back returns to page 1', async () => {
    const page = await openListing();
    const one = await api(page, 'page=1');
    const two = await api(page, 'page=2');
    await eventually(() => cardNames(page)).toEqual(one.products.map((p) => p.name));

    await page.mouse.wheel(0, 2500);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await eventually(() => search(page)).toBe('?page=2');
    await eventually(() => cardNames(page)).toEqual(two.products.map((p) => p.name));
    expect(await page.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await eventually(() => search(page)).toBe('');
    await eventually(() => cardNames(page)).toEqual(one.products.map((p) => p.name));

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await eventually(() => search(page)).toBe('?page=2');
  });

  it('goes back to page 1 when a filter changes', async () => {
    const page = await openListing('/products?page=3');
    await eventually(() => page.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByRole('radio', { name: 'Modern' }).check();
    await eventually(() => search(page)).toBe('?theme=Modern');
  });

  it('reads the navbar search into the sidebar search and drops it from the URL, replacing history', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const matches = await api(page, 'search=monstera');
    expect(matches.total).toBeGreaterThan(0);

    await page.goto('/products?search=monstera');
    await eventually(() => search(page)).toBe('?q=monstera');
    await eventually(() => resultCount(page)).toBe(resultsText(matches.total));
    await eventually(() => cardNames(page)).toEqual(matches.products.map((p) => p.name));
    expect(matches.products.every((p) => /monstera/i.test(p.name))).toBe(true);
    expect(
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('searchbox').inputValue(),
    ).toBe('monstera');

    await page.goBack();
    await eventually(() => new URL(page.url()).pathname).toBe('/');
  });

  it('searches from the sidebar once typing pauses', async () => {
    const page = await openListing();
    const paisley = await api(page, 'search=paisley');
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('searchbox').fill('paisley');
    await eventually(() => search(page)).toBe('?q=paisley');
    await eventually(() => cardNames(page)).toEqual(paisley.products.map((p) => p.name));
  });

  it('reproduces a shared URL with filters', async () => {
    const url = '/products?category=rolls&theme=Indian&colors=Gold,Burgundy&sort=price-desc';
    const page = await openListing(url);
    const expected = await api(page, 'category=rolls&theme=Indian&colors=Gold,Burgundy&sort=price-desc');
    expect(expected.total).toBeGreaterThan(0);
    await eventually(() => resultCount(page)).toBe(resultsText(expected.total));
    await eventually(() => cardNames(page)).toEqual(expected.products.map((p) => p.name));
    expect(await page.getByRole('button', { name: 'Wallpaper Rolls' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('radio', { name: 'Indian' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Gold' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Burgundy' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Sort products').inputValue()).toBe('price-desc');
  });

  it('toggles the round selectors between a kind and all products', async () => {
    const page = await openListing();
    const customised = await api(page, 'category=customised');
    await page.getByRole('button', { name: 'Customised Wallpapers' }).click();
    await eventually(() => search(page)).toBe('?category=customised');
    await eventually(() => resultCount(page)).toBe(resultsText(customised.total));
    await page.getByRole('button', { name: 'Customised Wallpapers' }).click();
    await eventually(() => search(page)).toBe('');
  });

  it('Clear All resets every filter, the search and the sort', async () => {
    const page = await openListing(
      '/products?category=rolls&theme=Kids&materials=Vinyl&maxPrice=150&sort=newest&q=cloud',
    );
    const all = await api(page, '');
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('button', { name: 'Clear All' })
      .click();
    await eventually(() => search(page)).toBe('');
    await eventually(() => resultCount(page)).toBe(resultsText(all.total));
    expect(await page.getByRole('radio', { name: 'No theme filter' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Wallpaper Rolls' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(await page.getByLabel('Sort products').inputValue()).toBe('default');
    expect(
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('searchbox').inputValue(),
    ).toBe('');
  });

  it('says so when nothing matches, with six placeholder cards and Clear All', async () => {
    const page = await openListing('/products?q=zzqqxxyy');
    await page.getByText('No products match your filters.').waitFor();
    expect(await page.locator('main ul[aria-hidden] > li').count()).toBe(6);
    await page.getByRole('region', { name: 'Products' }).getByRole('button', { name: 'Clear All' }).click();
    await eventually(() => search(page)).toBe('');
    await page.getByRole('article').first().waitFor();
  });

  it('puts the filters in a sheet on a phone', async () => {
    const page = await openListing('/products', 390);
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    const kids = await api(page, 'theme=Kids');
    await sheet.getByRole('radio', { name: 'Kids' }).check();
    await eventually(() => search(page)).toBe('?theme=Kids');
    await sheet.getByRole('button', { name: `Show ${kids.total} Results` }).click();
    await sheet.waitFor({ state: 'hidden' });
    await eventually(() => cardNames(page)).toEqual(kids.products.map((p) => p.name));
    await expectNoSeriousA11yViolations(page);
  });

  it('lays the cards out two to a row on a 390 px phone, with 16 px search and sort fields', async () => {
    const page = await openListing('/products', 390);
    await page.getByRole('article').first().waitFor();
    expect(await cardColumns(page)).toBe(2);
    const card = await page.getByRole('article').first().boundingBox();
    expect(card?.width).toBeGreaterThan(150);
    // 21 cards in two columns: the page is a few screens long, not the 12,800 px of one column.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(7000);
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main input[type=search], main select')]
        .filter((el) => el.offsetParent !== null)
        .map((el) => parseFloat(getComputedStyle(el).fontSize)),
    );
    expect(sizes).toHaveLength(2);
    expect(sizes.every((size) => size >= 16)).toBe(true);
  });

  it('has no serious accessibility violations', async () => {
    const page = await openListing('/products?theme=Tropical');
    await page.getByRole('article').first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});

describe('bestsellers page', () => {
  it('shows only products flagged bestseller', async () => {
    const page = await browser.newPage();
    await page.goto('/bestsellers');
    const best = await api(page, 'bestseller=true');
    expect(best.total).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1, name: 'Bestsellers' }).waitFor();
    await eventually(() => cardNames(page)).toEqual(best.products.map((p) => p.name));
    const badges = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.textContent?.includes('Bestseller')));
    expect(badges.every(Boolean)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it('lays the bestsellers out two to a row on a 390 px phone', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/bestsellers');
    await page.getByRole('article').first().waitFor();
    expect(await cardColumns(page)).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(7000);
  });
});

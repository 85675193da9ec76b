import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

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

async function openListing(page: Page, path = '/products') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Premium Wallpapers' }).waitFor();
  return page;
}

const resultCount = (page: Page) => page.getByRole('complementary', { name: 'Filters' }).getByRole('status');
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading');
const search = (page: Page) => new URL(page.url()).search;
const resultsText = (n: number) => `${n} ${n === 1 ? 'Result' : 'Results'} found`;

/** The distinct left edges of the first cards: one per grid column. */
const cardColumns = async (page: Page) => {
  const boxes = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.slice(0, 6).map((card) => Math.round(card.getBoundingClientRect().left)));
  return new Set(boxes).size;
};

test.describe('product listing', () => {
  test('shows the first 21 of the catalogue with the breadcrumb, count and pager', async ({ page }) => {
    await openListing(page);
    const all = await api(page, '');
    await expect(resultCount(page)).toHaveText(resultsText(all.total));
    await expect(cardNames(page)).toHaveText(all.products.map((p) => p.name));
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await breadcrumb.textContent())?.replace(/\s+/g, ' ')).toBe('Home/Premium Wallpapers');
    expect(await page.title()).toBe('Premium Wallpapers | Wallcraft');
    const first = page.getByRole('article').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/products\/[0-9a-f-]{36}$/);
    await expect(first.getByRole('button', { name: /wishlist/ })).toHaveCount(1);
    // Cards strike out the product's own compare-at rate, where there is one
    // (docs/decisions/014-one-honest-price.md).
    await expect(page.getByRole('article').locator('s').first()).toHaveText(/₹/);
    await expect(page.getByRole('navigation', { name: 'Product pages' })).toBeVisible();
  });

  test('sends every card’s picture in the HTML, lazy below the first row, and fetches those as they near the screen', async ({
    newPage,
  }) => {
    const page = await newPage({ width: 390, height: 844 });
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
    await expect.poll(() => fetched.some((url) => url.startsWith(firstStem))).toBe(true);
    await page.waitForLoadState('networkidle');
    // The last card is some four phone screens down: not fetched until the shopper scrolls towards it.
    expect(fetched.some((url) => url.startsWith(lastStem))).toBe(false);
    await cards.nth(20).scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.some((url) => url.startsWith(lastStem))).toBe(true);
  });

  test('gives every card the rating its product page shows, 4.5 (0) for a product nobody has reviewed', async ({
    newPage,
  }) => {
    const page = await newPage({ width: 390 });
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
    await expect(card).toContainText(said(unreviewed));
    await expect(card.getByText('(0)')).toBeVisible();
  });

  test('narrows by theme and colour, changing the count and the URL', async ({ page }) => {
    await openListing(page);
    const tropical = await api(page, 'theme=Tropical');
    const green = await api(page, 'theme=Tropical&colors=Green');
    expect(green.total).toBeLessThan(tropical.total);

    await page.getByRole('radio', { name: 'Tropical' }).check();
    await expect.poll(() => search(page)).toBe('?theme=Tropical');
    await expect(resultCount(page)).toHaveText(resultsText(tropical.total));
    await expect(cardNames(page)).toHaveText(tropical.products.map((p) => p.name));

    await page.getByRole('checkbox', { name: 'Green' }).check();
    await expect.poll(() => search(page)).toBe('?theme=Tropical&colors=Green');
    await expect(resultCount(page)).toHaveText(resultsText(green.total));
    await expect(cardNames(page)).toHaveText(green.products.map((p) => p.name));
  });

  test('sorts by price, low to high, on the server', async ({ page }) => {
    await openListing(page);
    const sorted = await api(page, 'sort=price-asc');
    const prices = sorted.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByLabel('Sort products').selectOption('price-asc');
    await expect.poll(() => search(page)).toBe('?sort=price-asc');
    await expect(cardNames(page)).toHaveText(sorted.products.map((p) => p.name));
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

  test('goes to page 2 with the pager, and Back returns to page 1', async ({ page }) => {
    await openListing(page);
    const one = await api(page, 'page=1');
    const two = await api(page, 'page=2');
    await expect(cardNames(page)).toHaveText(one.products.map((p) => p.name));

    await page.mouse.wheel(0, 2500);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => search(page)).toBe('?page=2');
    await expect(cardNames(page)).toHaveText(two.products.map((p) => p.name));
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect.poll(() => search(page)).toBe('');
    await expect(cardNames(page)).toHaveText(one.products.map((p) => p.name));

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => search(page)).toBe('?page=2');
  });

  test('goes back to page 1 when a filter changes', async ({ page }) => {
    await openListing(page, '/products?page=3');
    await expect
      .poll(() => page.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current'))
      .toBe('page');
    await page.getByRole('radio', { name: 'Modern' }).check();
    await expect.poll(() => search(page)).toBe('?theme=Modern');
  });

  test('reads the navbar search into the sidebar search and drops it from the URL, replacing history', async ({
    page,
  }) => {
    await page.goto('/');
    const matches = await api(page, 'search=monstera');
    expect(matches.total).toBeGreaterThan(0);

    await page.goto('/products?search=monstera');
    await expect.poll(() => search(page)).toBe('?q=monstera');
    await expect(resultCount(page)).toHaveText(resultsText(matches.total));
    await expect(cardNames(page)).toHaveText(matches.products.map((p) => p.name));
    expect(matches.products.every((p) => /monstera/i.test(p.name))).toBe(true);
    expect(
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('searchbox').inputValue(),
    ).toBe('monstera');

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  test('searches from the sidebar once typing pauses', async ({ page }) => {
    await openListing(page);
    const paisley = await api(page, 'search=paisley');
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('searchbox').fill('paisley');
    await expect.poll(() => search(page)).toBe('?q=paisley');
    await expect(cardNames(page)).toHaveText(paisley.products.map((p) => p.name));
  });

  test('reproduces a shared URL with filters', async ({ page }) => {
    const url = '/products?category=rolls&theme=Indian&colors=Gold,Burgundy&sort=price-desc';
    await openListing(page, url);
    const expected = await api(page, 'category=rolls&theme=Indian&colors=Gold,Burgundy&sort=price-desc');
    expect(expected.total).toBeGreaterThan(0);
    await expect(resultCount(page)).toHaveText(resultsText(expected.total));
    await expect(cardNames(page)).toHaveText(expected.products.map((p) => p.name));
    await expect(page.getByRole('button', { name: 'Wallpaper Rolls' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('radio', { name: 'Indian' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Gold' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Burgundy' })).toBeChecked();
    await expect(page.getByLabel('Sort products')).toHaveValue('price-desc');
  });

  test('toggles the round selectors between a kind and all products', async ({ page }) => {
    await openListing(page);
    const customised = await api(page, 'category=customised');
    await page.getByRole('button', { name: 'Customised Wallpapers' }).click();
    await expect.poll(() => search(page)).toBe('?category=customised');
    await expect(resultCount(page)).toHaveText(resultsText(customised.total));
    await page.getByRole('button', { name: 'Customised Wallpapers' }).click();
    await expect.poll(() => search(page)).toBe('');
  });

  test('Clear All resets every filter, the search and the sort', async ({ page }) => {
    await openListing(
      page,
      '/products?category=rolls&theme=Kids&materials=Vinyl&maxPrice=150&sort=newest&q=cloud',
    );
    const all = await api(page, '');
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('button', { name: 'Clear All' })
      .click();
    await expect.poll(() => search(page)).toBe('');
    await expect(resultCount(page)).toHaveText(resultsText(all.total));
    await expect(page.getByRole('radio', { name: 'No theme filter' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Wallpaper Rolls' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByLabel('Sort products')).toHaveValue('default');
    expect(
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('searchbox').inputValue(),
    ).toBe('');
  });

  test('says so when nothing matches, with six placeholder cards and Clear All', async ({ page }) => {
    await openListing(page, '/products?q=zzqqxxyy');
    await page.getByText('No products match your filters.').waitFor();
    await expect(page.locator('main ul[aria-hidden] > li')).toHaveCount(6);
    await page.getByRole('region', { name: 'Products' }).getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => search(page)).toBe('');
    await page.getByRole('article').first().waitFor();
  });

  test('puts the filters in a sheet on a phone', async ({ newPage, axe }) => {
    const page = await openListing(await newPage({ width: 390 }));
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    const kids = await api(page, 'theme=Kids');
    await sheet.getByRole('radio', { name: 'Kids' }).check();
    await expect.poll(() => search(page)).toBe('?theme=Kids');
    await sheet.getByRole('button', { name: `Show ${kids.total} Results` }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expect(cardNames(page)).toHaveText(kids.products.map((p) => p.name));
    await axe.expectNoSeriousViolations(page);
  });

  test('lays the cards out two to a row on a 390 px phone, with 16 px search and sort fields', async ({
    newPage,
  }) => {
    const page = await openListing(await newPage({ width: 390 }));
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

  test('has no serious accessibility violations', async ({ page, axe }) => {
    await openListing(page, '/products?theme=Tropical');
    await page.getByRole('article').first().waitFor();
    await axe.expectNoSeriousViolations(page);
  });
});

test.describe('bestsellers page', () => {
  test('shows only products flagged bestseller', async ({ page, axe }) => {
    await page.goto('/bestsellers');
    const best = await api(page, 'bestseller=true');
    expect(best.total).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1, name: 'Bestsellers' }).waitFor();
    await expect(cardNames(page)).toHaveText(best.products.map((p) => p.name));
    const badges = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.textContent?.includes('Bestseller')));
    expect(badges.every(Boolean)).toBe(true);
    await axe.expectNoSeriousViolations(page);
  });

  test('lays the bestsellers out two to a row on a 390 px phone', async ({ newPage }) => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto('/bestsellers');
    await page.getByRole('article').first().waitFor();
    expect(await cardColumns(page)).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(7000);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const TILES = ['Premium Wallpapers', 'Designer Walls', 'Signature Art', 'Wall Muralists'];

async function openHome(page: Page, options: { reducedMotion?: boolean } = {}) {
  // Reduced motion turns autoplay off, so a test that moves a carousel is not raced by its timer.
  if (options.reducedMotion !== false) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Transform Your Space with Wallcraft' }).waitFor();
  return page;
}

const carousel = (page: Page, name: string) => page.getByRole('region', { name });
const selectedSlide = async (page: Page, name: string) =>
  Number(await carousel(page, name).getAttribute('data-selected'));

test.describe('home page', () => {
  test('shows the hero with the store headline, and the dots switch slides', async ({ page }) => {
    await openHome(page);
    await expect(
      page.getByRole('link', { name: 'Explore Designs' }).first().getAttribute('href'),
    ).resolves.toBe('/products');
    const dot = page.getByRole('button', { name: 'Go to slide 2' });
    await dot.click();
    await page.getByRole('heading', { name: 'Artisan Craftsmanship' }).waitFor();
    await expect(dot).toHaveAttribute('aria-current', 'true');
    // The first slide leaves the accessibility tree once it is hidden.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await page.getByRole('heading', { name: 'Sustainable Luxury' }).waitFor();
  });

  test('sends only the first slide’s picture with the page, and the others once it is live', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('/images/hero-1-sm.webp');
    expect(html).not.toContain('/images/hero-2');
    expect(html).not.toContain('/images/hero-3');
    await page.goto('/');
    await page.waitForSelector('html[data-live]', { state: 'attached' });
    await expect(page.locator('img[src="/images/hero-3.webp"]').count()).resolves.toBe(1);
  });

  test('advances the hero every 5 s until paused', async ({ page }) => {
    // The page's timers run on a clock the test moves on, rather than on seconds it waits out.
    await page.clock.install();
    await openHome(page, { reducedMotion: false });
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await page.getByRole('heading', { name: 'Artisan Craftsmanship' }).waitFor();
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_600);
    await expect(page.getByRole('heading', { name: 'Artisan Craftsmanship' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  for (const [name, noun] of [
    ['Our Bestsellers', 'bestsellers'],
    ['Top Picks: Watch & Shop', 'top picks'],
  ] as const) {
    test(`the ${name} carousel shows product cards that next and previous move`, async ({ page }) => {
      await openHome(page);
      const region = carousel(page, name);
      await region.getByRole('article').first().waitFor();
      expect(await region.getByRole('article').count()).toBeGreaterThan(3);
      const first = region.getByRole('article').first();
      await expect(first.getByRole('link')).toHaveAttribute('href', /^\/products\/[0-9a-f-]{36}$/);
      await expect(first).toHaveText(/₹[\d,]+\.\d{2}\s*per (square feet|roll)/);
      // Cards strike out the product's own compare-at rate, where there is one
      // (docs/decisions/014-one-honest-price.md).
      await expect(region.locator('s').first()).toHaveText(/₹/);

      expect(await selectedSlide(page, name)).toBe(0);
      await page.getByRole('button', { name: `Next ${noun}` }).click();
      await expect(carousel(page, name)).toHaveAttribute('data-selected', '1');
      await page.getByRole('button', { name: `Previous ${noun}` }).click();
      await expect(carousel(page, name)).toHaveAttribute('data-selected', '0');
      // Loops: previous from the first card wraps to the last.
      await page.getByRole('button', { name: `Previous ${noun}` }).click();
      await expect.poll(() => selectedSlide(page, name)).toBeGreaterThan(1);
    });
  }

  test('auto-advances the bestsellers every 4 s, and not at all under reduced motion', async ({
    newPage,
  }) => {
    const moving = await newPage();
    await moving.clock.install();
    await openHome(moving, { reducedMotion: false });
    await moving.mouse.move(0, 0);
    await carousel(moving, 'Our Bestsellers').getByRole('article').first().waitFor();
    await moving.clock.runFor(4_000);
    await expect.poll(() => selectedSlide(moving, 'Our Bestsellers')).toBeGreaterThan(0);

    const still = await newPage();
    await still.clock.install();
    await openHome(still);
    await carousel(still, 'Our Bestsellers').getByRole('article').first().waitFor();
    await expect(still.getByRole('button', { name: 'Play bestsellers' })).toBeVisible();
    await still.clock.runFor(4_500);
    expect(await selectedSlide(still, 'Our Bestsellers')).toBe(0);
  });

  test('links the four category tiles to the filtered listing, the first marked New', async ({ page }) => {
    await openHome(page);
    const tiles = page.getByRole('region', { name: 'Shop by Category' }).getByRole('link');
    await expect(tiles).toHaveCount(4);
    for (const [index, name] of TILES.entries()) {
      const tile = tiles.nth(index);
      expect(await tile.getAttribute('href')).toBe(`/products?category=${encodeURIComponent(name)}`);
      await expect(tile).toContainText(name);
    }
    await expect(tiles.first()).toContainText('New');
    await expect(tiles.nth(1)).not.toContainText('New');
  });

  test('lands a category tile on a listing filtered to that category', async ({ page }) => {
    await openHome(page);
    const api = await page.request.get(
      `/api/products?category=${encodeURIComponent('Wall Muralists')}&limit=1`,
    );
    const total = Number(api.headers()['x-total-count']);
    expect(total).toBeGreaterThan(0);

    await page
      .getByRole('region', { name: 'Shop by Category' })
      .getByRole('link', { name: /Wall Muralists/ })
      .click();
    await page.waitForURL(/\/products\?category=Wall(%20|\+)Muralists$/);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('status')).toHaveText(`${total} Results found`);
    await expect(page.getByLabel('Category')).toHaveValue('Wall Muralists');
    const categories = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent));
    expect(new Set(categories)).toEqual(new Set(['Wall Muralists']));
  });

  test('shows the why-choose strip and eight five-star reviews', async ({ page }) => {
    await openHome(page);
    await page.getByRole('heading', { name: 'Why choose Wallcraft' }).waitFor();
    for (const reason of ['Assured quality', 'Custom Fit', 'Non-toxic & VOC Free']) {
      await expect(page.getByRole('heading', { name: reason })).toBeVisible();
    }
    const reviews = page.getByRole('region', { name: 'Loved in homes across India' });
    await expect(reviews.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveCount(8);
    await expect(reviews.locator('img[src^="/images/avatar-"]')).toHaveCount(8);
    await page.getByRole('button', { name: 'Next reviews' }).click();
    await expect(carousel(page, 'Loved in homes across India')).toHaveAttribute('data-selected', '1');
  });

  test('hearts a product for a guest at once, with the toast', async ({ page }) => {
    await openHome(page);
    const region = carousel(page, 'Our Bestsellers');
    const heart = region.getByRole('button', { name: /^Add .+ to wishlist$/ }).first();
    const label = (await heart.getAttribute('aria-label')) ?? '';
    const product = label.replace(/^Add /, '').replace(/ to wishlist$/, '');
    await heart.click();
    await page.getByText('Added to wishlist!').waitFor();
    const saved = region.getByRole('button', { name: `Remove ${product} from wishlist` }).first();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();
    await saved.click();
    await expect(page.getByRole('button', { name: 'Wishlist', exact: true })).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page, axe }) => {
    await openHome(page);
    await carousel(page, 'Our Bestsellers').getByRole('article').first().waitFor();
    await axe.expectNoSeriousViolations(page);
  });

  test('has no serious accessibility violations on a phone', async ({ newPage, axe }) => {
    const page = await openHome(await newPage({ width: 390 }));
    await carousel(page, 'Our Bestsellers').getByRole('article').first().waitFor();
    await axe.expectNoSeriousViolations(page);
  });
});

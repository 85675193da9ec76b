import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const browser = useBrowser();
const TILES = ['Premium Wallpapers', 'Designer Walls', 'Signature Art', 'Wall Muralists'];
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

async function openHome(options: { reducedMotion?: boolean; width?: number } = {}) {
  const page = await browser.newPage({ width: options.width });
  // Reduced motion turns autoplay off, so a test that moves a carousel is not raced by its timer.
  if (options.reducedMotion !== false) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Transform Your Space with Wallcraft' }).waitFor();
  return page;
}

const carousel = (page: Page, name: string) => page.getByRole('region', { name });
const selectedSlide = async (page: Page, name: string) =>
  Number(await carousel(page, name).getAttribute('data-selected'));

describe('home page', () => {
  it('shows the hero with the store headline, and the dots switch slides', async () => {
    const page = await openHome();
    await expect(
      page.getByRole('link', { name: 'Explore Designs' }).first().getAttribute('href'),
    ).resolves.toBe('/products');
    const dot = page.getByRole('button', { name: 'Go to slide 2' });
    await dot.click();
    await page.getByRole('heading', { name: 'Artisan Craftsmanship' }).waitFor();
    expect(await dot.getAttribute('aria-current')).toBe('true');
    // The first slide leaves the accessibility tree once it is hidden.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await page.getByRole('heading', { name: 'Sustainable Luxury' }).waitFor();
  });

  it('sends only the first slide’s picture with the page, and the others once it is live', async () => {
    const page = await browser.newPage();
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('/images/hero-1-sm.webp');
    expect(html).not.toContain('/images/hero-2');
    expect(html).not.toContain('/images/hero-3');
    await page.goto('/');
    await page.waitForSelector('html[data-live]', { state: 'attached' });
    await expect(page.locator('img[src="/images/hero-3.webp"]').count()).resolves.toBe(1);
  });

  it('advances the hero every 5 s until paused', async () => {
    const page = await openHome({ reducedMotion: false });
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { name: 'Artisan Craftsmanship' }).waitFor({ timeout: 8_000 });
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(5_600);
    expect(await page.getByRole('heading', { name: 'Artisan Craftsmanship' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Play slideshow' }).isVisible()).toBe(true);
  });

  it.each([
    ['Our Bestsellers', 'bestsellers'],
    ['Top Picks: Watch & Shop', 'top picks'],
  ])('the %s carousel shows product cards that next and previous move', async (name, noun) => {
    const page = await openHome();
    const region = carousel(page, name);
    await region.getByRole('article').first().waitFor();
    expect(await region.getByRole('article').count()).toBeGreaterThan(3);
    const first = region.getByRole('article').first();
    expect(await first.getByRole('link').getAttribute('href')).toMatch(/^\/products\/[0-9a-f-]{36}$/);
    expect(await first.textContent()).toMatch(/₹[\d,]+\.\d{2}\s*per (square feet|roll)/);
    // Cards strike out the product's own compare-at rate, where there is one
    // (docs/decisions/014-one-honest-price.md).
    expect(await region.locator('s').first().textContent()).toMatch(/₹/);

    expect(await selectedSlide(page, name)).toBe(0);
    await page.getByRole('button', { name: `Next ${noun}` }).click();
    await eventually(() => selectedSlide(page, name)).toBe(1);
    await page.getByRole('button', { name: `Previous ${noun}` }).click();
    await eventually(() => selectedSlide(page, name)).toBe(0);
    // Loops: previous from the first card wraps to the last.
    await page.getByRole('button', { name: `Previous ${noun}` }).click();
    await eventually(() => selectedSlide(page, name)).toBeGreaterThan(1);
  });

  it('auto-advances the bestsellers every 4 s, and not at all under reduced motion', async () => {
    const moving = await openHome({ reducedMotion: false });
    await moving.mouse.move(0, 0);
    await carousel(moving, 'Our Bestsellers').getByRole('article').first().waitFor();
    await eventually(() => selectedSlide(moving, 'Our Bestsellers')).toBeGreaterThan(0);

    const still = await openHome();
    await carousel(still, 'Our Bestsellers').getByRole('article').first().waitFor();
    expect(await still.getByRole('button', { name: 'Play bestsellers' }).isVisible()).toBe(true);
    await still.waitForTimeout(4_500);
    expect(await selectedSlide(still, 'Our Bestsellers')).toBe(0);
  });

  it('links the four category tiles to the filtered listing, the first marked New', async () => {
    const page = await openHome();
    const tiles = page.getByRole('region', { name: 'Shop by Category' }).getByRole('link');
    expect(await tiles.count()).toBe(4);
    for (const [index, name] of TILES.entries()) {
      const tile = tiles.nth(index);
      expect(await tile.getAttribute('href')).toBe(`/products?category=${encodeURIComponent(name)}`);
      expect(await tile.textContent()).toContain(name);
    }
    expect(await tiles.first().textContent()).toContain('New');
    expect(await tiles.nth(1).textContent()).not.toContain('New');
  });

  it('lands a category tile on a listing filtered to that category', async () => {
    const page = await openHome();
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
    await eventually(() => filters.getByRole('status').textContent()).toBe(`${total} Results found`);
    expect(await page.getByLabel('Category').inputValue()).toBe('Wall Muralists');
    const categories = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent));
    expect(new Set(categories)).toEqual(new Set(['Wall Muralists']));
  });

  it('shows the why-choose strip and eight five-star reviews', async () => {
    const page = await openHome();
    await page.getByRole('heading', { name: 'Why choose Wallcraft' }).waitFor();
    for (const reason of ['Assured quality', 'Custom Fit', 'Non-toxic & VOC Free']) {
      expect(await page.getByRole('heading', { name: reason }).isVisible()).toBe(true);
    }
    const reviews = page.getByRole('region', { name: 'Loved in homes across India' });
    expect(await reviews.getByRole('img', { name: 'Rated 5 out of 5 stars' }).count()).toBe(8);
    expect(await reviews.locator('img[src^="/images/avatar-"]').count()).toBe(8);
    await page.getByRole('button', { name: 'Next reviews' }).click();
    await eventually(() => selectedSlide(page, 'Loved in homes across India')).toBe(1);
  });

  it('hearts a product for a guest at once, with the toast', async () => {
    const page = await openHome();
    const region = carousel(page, 'Our Bestsellers');
    const heart = region.getByRole('button', { name: /^Add .+ to wishlist$/ }).first();
    const label = (await heart.getAttribute('aria-label')) ?? '';
    const product = label.replace(/^Add /, '').replace(/ to wishlist$/, '');
    await heart.click();
    await page.getByText('Added to wishlist!').waitFor();
    const saved = region.getByRole('button', { name: `Remove ${product} from wishlist` }).first();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Wishlist, 1 item' }).isVisible()).toBe(true);
    await saved.click();
    expect(await page.getByRole('button', { name: 'Wishlist', exact: true }).isVisible()).toBe(true);
  });

  it('has no serious accessibility violations', async () => {
    const page = await openHome();
    await carousel(page, 'Our Bestsellers').getByRole('article').first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('has no serious accessibility violations on a phone', async () => {
    const page = await openHome({ width: 390 });
    await carousel(page, 'Our Bestsellers').getByRole('article').first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});

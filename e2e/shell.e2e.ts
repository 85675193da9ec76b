import { expect, test } from './support/fixtures';
import type { Product } from '../src/domain/product';

test.describe('store shell', () => {
  test('opens the home page, searches from the overlay, opens a product and reaches the 404 page', async ({
    page,
    allowConsoleError,
  }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.title()).toContain('Wallcraft');
    await expect
      .poll(() => page.getByText('Free shipping on orders above Rs. 3999').count())
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    const box = page.getByPlaceholder('Search wallpapers...');
    await box.fill('monstera');
    const suggestions = page.getByRole('dialog').getByRole('link');
    await expect.poll(() => suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(4);
    const names = await suggestions.allInnerTexts();
    expect(names.every((n) => /monstera/i.test(n))).toBe(true);

    await box.fill('zzqqxxyy');
    await expect(page.getByText('No products found')).toBeVisible();

    await box.fill('monstera');
    await expect.poll(() => suggestions.count()).toBeGreaterThan(0);
    await suggestions.first().click();
    await expect.poll(() => page.url()).toMatch(/\/products\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';
    const product = (await (await page.request.get(`/api/products/${id}`)).json()) as Product;
    expect(product.name).toMatch(/monstera/i);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The server answers an unknown page with status 404 (for crawlers), which Chromium logs.
    allowConsoleError(/status of 404/);
    const missing = await page.goto('/this/page/does-not-exist');
    expect(missing?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { name: 'This wall is still bare' }).isVisible())
      .toBe(true);
    for (const href of ['/', '/products', '/about', '/contact']) {
      expect(await page.locator(`main a[href="${href}"]`).count()).toBeGreaterThan(0);
    }
  });

  test("says the search failed, rather than 'No products found', and Try again asks again", async ({
    page,
    allowConsoleError,
  }) => {
    await page.goto('/');
    allowConsoleError(/Failed to load resource|ERR_FAILED/);
    const searchUrl = (url: URL) => url.pathname === '/api/products' && url.searchParams.has('search');
    await page.route(searchUrl, (route) => route.abort());
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.getByPlaceholder('Search wallpapers...').fill('zzqqxxyy');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Products could not be loaded.').waitFor({ timeout: 10_000 });
    await expect(dialog.getByText('No products found')).toHaveCount(0);

    await page.unroute(searchUrl);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByText('No products found').waitFor();
    await expect(dialog.getByText('Products could not be loaded.')).toHaveCount(0);
  });

  test('goes to the listing with the search text on Enter and ignores a blank search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    const box = page.getByPlaceholder('Search wallpapers...');
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('palm frond');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('answers unknown API paths with JSON', async ({ page }) => {
    const api = await page.request.get('/api/does-not-exist');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
  });
});

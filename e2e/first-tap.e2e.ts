import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Cart } from '../src/domain/cart';
import type { Product } from '../src/domain/product';
import { callApi, newCustomer } from './support/api';

async function customisedProduct(): Promise<Product> {
  const products = await callApi<Product[]>('/products?category=customised&limit=40');
  return products.find((p) => p.inStock) ?? products[0]!;
}

/**
 * A page opened the way a shopper on a mid-range phone meets it: 4× slower processor, no waiting for
 * `data-live` (the main frame's own goto skips the wait that the page fixtures add to page.goto), and its scripts
 * held back until `goLive`, so the taps land before React has the page however busy the machine is.
 */
async function openEarly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  return Object.assign(page, { release });
}

/** Lets the page's scripts run once the shopper has acted, checking that React did not have the page before. */
async function goLive(page: Page & { release: () => void }) {
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-live'))).toBe(false);
  page.release();
  await page.waitForSelector('html[data-live]', { state: 'attached' });
}

const tapSearch = (page: Page) => page.getByRole('button', { name: 'Search', exact: true }).click();
const searchBox = (page: Page) =>
  page.getByRole('dialog').getByRole('searchbox', { name: 'Search wallpapers' });
const materialSelect = (page: Page) => page.getByLabel('Material', { exact: true });
const finalPrice = (page: Page) => page.getByTestId('final-price');

test.describe('the first tap, before the page has gone live', () => {
  for (const path of ['/', '/products']) {
    test(`opens search on ${path}`, async ({ newPage }) => {
      const page = await openEarly(await newPage(), path);
      await tapSearch(page);
      await goLive(page);
      await searchBox(page).waitFor();
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });
  }

  test('keeps a material and a wall size chosen early, prices them and adds them to a customer’s cart', async ({
    signedInPage,
  }) => {
    const product = await customisedProduct();
    const { token } = await newCustomer('Early Shopper', { label: 'first-tap' });
    const page = await openEarly(await signedInPage(token), `/products/${product.id}`);
    const select = materialSelect(page);
    const options = await select
      .locator('option')
      .evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
    const [defaultMaterial, material] = options;
    expect(material, 'a second material to choose').toBeDefined();
    await select.selectOption(material!);
    await page.getByLabel(/^Height/).fill('96');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await goLive(page);

    // One press, one line, in the material and size chosen before the page went live.
    await expect
      .poll(async () => (await callApi<Cart>('/cart', { token })).items)
      .toMatchObject([
        {
          product: { id: product.id },
          selectedMaterial: material,
          customDimensions: { height: 96, width: 53 },
        },
      ]);
    await page.getByRole('button', { name: 'Added to Cart' }).waitFor();
    await expect(select).toHaveValue(material!);
    await expect(page.getByLabel(/^Height/)).toHaveValue('96');

    // The price shown is the chosen material's: going to the default and back moves it away and home again.
    const early = await finalPrice(page).innerText();
    await select.selectOption(defaultMaterial!);
    await expect.poll(() => finalPrice(page).innerText()).not.toBe(early);
    await select.selectOption(material!);
    await expect(finalPrice(page)).toHaveText(early, { useInnerText: true });
    expect((await callApi<Cart>('/cart', { token })).items).toHaveLength(1);
  });

  test('sends a guest’s early Add to Cart to /login, and opens search on the product page', async ({
    newPage,
  }) => {
    const product = await customisedProduct();
    const page = await openEarly(await newPage(), `/products/${product.id}`);
    await tapSearch(page);
    await goLive(page);
    await searchBox(page).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const again = await openEarly(await newPage(), `/products/${product.id}`);
    await again.getByRole('button', { name: 'Add to Cart' }).click();
    await goLive(again);
    await again.waitForURL((url) => url.pathname === '/login');
    expect(new URL(again.url()).searchParams.get('redirect')).toBe(`/products/${product.id}`);
  });
});

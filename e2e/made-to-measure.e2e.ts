import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../src/domain/cart';
import type { Product } from '../src/domain/product';
import { callApi, checkOutInSandbox, newCustomer } from './support/api';
import { useBrowser } from './support/browser';
import { signInAsStaff } from './support/staff';

/** Issue 30: an L of two walls with a door and a window, a mural placed on them, ordered, and its pack. */

const browser = useBrowser();
const shotDir = process.env.SCREENSHOT_DIR;
async function shoot(page: Page, name: string) {
  if (!shotDir) return;
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });
}

async function fill(page: Page, scope: string, label: string, feet: number, inches: number) {
  const box = page.getByTestId(scope);
  await box.getByLabel(`${label} feet`).first().fill(String(feet));
  await box.getByLabel(`${label} inches`).first().fill(String(inches));
}

describe('made to measure (issue 30)', () => {
  it('a shopper describes an L of two walls, places a mural and orders it; staff get the pack', async () => {
    const murals = await callApi<Product[]>('/products?category=Wall%20Muralists&limit=1');
    const mural = murals[0];
    if (!mural) throw new Error('the seeded catalogue has no murals');
    const { email, token } = await newCustomer('Leela Menon', { label: 'made-to-measure' });

    for (const width of [390, 1440]) {
      await callApi('/cart', { method: 'DELETE', token });
      const page = await browser.signedInPage(token, { width });
      await page.goto(`/products/${mural.id}`);
      await page.getByTestId('measure-room').click();
      await fill(page, 'wall-1', 'Width', 12, 0);
      await fill(page, 'wall-1', 'Height', 8, 0);
      await page.getByRole('button', { name: 'Add door or window' }).click();
      await fill(page, 'wall-1-opening-1', 'Width', 3, 0);
      await fill(page, 'wall-1-opening-1', 'Height', 6, 8);
      await page.getByRole('button', { name: 'Add another wall' }).click();
      await fill(page, 'wall-2', 'Width', 8, 4);
      await fill(page, 'wall-2', 'Height', 8, 0);
      await page.getByTestId('wall-2').getByRole('button', { name: 'Add door or window' }).click();
      await fill(page, 'wall-2-opening-1', 'Width', 4, 0);
      await fill(page, 'wall-2-opening-1', 'Height', 3, 0);
      await page.getByTestId('wall-2-opening-1').getByLabel('Above floor feet').fill('3');
      await page.getByTestId('wall-2-opening-1').getByLabel('From left feet').fill('2');
      // Strip plan and price per wall: 96 − 20 sq ft and 66.7 − 12 sq ft.
      await expect
        .poll(() => page.getByTestId('wall-1-plan').innerText())
        .toContain('76 sq ft to paper · 7 strips');
      expect(await page.getByTestId('wall-2-plan').innerText()).toContain('54.7 sq ft to paper · 5 strips');
      // Move the picture with the keyboard and zoom in.
      const slider = page.getByRole('slider', { name: /Picture position/ });
      const before = await slider.getAttribute('data-crop');
      await slider.focus();
      await page.keyboard.press('+');
      await page.keyboard.press('ArrowLeft');
      expect(await slider.getAttribute('data-crop')).not.toBe(before);
      await shoot(page, `made-to-measure-product-${width}`);
      await page
        .getByRole('button', { name: /Add to cart/i })
        .first()
        .click();
      await expect
        .poll(async () => (await callApi<Cart>('/cart', { token })).items.length, { timeout: 15_000 })
        .toBe(1);
      const [line] = (await callApi<Cart>('/cart', { token })).items;
      expect(line?.walls).toHaveLength(2);
      expect(line?.crop?.scale).toBeGreaterThan(0);
      await page.close();
    }

    const order = await checkOutInSandbox(token, {
      name: 'Leela Menon',
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560001',
      phone: '9845012345',
      email,
    });
    expect(order.items[0]?.walls).toHaveLength(2);

    const shopperPage = await browser.signedInPage(token, { width: 390 });
    await shopperPage.goto(`/orders/${order.id}`);
    await shopperPage.getByTestId('crop-thumbnail').waitFor();
    await shoot(shopperPage, 'made-to-measure-order-390');

    const page = await browser.newPage({ width: 1440 });
    await signInAsStaff(page);
    await page.goto(`/admin/dashboard?tab=orders&q=${order.orderNumber}`);
    await page.getByRole('button', { name: `Open order #${order.orderNumber}` }).click();
    const sheet = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
    // The job runs every minute; the sheet looks again until the pack is ready.
    const download = sheet.getByRole('button', { name: /strip-plan\.pdf/ });
    await download.waitFor({ timeout: 150_000 });
    const saved = page.waitForEvent('download');
    await download.click();
    expect((await saved).suggestedFilename()).toContain('strip-plan.pdf');
    await shoot(page, 'made-to-measure-admin-1440');
  }, 300_000);
});

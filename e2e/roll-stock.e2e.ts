import { describe, expect, it } from 'vitest';
import type { AdminProduct, CreateProductInput } from '../src/domain/product-admin';
import { STOCK_MESSAGES } from '../src/domain/stock';
import { callApi, newCustomer } from './support/api';
import { useBrowser } from './support/browser';
import { signInAsStaff, staffToken } from './support/staff';

const browser = useBrowser();

const NAME = `Kashi Indigo Roll ${Date.now().toString(36)}`;

/** A roll printed to order, made through the API; the test gives it a count in the admin. */
async function newRoll(): Promise<AdminProduct> {
  const token = await staffToken();
  const body: CreateProductInput = {
    name: NAME,
    description: 'Indigo block print, printed in numbered batches.',
    price: 40,
    category: 'Premium Wallpapers',
    kind: 'rolls',
    dimensions: { width: 53, height: 1000 },
  };
  return callApi<AdminProduct>('/admin/products', { method: 'POST', token, body });
}

describe('stock for rolls', () => {
  it('staff set 2 rolls; a shopper cannot add 3, adds 2 and pays; the roll then shows out of stock', async () => {
    const roll = await newRoll();

    const admin = await browser.newPage();
    await signInAsStaff(admin);
    await admin.goto(`/admin/products/edit/${roll.id}`);
    const panel = admin.getByRole('form', { name: 'Adjust stock' });
    await panel.getByLabel('Change').fill('2');
    await panel.getByLabel('Reason').fill('First delivery from the printer');
    await panel.getByLabel('New batch').fill('KI-01');
    await panel.getByRole('button', { name: 'Adjust stock' }).click();
    await admin.getByText('2 rolls in stock · batch KI-01').waitFor();
    const history = admin.getByRole('list', { name: 'Stock adjustments' });
    await history.getByText('First delivery from the printer').waitFor();
    expect(await history.getByText('+2').isVisible()).toBe(true);

    const { token } = await newCustomer('Ritu Sen', { label: 'stock' });
    const page = await browser.signedInPage(token, { width: 390, height: 844 });
    await page.goto(`/products/${roll.id}`);
    await page.getByText(STOCK_MESSAGES.left(2), { exact: true }).waitFor();

    browser.allowConsoleError(/409/);
    const rolls = page.getByRole('spinbutton', { name: 'Number of rolls' });
    await rolls.fill('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`Only 2 rolls of ${NAME} are in stock.`).waitFor();

    await rolls.fill('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added to Cart' }).waitFor();

    await page.goto('/checkout');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await page.getByLabel('Phone number').fill('+91 98450 11223');
    await page.getByLabel('Address', { exact: true }).fill('22 Residency Road, Shanthala Nagar');
    await page.getByLabel('ZIP code').fill('560025');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').selectOption('Karnataka');
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    await continueButton.click();
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Pay Wallcraft' });
    await dialog.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
    await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByRole('heading', { name: 'Order Complete!' }).waitFor();

    await page.goto(`/products/${roll.id}`);
    const soldOut = page.getByRole('button', { name: 'Out of Stock' });
    await soldOut.waitFor();
    expect(await soldOut.isDisabled()).toBe(true);
    expect(await page.getByText(STOCK_MESSAGES.left(2)).count()).toBe(0);

    await admin.reload();
    await admin.getByText('0 rolls in stock · batch KI-01').waitFor();
  });
});

import { expect, test } from './support/fixtures';
import type { ShippingInfo } from '../src/domain/checkout';
import type { AdminProduct, CreateProductInput } from '../src/domain/product-admin';
import { STOCK_MESSAGES } from '../src/domain/stock';
import { callApi, newCustomer } from './support/api';
import { expectCompletion, fillShipping, openSandbox, payByCard } from './support/checkout';
import { signInAsStaff, staffToken } from './support/staff';

const NAME = `Kashi Indigo Roll ${Date.now().toString(36)}`;

/** A roll printed to order, made through the API; the test gives it a count in the admin. */
async function newRoll(name = NAME, counted: Partial<CreateProductInput> = {}): Promise<AdminProduct> {
  const token = await staffToken();
  const body: CreateProductInput = {
    ...counted,
    name,
    description: 'Indigo block print, printed in numbered batches.',
    price: 40,
    category: 'Premium Wallpapers',
    kind: 'rolls',
    dimensions: { width: 53, height: 1000 },
  };
  return callApi<AdminProduct>('/admin/products', { method: 'POST', token, body });
}

test.describe('stock for rolls', () => {
  test('staff set 2 rolls; a shopper cannot add 3, adds 2 and pays; the roll then shows out of stock', async ({
    newPage,
    signedInPage,
    allowConsoleError,
  }) => {
    const roll = await newRoll();

    const admin = await newPage();
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
    await expect(history.getByText('+2')).toBeVisible();

    const { token } = await newCustomer('Ritu Sen', { label: 'stock' });
    const page = await signedInPage(token, { width: 390, height: 844 });
    await page.goto(`/products/${roll.id}`);
    await page.getByText(STOCK_MESSAGES.left(2), { exact: true }).waitFor();

    allowConsoleError(/409/);
    const rolls = page.getByRole('spinbutton', { name: 'Number of rolls' });
    await rolls.fill('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`Only 2 rolls of ${NAME} are in stock.`).waitFor();

    await rolls.fill('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added to Cart' }).waitFor();

    await page.goto('/checkout');
    await fillShipping(page);
    await payByCard(await openSandbox(page), '4111 1111 1111 1111');
    await expectCompletion(page);

    await page.goto(`/products/${roll.id}`);
    const soldOut = page.getByRole('button', { name: 'Out of Stock' });
    await soldOut.waitFor();
    await expect(soldOut).toBeDisabled();
    await expect(page.getByText(STOCK_MESSAGES.left(2))).toHaveCount(0);

    await admin.reload();
    await admin.getByText('0 rolls in stock · batch KI-01').waitFor();
  });

  test("shows 'Reserved: may come back soon' while an unpaid checkout holds the last rolls", async ({
    newPage,
  }) => {
    const roll = await newRoll(`Reserved Indigo Roll ${Date.now().toString(36)}`, {
      stock: 2,
      batch: 'RI-01',
    });
    const holder = await newCustomer('Veda Iyer', { label: 'holder' });
    await callApi('/cart', {
      method: 'POST',
      token: holder.token,
      body: { productId: roll.id, quantity: 2 },
    });
    const shippingInfo: ShippingInfo = {
      name: 'Veda Iyer',
      email: holder.email,
      phone: '+919845012345',
      address: '4 Church Street',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560001',
    };
    // A checkout opened and never paid: its rolls are held, not sold (decision 044).
    await callApi('/payment/create-order', {
      method: 'POST',
      token: holder.token,
      body: { currency: 'INR', shippingInfo },
    });

    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`/products/${roll.id}`);
    await page.getByText(STOCK_MESSAGES.reserved, { exact: true }).waitFor();
    const button = page.getByRole('button', { name: 'Reserved' });
    await expect(button).toBeDisabled();
    await expect(page.getByText('Out of stock', { exact: true })).toHaveCount(0);
  });
});

import { expect, test } from './support/fixtures';
import type { AuthResponse } from '../src/domain/auth';
import type { ShippingInfo } from '../src/domain/checkout';
import type { Product } from '../src/domain/product';
import { REVENUE_BASIS } from '../src/domain/stats';
import { callApi, checkOutInSandbox, uniqueEmail } from './support/api';
import { signInAsStaff } from './support/staff';

/** Guest sessions for one e-mail, the second of which buys: what the owner saw as several 'Guest' customers. */
async function guestBuyer(name: string) {
  const email = uniqueEmail('guest-buyer');
  const sessions: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { token } = await callApi<AuthResponse>('/checkout/guest', {
      method: 'POST',
      body: { email },
      status: 201,
    });
    sessions.push(token);
  }
  const [product] = await callApi<Product[]>('/products?limit=1');
  if (!product) throw new Error('the seeded catalogue is empty');
  const buyer = sessions[1]!;
  await callApi('/cart', { method: 'POST', token: buyer, body: { productId: product.id, quantity: 1 } });
  const shippingInfo: ShippingInfo = {
    name,
    address: '9 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560025',
    phone: '9845012345',
    email,
  };
  return { email, order: await checkOutInSandbox(buyer, shippingInfo) };
}

test.describe("the owner's figures", () => {
  test('lists a guest buyer once, by the name on the order, and names each revenue basis', async ({
    page,
  }) => {
    const { email, order } = await guestBuyer('Nandini Rao');
    await signInAsStaff(page);
    await expect(page.getByText(REVENUE_BASIS.inclGst, { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Customers' }).click();
    await page.getByPlaceholder('Search by name or email').fill(email);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2, { timeout: 15_000 });
    expect(await rows.nth(1).innerText()).toContain('Nandini Rao');
    await expect(page.getByRole('table').getByText('Guest', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Lifetime value (incl. GST)' })).toHaveCount(1);

    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByPlaceholder('Search order number, name, email or phone').fill(order.orderNumber);
    const orders = page.getByRole('table', { name: 'Orders' });
    await expect(orders.getByRole('row')).toHaveCount(2);
    expect(await orders.getByRole('row').nth(1).innerText()).toContain('Nandini Rao');

    await page.goto('/admin/insights');
    await expect
      .poll(() => page.getByText(REVENUE_BASIS.exclGst, { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect(page.getByText('Less approved returns; samples not counted')).toBeVisible();
    await page.goto('/admin/analytics');
    await expect
      .poll(() => page.getByText(REVENUE_BASIS.inclGst, { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
  });
});

import { expect, test } from './support/fixtures';
import type { Cart } from '../src/domain/cart';
import { formatINR, formatPaise } from '../src/domain/format';
import type { Order } from '../src/domain/order';
import { checkoutSummary, toPaise, toRupees } from '../src/domain/pricing';
import type { Product } from '../src/domain/product';
import type { Promotion } from '../src/domain/promotion';
import { callApi, newCustomer, unique } from './support/api';
import { expectCompletion, fillShipping, openSandbox, payByCard } from './support/checkout';
import { staffToken } from './support/staff';

test.describe('promotions at checkout', () => {
  for (const width of [390, 1440])
    test(`applies a discount code in the one code field and shows the saving on the order (${width} px)`, async ({
      signedInPage,
    }) => {
      const code = `E2E${unique()
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')}`.slice(0, 20);
      await callApi<Promotion>('/admin/promotions', {
        method: 'POST',
        token: await staffToken(),
        body: { name: 'Browser ten', code, benefit: { type: 'percent', percent: 10 } },
      });
      const { token } = await newCustomer('Divya Iyer', { label: 'promo' });
      const products = await callApi<Product[]>('/products?category=customised&limit=10');
      const design = products.find((p) => p.inStock);
      if (!design) throw new Error('no in-stock design');
      const cart = await callApi<Cart>('/cart', {
        method: 'POST',
        token,
        body: { productId: design.id, quantity: 1, customDimensions: { width: 120, height: 96 } },
      });
      const subtotalPaise = cart.items.reduce((sum, i) => sum + toPaise(i.amount), 0);
      const discountPaise = Math.round(subtotalPaise * 0.1);
      const expected = checkoutSummary(
        cart.items.map((i) => toPaise(i.amount)),
        { discountPaise },
      );

      const page = await signedInPage(token, { width, height: 900 });
      await page.goto('/checkout');
      await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
      await page.getByLabel('Discount code or gift card').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await page
        .getByTestId('code-applied')
        .getByText(`${formatINR(discountPaise / 100)} off`)
        .waitFor();
      // Phones fold the summary into one line; opened, it shows the same rows as the wide layout.
      if (width < 1024) await page.getByText('Show order summary').click();
      const summaryBox = page.getByRole('complementary', { name: 'Your order' });
      await expect
        .poll(() => summaryBox.getByTestId('summary-saving').first().textContent())
        .toContain(`−${formatINR(discountPaise / 100)}`);
      await expect(summaryBox).toContainText(formatPaise(expected.totalPaise));
      await page.screenshot({ path: `/tmp/promo-checkout-${width}.png`, fullPage: true });

      await fillShipping(page);
      await payByCard(await openSandbox(page), '4111 1111 1111 1111');
      const orderId = await expectCompletion(page);
      const order = await callApi<Order>(`/orders/${orderId}`, { token });
      expect(order).toMatchObject({
        total: toRupees(expected.totalPaise),
        discount: discountPaise / 100,
        savings: [{ name: 'Browser ten', code }],
      });
    });
});

test.describe('store credit in the profile', () => {
  test('shows the balance and the goodwill entry with its reason', async ({ signedInPage }) => {
    const { token, user } = await newCustomer('Farah Khan', { label: 'credit' });
    await callApi(`/admin/customers/${user.id}/credit`, {
      method: 'POST',
      token: await staffToken(),
      body: { amount: 250, note: 'Sorry for the delay' },
    });
    const page = await signedInPage(token, { width: 390, height: 900 });
    await page.goto('/profile');
    const section = page.getByTestId('store-credit');
    await section.getByText(formatINR(250), { exact: true }).waitFor();
    await section.getByText('Sorry for the delay').waitFor();
    await section.getByText(`+${formatINR(250)}`).waitFor();
  });
});

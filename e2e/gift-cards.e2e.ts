import { expect, test } from './support/fixtures';
import type { Cart } from '../src/domain/cart';
import { formatINR } from '../src/domain/format';
import type { Order } from '../src/domain/order';
import { checkoutSummary, toPaise, toRupees } from '../src/domain/pricing';
import type { Product } from '../src/domain/product';
import { callApi, newCustomer, uniqueEmail } from './support/api';
import { expectCompletion, fillShipping, openSandbox, payByCard } from './support/checkout';
import { waitForMail } from './support/outbox';

/** docs/decisions/063-gift-cards.md: bought on /gift-cards, e-mailed, spent over two orders. */
test.describe('gift cards', () => {
  test('buy a card → its e-mail → it pays one order in full and part of the next', async ({
    signedInPage,
    staffPage: staff,
  }) => {
    const products = await callApi<Product[]>('/products?category=customised&limit=10');
    const design = products.find((p) => p.inStock);
    if (!design) throw new Error('no in-stock design');
    const { token: recipientToken } = await newCustomer('Nila Menon', { label: 'giftee' });
    const fill = () =>
      callApi<Cart>('/cart', {
        method: 'POST',
        token: recipientToken,
        body: { productId: design.id, quantity: 1, customDimensions: { width: 60, height: 48 } },
      });
    const cart = await fill();
    const orderTotal = toRupees(checkoutSummary(cart.items.map((i) => toPaise(i.amount))).totalPaise);
    // Enough for the first order and half the second.
    const amount = Math.min(50_000, Math.max(500, Math.ceil(orderTotal * 1.5)));
    const recipientEmail = uniqueEmail('giftee-mail');

    const { token: buyerToken } = await newCustomer('Asha Rao', { label: 'gift-buyer' });
    const buyer = await signedInPage(buyerToken, { width: 1440, height: 900 });
    await buyer.goto('/gift-cards');
    await buyer.getByRole('heading', { name: 'Give a wall they will love' }).waitFor();
    await buyer.getByLabel('Or another amount').fill(String(amount));
    await buyer.getByLabel('Recipient’s name').fill('Nila');
    await buyer.getByLabel('Recipient’s e-mail').fill(recipientEmail);
    await buyer.getByLabel('Message').fill('Happy housewarming!');
    await buyer.screenshot({ path: '/tmp/gift-cards-1440.png', fullPage: true });
    await payByCard(await openSandbox(buyer), '4111 1111 1111 1111');
    await buyer.getByTestId('gift-card-bought').getByText(recipientEmail, { exact: false }).waitFor();

    const mail = await waitForMail(recipientEmail, 'gift-card');
    expect(mail.text).toContain('Happy housewarming!');
    const code = mail.text.match(/GC(?:-[A-Z0-9]{4}){4}/)?.[0];
    if (!code) throw new Error('no code in the gift card e-mail');

    // First order: the card pays all of it, so no payment dialog opens.
    const page = await signedInPage(recipientToken, { width: 390, height: 900 });
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    await page.getByLabel('Discount code or gift card').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByTestId('code-applied')
      .getByText(`Gift card ···${code.slice(-4)}`)
      .waitFor();
    await page.screenshot({ path: '/tmp/gift-card-checkout-390.png', fullPage: true });
    await fillShipping(page);
    await page.getByRole('button', { name: `Pay ${formatINR(0)}` }).click();
    const first = await callApi<Order>(`/orders/${await expectCompletion(page)}`, { token: recipientToken });
    expect(first.giftCards).toEqual([{ last4: code.slice(-4), amount: orderTotal }]);

    // Second order: what is left on the card, the rest by card payment.
    await fill();
    const left = (toPaise(amount) - toPaise(orderTotal)) / 100;
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    await page.getByLabel('Discount code or gift card').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('code-applied').getByText(formatINR(left), { exact: false }).waitFor();
    await fillShipping(page);
    await payByCard(await openSandbox(page), '4111 1111 1111 1111');
    const second = await callApi<Order>(`/orders/${await expectCompletion(page)}`, { token: recipientToken });
    expect(second.giftCards).toEqual([{ last4: code.slice(-4), amount: left }]);
    await page.goto(`/orders/${second.id}`);
    await page.getByTestId('order-gift-card').waitFor();
    await page.screenshot({ path: '/tmp/gift-card-order-390.png', fullPage: true });

    // The owner sees the card sold and spent, by its last 4 characters only.
    await staff.goto('/admin/offers');
    await staff.getByRole('heading', { level: 1, name: 'Offers & gift cards' }).waitFor({ timeout: 15_000 });
    await staff.getByRole('cell', { name: `···${code.slice(-4)}` }).waitFor();
    await staff.getByText('Outstanding', { exact: true }).waitFor();
    expect(await staff.content()).not.toContain(code);
    await staff.screenshot({ path: '/tmp/admin-offers-1440.png', fullPage: true });
  });
});

import { expect, test } from './support/fixtures';
import type { Product } from '../src/domain/product';
import { BENGALURU, expectCompletion, fillShipping, openSandbox, payByCard } from './support/checkout';
import { callApi, uniqueEmail } from './support/api';
import { waitForMail } from './support/outbox';

test.describe('guest checkout', () => {
  test('buys as a guest from the login page, and the mailed link shows the order in a fresh browser', async ({
    newPage,
    allowConsoleError,
  }) => {
    const email = uniqueEmail('guest');
    const products = await callApi<Product[]>('/products?limit=60');
    const roll = products.find((p) => p.kind === 'rolls' && p.inStock);
    if (!roll) throw new Error('no in-stock roll in the catalogue');

    const page = await newPage();
    await page.goto(`/products/${roll.id}`);
    await page.getByRole('heading', { level: 1, name: roll.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByLabel('Email for your order').fill(email);
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    // Back where the shopper was, with the roll pressed before signing in already in the cart (issue 26).
    await page.waitForURL((url) => url.pathname === `/products/${roll.id}`);
    await page.getByRole('button', { name: /^Cart/ }).click();
    await page
      .getByRole('dialog', { name: /^Shopping Cart/ })
      .getByText(roll.name)
      .waitFor();
    await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    // The e-mail given on the login page is where the confirmation goes; the name is asked, not 'Guest'.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('First name')).toHaveValue('');
    await fillShipping(page, { guest: { firstName: 'Meera', lastName: 'Iyer' } });

    await payByCard(await openSandbox(page), '4111 1111 1111 1111');
    const id = await expectCompletion(page);
    const number = `#${id.slice(-6).toUpperCase()}`;

    // Creating an account in the same browser takes the guest's order along.
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Guest Buyer');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('guest-password-1');
    await page.getByLabel('Confirm password', { exact: true }).fill('guest-password-1');
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/orders');
    await page.getByText(number).first().waitFor();

    // The confirmation in the outbox carries the signed link.
    const mail = await waitForMail(email, 'order-confirmation');
    const link = mail.text.match(/\/orders\/[0-9a-f-]{36}\?token=[0-9a-f]{64}/)?.[0];
    expect(link, 'a signed order link in the e-mail').toBeTruthy();
    expect(link).toContain(id);

    // A fresh browser with no session opens the link and sees the order.
    const stranger = await newPage({ width: 390, height: 844 });
    await stranger.goto(link ?? '');
    await stranger.getByText('Placed on').waitFor();
    const text = (await stranger.getByRole('main').textContent()) ?? '';
    expect(text).toContain(number);
    expect(text).toContain(roll.name);
    expect(text).toContain(BENGALURU.address);
    expect(new URL(stranger.url()).pathname).toBe(`/orders/${id}`);

    // A tampered link is a missing order.
    allowConsoleError(/404/);
    await stranger.goto((link ?? '').replace(/token=./, (m) => (m.endsWith('0') ? 'token=1' : 'token=0')));
    await stranger.getByRole('heading', { name: 'Order not found.' }).waitFor();
  });
});

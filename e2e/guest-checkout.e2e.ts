import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Product } from '../src/domain/product';
import { useBrowser } from './support/browser';
import { callApi, uniqueEmail } from './support/api';
import { waitForMail } from './support/outbox';

const browser = useBrowser();

async function fillShipping(page: Page) {
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Phone number').fill('+91 98450 11223');
  await page.getByLabel('Address', { exact: true }).fill('22 Residency Road, Shanthala Nagar');
  await page.getByLabel('ZIP code').fill('560025');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect.poll(() => continueButton.isEnabled()).toBe(true);
  await continueButton.click();
  await page.getByRole('heading', { name: 'Payment', exact: true }).waitFor();
}

describe('guest checkout', () => {
  it('buys as a guest from the login page, and the mailed link shows the order in a fresh browser', async () => {
    const email = uniqueEmail('guest');
    const products = await callApi<Product[]>('/products?limit=60');
    const roll = products.find((p) => p.kind === 'rolls' && p.inStock);
    if (!roll) throw new Error('no in-stock roll in the catalogue');

    const page = await browser.newPage();
    await page.goto(`/products/${roll.id}`);
    await page.getByRole('heading', { level: 1, name: roll.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByLabel('Email for your order').fill(email);
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    // Back where the shopper was, now able to buy.
    await page.waitForURL((url) => url.pathname === `/products/${roll.id}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByRole('button', { name: 'Added to Cart' }).waitFor();

    await page.getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    // The e-mail given on the login page is where the confirmation goes; the name is asked, not 'Guest'.
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    await fillShipping(page);

    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Pay Wallcraft' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
    await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByRole('heading', { name: 'Order Complete!' }).waitFor();
    await page.waitForURL(/\/order-success\?order=/, { timeout: 10_000 });
    const id = new URL(page.url()).searchParams.get('order') ?? '';
    const number = `#${id.slice(-6).toUpperCase()}`;
    await page.getByText(number).first().waitFor();

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
    const stranger = await browser.newPage({ width: 390, height: 844 });
    await stranger.goto(link ?? '');
    await stranger.getByText('Placed on').waitFor();
    const text = (await stranger.getByRole('main').textContent()) ?? '';
    expect(text).toContain(number);
    expect(text).toContain(roll.name);
    expect(text).toContain('22 Residency Road, Shanthala Nagar');
    expect(new URL(stranger.url()).pathname).toBe(`/orders/${id}`);

    // A tampered link is a missing order.
    browser.allowConsoleError(/404/);
    await stranger.goto((link ?? '').replace(/token=./, (m) => (m.endsWith('0') ? 'token=1' : 'token=0')));
    await stranger.getByRole('heading', { name: 'Order not found.' }).waitFor();
  });
});

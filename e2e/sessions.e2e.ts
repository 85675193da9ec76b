import type { Page } from '@playwright/test';
import { expect, sessionToken, test } from './support/fixtures';
import { adminEmail, adminPassword, baseURL } from './support/env';
import type { User } from '../src/domain/auth';
import { CSRF_REFUSED, SESSION_COOKIE, SESSION_HINT_COOKIE } from '../src/domain/session';
import type { Cart } from '../src/domain/cart';
import type { Product } from '../src/domain/product';
import { callApi, newCustomer } from './support/api';

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const cookieNamed = async (page: Page, name: string) =>
  (await page.context().cookies(baseURL)).find((c) => c.name === name);

/** What a script injected into the page could reach: readable cookies and both storages. */
const readableByScript = (page: Page) =>
  page.evaluate(() => ({
    cookie: document.cookie,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  }));

test.describe('a browser session in an httpOnly cookie', () => {
  test('signs in, opens a protected page, sends state changes with the CSRF token, and signs out', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 403/);
    const { email, password, user } = await newCustomer('Nisha Kapoor', { label: 'cookie' });
    const [product] = (await callApi<Product[]>('/products?limit=30')).filter(
      (p) => p.kind === 'customised' && p.inStock,
    );
    if (!product) throw new Error('the seeded catalogue has no custom-fit design in stock');

    await page.goto('/login?redirect=%2Forders');
    await logInThroughForm(page, email, password);
    await page.waitForURL(`${baseURL}/orders`);
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();

    // The session is a cookie no script can read; nothing of it is in storage.
    const session = await cookieNamed(page, SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 60 * 60);
    const readable = await readableByScript(page);
    expect(readable.cookie).toContain(`${SESSION_HINT_COOKIE}=1`);
    expect(readable.cookie).not.toContain(SESSION_COOKIE + '=');
    expect(readable.cookie + readable.storage).not.toContain(session?.value ?? 'no session');

    // A reload keeps the session: the page knows of it from the hint and asks the server whose it is.
    await page.reload();
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
    expect((me as User).id).toBe(user.id);

    // A request the page did not prove with the CSRF token changes nothing, as a forged one would not.
    const forged = await page.evaluate(async (productId) => {
      const res = await fetch('/api/cart', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ productId, quantity: 1, customDimensions: { width: 120, height: 96 } }),
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    }, product.id);
    expect(forged).toEqual({ status: 403, body: { message: CSRF_REFUSED } });
    expect((await callApi<Cart>('/cart', { token: session?.value ?? '' })).items).toHaveLength(0);

    // The storefront's own requests carry it.
    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added to Cart' }).waitFor();
    const cart = await callApi<Cart>('/cart', { token: session?.value ?? '' });
    expect(cart.items.map((line) => line.product.id)).toEqual([product.id]);

    // Sign out: both cookies go, the server forgets the session, and protected pages send to login.
    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await sessionToken(page)).toBeNull();
    expect(await cookieNamed(page, SESSION_HINT_COOKIE)).toBeUndefined();
    await callApi('/auth/me', { token: session?.value ?? '', status: 401 });
    await page.goto('/orders');
    await page.waitForURL(/\/login\?redirect=%2Forders$/);
  });

  test('serves a signed-in browser its pages privately, never from the guest cache', async () => {
    const { token } = await newCustomer('Farah Sheikh', { label: 'cached' });
    const guest = await fetch(`${baseURL}/products`);
    expect(guest.headers.get('cache-control')).toContain('public');
    const signedIn = await fetch(`${baseURL}/products`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}; ${SESSION_HINT_COOKIE}=1` },
    });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });
});

test.describe('a crafted redirect after signing in', () => {
  test('lands on the home page, not on another site or the error screen', async ({ page }) => {
    const { email, password } = await newCustomer('Vikram Joshi', { label: 'crafted' });
    await page.goto('/login?redirect=/.//evil.example');
    await logInThroughForm(page, email, password);
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('button', { name: /Account menu for Vikram/ }).waitFor();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

    // Signed in already, an encoded variant and a backslash one are refused the same way.
    for (const crafted of ['%2F.%2F%2Fevil.example', '/.%2F%5Cevil.example', 'https:%2F%2Fevil.example']) {
      await page.goto(`/login?redirect=${crafted}`);
      await page.waitForURL(`${baseURL}/`);
    }
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test('keeps the admin login inside the admin area', async ({ page }) => {
    await page.goto('/admin/login?redirect=/admin/..//evil.example');
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');
    expect(new URL(page.url()).origin).toBe(baseURL);
  });
});

import type { Page } from '@playwright/test';
import { expect, sessionToken, test } from './support/fixtures';
import type { Cart } from '../src/domain/cart';
import type { Product } from '../src/domain/product';
import { callApi, newCustomer, uniqueEmail } from './support/api';

/** Issue 26 items 1 and 2: what a shopper chose before signing in is in their cart afterwards. */

async function inStockRoll(): Promise<Product> {
  const products = await callApi<Product[]>('/products?category=rolls&limit=60');
  const roll = products.find((p) => p.inStock && p.stock === null);
  if (!roll) throw new Error('no made-to-order roll in the catalogue');
  return roll;
}

/** An account that already has a line in its cart: one custom-fit wall of another design. */
async function accountWithALine() {
  const customer = await newCustomer('Tara Iyer', { label: 'guest-cart' });
  const [wall] = await callApi<Product[]>('/products?category=customised&limit=1');
  if (!wall) throw new Error('no custom-fit design in the catalogue');
  await callApi('/cart', {
    method: 'POST',
    token: customer.token,
    body: { productId: wall.id, quantity: 1 },
  });
  return { ...customer, wall };
}

/** Signed out on the roll's page: a 120″ × 96″ wall, 3 rolls, Add to Cart, which leads to /login. */
async function chooseRollsSignedOut(page: Page, roll: Product) {
  await page.goto(`/products/${roll.id}`);
  await page.getByRole('heading', { level: 1, name: roll.name }).waitFor();
  await page.getByLabel(/^Width/).fill('120');
  await page.getByLabel(/^Height/).fill('96');
  await page.getByRole('spinbutton', { name: 'Number of rolls' }).fill('3');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The cart the page's session holds, read from the API once it has the lines expected. */
async function cartOf(page: Page, lines: number): Promise<Cart> {
  let cart: Cart | null = null;
  await expect
    .poll(async () => {
      const token = await sessionToken(page);
      if (!token) return -1;
      cart = await callApi<Cart>('/cart', { token });
      return cart.items.length;
    })
    .toBe(lines);
  return cart!;
}

const WALL = { width: 120, height: 96 };

test.describe("a guest's cart at sign-in", () => {
  test('merges the rolls chosen signed out into the account’s cart', async ({ page }) => {
    const account = await accountWithALine();
    const roll = await inStockRoll();
    await chooseRollsSignedOut(page, roll);
    await logIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === `/products/${roll.id}`);

    const cart = await cartOf(page, 2);
    expect(cart.items.map((i) => i.product.id).sort()).toEqual([account.wall.id, roll.id].sort());
    expect(cart.items.find((i) => i.product.id === roll.id)).toMatchObject({
      quantity: 3,
      customDimensions: WALL,
      installation: true,
    });
    await page.getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: /^Shopping Cart/ });
    await drawer.getByText(roll.name).waitFor();
    await drawer.getByText(account.wall.name).waitFor();
    expect(await drawer.getByTestId('line-wall').allInnerTexts()).toContain(
      'Wall 120″ W × 96″ H (80.0 sq ft)',
    );
  });

  test('hands the same local cart over once, even when the page is left before the browser forgets it', async ({
    page,
  }) => {
    const account = await accountWithALine();
    const roll = await inStockRoll();
    await chooseRollsSignedOut(page, roll);
    const localCart = await page.evaluate(() => localStorage.getItem('cart'));
    const handOver = page.waitForRequest((r) => r.url().endsWith('/api/cart/hand-over'));
    await logIn(page, account.email, account.password);
    const { key } = (await handOver).postDataJSON() as { key: string };
    await cartOf(page, 2);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    // As if the page had been left between the server's answer and the browser forgetting its copy (decision
    // 052): the next load finds the local cart and its key again, and sends them.
    await page.evaluate(
      ([cart, handOverKey]) => {
        localStorage.setItem('cart', cart!);
        localStorage.setItem('cart-hand-over', JSON.stringify(handOverKey));
      },
      [localCart, key] as const,
    );
    const replay = page.waitForResponse((r) => r.url().endsWith('/api/cart/hand-over'));
    await page.reload();
    expect((await replay).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    const cart = await cartOf(page, 2);
    expect(cart.items.find((i) => i.product.id === roll.id)?.quantity).toBe(3);
  });

  test('merges a ‘Continue as guest’ session’s cart into the account signed in to afterwards', async ({
    page,
  }) => {
    const account = await accountWithALine();
    const roll = await inStockRoll();
    await chooseRollsSignedOut(page, roll);
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByLabel('Email for your order').fill(uniqueEmail('guest-cart'));
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL((url) => url.pathname === `/products/${roll.id}`);
    // The guest's session holds the rolls on the server.
    expect((await cartOf(page, 1)).items[0]).toMatchObject({ quantity: 3, customDimensions: WALL });
    // The browser forgets its copy once the server has answered the hand-over; leaving before that answer
    // would hand the same lines over again at the next sign-in (see the note on issue 26).
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]))
      .toEqual([]);

    await page.goto('/login');
    await logIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    const cart = await cartOf(page, 2);
    expect(cart.items.find((i) => i.product.id === roll.id)).toMatchObject({
      quantity: 3,
      customDimensions: WALL,
    });
    expect(cart.items.some((i) => i.product.id === account.wall.id)).toBe(true);
  });
});

test.describe('Add to Cart while signed out', () => {
  test('keeps the material and wall through /login and adds the line once the shopper is known', async ({
    newPage,
  }) => {
    const [design] = await callApi<Product[]>('/products?category=customised&materials=Textured&limit=20');
    const product = design?.materials.includes('Textured')
      ? design
      : (await callApi<Product[]>('/products?category=customised&limit=100')).find((p) =>
          p.materials.includes('Textured'),
        );
    if (!product) throw new Error('no design offered in Textured');
    const { email, password } = await newCustomer('Arjun Das', { label: 'add-signed-out' });

    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByLabel('Material', { exact: true }).selectOption('Textured');
    await page.getByLabel(/^Width/).fill('108');
    await page.getByLabel(/^Height/).fill('144');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, email, password);
    await page.waitForURL((url) => url.pathname === `/products/${product.id}`);

    const [line] = (await cartOf(page, 1)).items;
    expect(line).toMatchObject({
      product: { id: product.id },
      quantity: 1,
      selectedMaterial: 'Textured',
      customDimensions: { width: 108, height: 144 },
    });
    await page.getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: /^Shopping Cart/ });
    await drawer.getByText('Wall 108″ W × 144″ H (108.0 sq ft)').waitFor();
    expect(await drawer.getByTestId('line-options').innerText()).toContain('Textured');
  });
});

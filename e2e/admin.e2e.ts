import { expect, sessionToken, test } from './support/fixtures';
import { baseURL } from './support/env';
import type { AdminProduct } from '../src/domain/product-admin';
import type { PaymentOrder, PaymentResult, ShippingInfo } from '../src/domain/checkout';
import type { Order } from '../src/domain/order';
import type { Product } from '../src/domain/product';
import { newCustomer, unique } from './support/api';
import { signInAsStaff } from './support/staff';

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string;
}

/** The store's API, called the way any client would (set-up and checks happen beside the browser). */
async function call<T>(path: string, { method = 'GET', body, token }: CallOptions = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : undefined) as T };
}

/** A paid order, placed through the sandbox checkout exactly as the storefront places one. */
async function placePaidOrder() {
  const customer = await newCustomer('Asha Verma', { label: 'admin' });
  const { data: products } = await call<Product[]>('/products?limit=1');
  const product = products[0];
  if (!product) throw new Error('the seeded catalogue is empty');
  expect(
    (
      await call('/cart', {
        method: 'POST',
        token: customer.token,
        body: { productId: product.id, quantity: 1 },
      })
    ).status,
  ).toBeLessThan(300);

  const shippingInfo: ShippingInfo = {
    name: 'Asha Verma',
    address: '12 Palm Grove Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560001',
    phone: '9876543210',
    email: customer.email,
  };
  const created = await call<PaymentOrder>('/payment/create-order', {
    method: 'POST',
    token: customer.token,
    body: { currency: 'INR', shippingInfo },
  });
  expect(created.status).toBe(200);
  const paid = await call<PaymentResult>('/payment/sandbox/authorize', {
    method: 'POST',
    token: customer.token,
    body: {
      orderId: created.data.orderId,
      method: 'card',
      card: { number: '4111111111111111', expiry: '12/30', cvc: '123', name: 'Test' },
    },
  });
  expect(paid.status).toBe(200);
  const placed = await call<Order>('/orders', {
    method: 'POST',
    token: customer.token,
    body: {
      shippingInfo,
      paymentId: paid.data.razorpay_payment_id,
      orderId: paid.data.razorpay_order_id,
      signature: paid.data.razorpay_signature,
    },
  });
  expect(placed.status).toBeLessThan(300);
  expect(placed.data.status).toBe('paid');
  return { order: placed.data, customer };
}

test.describe('admin', () => {
  test('lets staff add a product with an image URL, edit it and delete it', async ({ newPage }) => {
    const page = await newPage();
    await signInAsStaff(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.getByRole('tab', { name: 'Products' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('products');
    await page.getByRole('link', { name: 'Add Product' }).click();
    await page.waitForURL('**/admin/products/add');

    // The browser checks with the server's own schema, so the spec's messages show before any call.
    await page.getByRole('button', { name: 'Add Product' }).click();
    for (const message of [
      'Product name is required',
      'Description is required',
      'Price is required',
      'Category is required',
    ]) {
      await expect(page.getByText(message), message).toBeVisible();
    }
    await expect(page.getByLabel('Width', { exact: true })).toHaveValue('53');
    await expect(page.getByLabel('Height', { exact: true })).toHaveValue('1000');

    const name = `E2E Gilded Mural ${unique()}`;
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Category').selectOption('Wall Muralists');
    await page
      .getByLabel('Description')
      .fill('A hand-finished mural with gold foil accents, made for this test.');
    await page.getByLabel('Price', { exact: true }).fill('149.50');
    await page.getByLabel('Image URL').fill('  /images/placeholder.webp  ');
    await page.getByRole('button', { name: 'Add Image' }).click();
    // The same URL again is not added twice.
    await page.getByLabel('Image URL').fill('/images/placeholder.webp');
    await page.getByRole('button', { name: 'Add Image' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Product images' }).getByRole('listitem').count())
      .toBe(1);
    await page.getByRole('group', { name: 'Available Colors' }).getByText('Gold').click();
    await page.getByRole('group', { name: 'Materials' }).getByText('Vinyl').click();
    await page.getByLabel('Tags').fill('e2e');
    await page.getByLabel('Tags').press('Enter');
    await page.getByLabel('Mark as Bestseller').check();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.waitForURL('**/admin/dashboard?tab=products');

    const found = await call<Product[]>(`/products?search=${encodeURIComponent(name)}`);
    const created = found.data.find((p) => p.name === name);
    expect(created).toMatchObject({
      category: 'Wall Muralists',
      price: 149.5,
      images: ['/images/placeholder.webp'],
      dimensions: { width: 53, height: 1000 },
      colors: ['Gold'],
      materials: ['Vinyl'],
      tags: ['e2e'],
      bestseller: true,
      inStock: true,
    });
    const id = created?.id ?? '';

    const shop = await newPage();
    await shop.goto(`/products/${id}`);
    await expect(shop.getByRole('heading', { name, level: 1 })).toBeVisible();

    await page.goto(`/admin/dashboard?tab=products&q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL(`**/admin/products/edit/${id}`);
    const price = page.getByLabel('Price', { exact: true });
    await expect(price).toHaveValue('149.5');
    await price.fill('175.25');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.waitForURL('**/admin/dashboard?tab=products');
    const updated = await call<Product>(`/products/${id}`);
    expect(updated.data.price).toBe(175.25);
    expect(updated.data.name).toBe(name);

    await page.goto(`/admin/dashboard?tab=products&q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this product?' });
    await confirm.getByRole('button', { name: 'Delete product' }).click();
    await expect(confirm).toHaveCount(0);
    await expect.poll(async () => (await call(`/products/${id}`)).status).toBe(404);
    // The search now finds nothing, and the table says so and offers the way back.
    await page.getByText('No products match').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await page.getByText('No products match').waitFor({ state: 'detached' });
    const admin = await call<AdminProduct>(`/products?search=${encodeURIComponent(name)}`);
    expect(admin.data).toEqual([]);
  });

  test('moves a paid order along, offering only the allowed next statuses', async ({ page }) => {
    const { order, customer } = await placePaidOrder();
    await signInAsStaff(page);

    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByPlaceholder('Search order number, name, email or phone').fill(order.orderNumber);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(order.orderNumber);
    const open = page.getByRole('button', { name: `Open order #${order.orderNumber}` });
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
    await open.click();

    const sheet = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
    await expect(sheet.getByText('12 Palm Grove Road')).toBeVisible();
    const select = sheet.getByLabel('New status');
    expect(await select.locator('option').allInnerTexts()).toEqual([
      'Change status to…',
      'Processing',
      'Cancelled',
    ]);
    await select.selectOption('processing');
    await sheet.getByRole('button', { name: 'Update' }).click();
    await expect
      .poll(() => page.getByText(`Order #${order.orderNumber} marked processing`).isVisible())
      .toBe(true);
    expect(await select.locator('option').allInnerTexts()).toEqual([
      'Change status to…',
      'Shipped',
      'Cancelled',
    ]);

    const mine = await call<Order>(`/orders/${order.id}`, { token: customer.token });
    expect(mine.data.status).toBe('processing');

    // The tab and the open order live in the URL, so a reload comes back to the same place.
    await page.reload();
    await expect
      .poll(() => page.getByRole('dialog', { name: `Order #${order.orderNumber}` }).isVisible())
      .toBe(true);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('orders');
  });

  test('finds an order by the phone it ships to and keeps a date range in the URL', async ({ newPage }) => {
    const { order } = await placePaidOrder();
    const page = await newPage({ width: 390, height: 844 });
    await signInAsStaff(page);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByPlaceholder('Search order number, name, email or phone').fill('+91 98765-43210');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('+91 98765-43210');
    const row = page.getByRole('button', { name: `Open order #${order.orderNumber}` });
    await expect(row).toBeVisible({ timeout: 15_000 });

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-31');
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe('2020-01-31');
    await page.getByText('No orders match').waitFor();
    await page.getByLabel('To').fill(today);
    await expect(row).toBeVisible({ timeout: 15_000 });
    await page.reload();
    expect(new URL(page.url()).searchParams.get('from')).toBe('2020-01-01');
    await expect(page.getByLabel('To')).toHaveValue(today, { timeout: 15_000 });
    await expect(row).toBeVisible({ timeout: 15_000 });
  });

  test('marks a draft, finds it by SKU, exports the list and imports a file with a refused-rows report', async ({
    page,
    allowConsoleError,
  }) => {
    await signInAsStaff(page);
    const token = await sessionToken(page);
    const skuId = `WC-E2E-${unique().toUpperCase()}`;
    const created = await call<AdminProduct>('/admin/products', {
      method: 'POST',
      token: token ?? '',
      body: {
        name: `Draft Lotus ${skuId}`,
        description: 'Waiting for its photographs.',
        price: 120,
        category: 'Wall Muralists',
        dimensions: { width: 53, height: 1000 },
        skuId,
        status: 'draft',
      },
    });
    expect(created.status).toBe(201);
    expect((await call(`/products/${created.data.id}`)).status).toBe(404);

    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByPlaceholder('Search name, tag or SKU').fill(skuId.toLowerCase());
    const row = page.getByRole('row').filter({ hasText: `Draft Lotus ${skuId}` });
    await expect
      .poll(() => row.getByText('Draft', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByLabel('Status').selectOption('active');
    await page.getByText('No products match').waitFor();
    await page.getByLabel('Status').selectOption('draft');
    await expect(row).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('status')).toBe('draft');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const csv = (await import('node:fs')).readFileSync(file, 'utf8');
    const [header, line] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(line?.startsWith(`${skuId},Draft Lotus ${skuId},`)).toBe(true);

    const input = page.getByLabel('CSV file to import');
    // A refused import is answered 422 with its report; the browser logs any 4xx.
    allowConsoleError(/status of 422/);
    const bad = `${header}\r\n${line!.replace(',120.00,', ',free,')}\r\n`;
    await input.setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const report = page.getByRole('dialog', { name: 'Import refused' });
    await expect(report).toBeVisible({ timeout: 15_000 });
    await report.getByText('Nothing was imported: 1 row was refused.', { exact: false }).waitFor();
    const refusal = report.getByRole('row').filter({ hasText: 'Price (INR per sq ft) must be a number' });
    expect(await refusal.getByRole('cell').first().innerText()).toBe('2');
    await page.keyboard.press('Escape');

    const renamed = `${header}\r\n${line!.replace(`Draft Lotus ${skuId}`, `Draft Lotus ${skuId} II`)}\r\n`;
    await input.setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(renamed) });
    await page.getByText('Imported 1 products: 0 new, 1 updated.').waitFor();
    await expect(row.filter({ hasText: 'II' })).toBeVisible({ timeout: 15_000 });
  });

  test('refuses a customer at the admin login and keeps signed-out visitors out', async ({
    page,
    allowConsoleError,
  }) => {
    const customer = await newCustomer('Asha Verma', { label: 'admin-refused' });

    await page.goto('/admin/dashboard');
    await page.waitForURL('**/admin/login**');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    allowConsoleError(/status of 403/);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toBe('You are not authorized to access the admin dashboard.');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });
});

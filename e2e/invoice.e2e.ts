import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { AuthResponse } from '../src/domain/auth';
import type { ShippingInfo } from '../src/domain/checkout';
import type { Order } from '../src/domain/order';
import type { Product } from '../src/domain/product';
import { pdfText } from '../src/server/test/pdf-text';
import { callApi, checkOutInSandbox, newCustomer, uniqueEmail } from './support/api';
import { waitForMail } from './support/outbox';

/** Decision 025: the GST tax invoice is downloaded from the order page, by its owner, a guest's link and staff. */

const DELHI: Omit<ShippingInfo, 'email'> = {
  name: 'Kabir Anand',
  address: '14 Prithviraj Road',
  city: 'New Delhi',
  state: 'Delhi',
  zip: '110011',
  phone: '9811012345',
};

/** One roll bought and paid through the API, as the checkout page would. */
async function paidOrder(token: string, email: string): Promise<Order> {
  const products = await callApi<Product[]>('/products?limit=60');
  const roll = products.find((p) => p.kind === 'rolls' && p.inStock);
  if (!roll) throw new Error('no roll in stock');
  await callApi('/cart', {
    method: 'POST',
    token,
    body: { productId: roll.id, quantity: 1, installation: false },
  });
  return checkOutInSandbox(token, { ...DELHI, email });
}

/** Clicks 'Download invoice' and reads the file the browser saved. */
async function downloadInvoice(page: Page, order: Order) {
  const button = page.getByRole('button', { name: 'Download invoice' });
  await button.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const pdf = fs.readFileSync(path);
  expect(download.suggestedFilename()).toBe(`invoice-${order.invoiceNumber?.replaceAll('/', '-')}.pdf`);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain(order.invoiceNumber);
  // The e2e store is in Maharashtra; Delhi is another state.
  expect(text).toContain('Delhi (07)');
  expect(text).toContain('IGST @ 8%');
}

test.describe('tax invoice', () => {
  test("downloads from a signed-in customer's order page", async ({ signedInPage }) => {
    const { email, token } = await newCustomer('Kabir Anand', { label: 'invoice' });
    const order = await paidOrder(token, email);
    expect(order.invoiceNumber).toMatch(/^WC\/\d{2}-\d{2}\/\d{6}$/);

    const page = await signedInPage(token, { width: 390, height: 844 });
    await page.goto(`/orders/${order.id}`);
    await page.getByText(`Tax invoice ${order.invoiceNumber}`).waitFor();
    await downloadInvoice(page, order);
  });

  test("downloads from a guest's signed order link, with no session", async ({ newPage }) => {
    const email = uniqueEmail('invoice-guest');
    const guest = await callApi<AuthResponse>('/checkout/guest', { method: 'POST', body: { email } });
    const order = await paidOrder(guest.token, email);
    const mail = await waitForMail(email, 'order-confirmation');
    const link = mail.text.match(/\/orders\/[0-9a-f-]{36}\?token=[0-9a-f]{64}/)?.[0];
    expect(link).toContain(order.id);

    const page = await newPage({ width: 1440, height: 900 });
    await page.goto(link ?? '');
    await downloadInvoice(page, order);
  });

  test('downloads from the admin order sheet', async ({ staffPage: page }) => {
    const { email, token } = await newCustomer('Kabir Anand', { label: 'invoice-staff' });
    const order = await paidOrder(token, email);
    await page.goto(`/admin/dashboard?tab=orders&order=${order.id}`);
    await downloadInvoice(page, order);
  });
});

import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { baseURL } from './support/env';
import type { ShippingInfo } from '../src/domain/checkout';
import type { Product } from '../src/domain/product';
import { callApi, checkOutInSandbox, newCustomer } from './support/api';
import { signInAsStaff, staffToken } from './support/staff';
import { waitForMail } from './support/outbox';
import type { Order } from '../src/domain/order';
import type { BookedShipment } from '../src/domain/shipping';

/** Decisions 053–054: the carrier's answer on the product page, a parcel booked from the order sheet, an NDR. */

// The e2e store runs with the sandbox carrier's built-in secret (config.ts), as any store outside production.
const SECRET = process.env.SHIPPING_WEBHOOK_SECRET || 'sandbox_shipping_webhook_secret';
const SHOTS = process.env.SHOTS_DIR;

async function carrierEvent(event: object) {
  const raw = JSON.stringify(event);
  const res = await fetch(`${baseURL}/api/shipping/webhook/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-carrier-signature': createHmac('sha256', SECRET).update(raw).digest('hex'),
    },
    body: raw,
  });
  expect(res.status).toBe(200);
}

test.describe('shipping', () => {
  test('the product page gives the carrier’s window and whether cash on delivery is offered', async ({
    newPage,
  }) => {
    const [product] = await callApi<Product[]>('/products?limit=1');
    for (const width of [390, 1440]) {
      const page = await newPage({ width, height: 900 });
      await page.goto(`/products/${product!.id}`);
      // The check is drawn when it nears the viewport.
      await page.getByTestId('delivery-check-slot').scrollIntoViewIfNeeded();
      await page.getByPlaceholder('Enter PIN code').fill('795001');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByText(/Prepaid only: no cash on delivery here\./)).toHaveCount(1);
      await page.getByPlaceholder('Enter PIN code').fill('560001');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect
        .poll(() => page.getByText(/in 3–5 days: by .*Cash on delivery available\./).count())
        .toBe(1);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-${width}.png` });
    }
  });

  test('staff create a shipment, print its label, and decide a failed delivery', async ({ newPage }) => {
    const { email, token } = await newCustomer('Kavya Menon', { label: 'shipping' });
    const [product] = await callApi<Product[]>('/products?limit=1');
    await callApi('/cart', { method: 'POST', token, body: { productId: product!.id, quantity: 1 } });
    const shippingInfo: ShippingInfo = {
      name: 'Kavya Menon',
      address: '4 Marine Drive',
      city: 'Kochi',
      state: 'Kerala',
      zip: '682001',
      phone: '9847012345',
      email,
    };
    const order = await checkOutInSandbox(token, shippingInfo);

    const page = await newPage({ width: 1440, height: 1000 });
    await signInAsStaff(page);
    await page.goto(`/admin/dashboard?tab=orders&order=${order.id}`);
    await page.getByRole('button', { name: 'Create shipment' }).click();
    const shipment = page.getByTestId('shipment');
    await expect(shipment.getByText('Sandbox Express')).toHaveCount(1);
    await expect(shipment.getByRole('button', { name: 'Print label' })).toHaveCount(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-sheet-1440.png` });
    const awb = (await shipment.locator('.font-mono').textContent())?.trim() ?? '';
    expect(awb).toMatch(/^SBX\d{12}$/);

    await carrierEvent({
      awb,
      status: 'ndr',
      at: new Date().toISOString(),
      reason: 'Customer not reachable',
    });

    // The e-mail's signed link opens the order without a session, where the customer corrects the phone.
    const mail = await waitForMail(email, 'shipment-ndr');
    const link = /https?:\/\/\S+\/orders\/[0-9a-f-]+\?token=[0-9a-f]+#delivery/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link ?? '').pathname + new URL(link ?? '').search + '#delivery';
    for (const width of [390, 1440]) {
      const shopper = await newPage({ width, height: 1000 });
      await shopper.goto(path);
      const card = shopper.getByTestId('delivery-problem');
      await card.waitFor();
      if (width === 390) {
        await card.getByLabel('Phone for the courier').fill('98470 55555');
        await card.getByLabel('Street address').fill('Flat 2C, Sea Breeze Apartments, 4 Marine Drive');
        await card.getByRole('button', { name: 'Send to the courier' }).click();
      }
      await expect(card.getByText(/We have your correction from/)).toHaveCount(1);
      if (SHOTS)
        await shopper.screenshot({ path: `${SHOTS}/delivery-correction-${width}.png`, fullPage: true });
      await shopper.close();
    }

    await page.goto('/admin/delivery-problems');
    await expect(page.getByText('Customer not reachable')).toHaveCount(1);
    const row = page.getByRole('row').filter({ hasText: 'Customer not reachable' });
    await expect
      .poll(() => row.getByTestId('customer-correction').textContent())
      .toContain('Flat 2C, Sea Breeze Apartments');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/delivery-problems-1440.png` });
    await row.getByRole('button', { name: 'Re-attempt' }).click();
    await expect(page.getByText('Customer not reachable')).toHaveCount(0);
    const reattempted = await callApi<Order>(`/orders/${order.id}`, { token });
    expect(reattempted.shippingInfo.phone).toBe('+919847055555');
    expect(reattempted.shipment?.problem).toBeNull();
  });

  test('staff book many selected orders at once and see what became of each', async ({ newPage }) => {
    const name = `Bulk ${Date.now().toString(36)}`;
    const { email, token } = await newCustomer(name, { label: 'bulk' });
    const [product] = await callApi<Product[]>('/products?limit=1');
    const shippingInfo: ShippingInfo = {
      name,
      address: '21 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      zip: '700016',
      phone: '9830012345',
      email,
    };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await callApi('/cart', { method: 'POST', token, body: { productId: product!.id, quantity: 1 } });
      ids.push((await checkOutInSandbox(token, shippingInfo)).id);
    }
    const page = await newPage({ width: 1440, height: 1000 });
    await signInAsStaff(page);
    await page.goto(`/admin/dashboard?tab=orders&search=${encodeURIComponent(name)}`);
    for (const id of ids)
      await page.getByLabel(`Select order #${id.slice(-6).toUpperCase()} for shipping`).check();
    // One of them is cancelled meanwhile: the others still book, and the report says why it did not.
    await callApi(`/admin/orders/${ids[2]}/status`, {
      method: 'PATCH',
      token: await staffToken(),
      body: { status: 'cancelled' },
    });
    await page.getByRole('button', { name: 'Create 3 shipments' }).click();
    const summary = page.getByTestId('bulk-shipment-summary');
    await expect(summary).toHaveText('2 booked, 1 not booked.');
    await expect(page.getByText('A cancelled order cannot be shipped')).toHaveCount(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bulk-shipments-1440.png` });
    for (const id of ids.slice(0, 2))
      expect((await callApi<Order>(`/orders/${id}`, { token })).status).toBe('shipped');
  });

  test('a prepaid order returned to origin offers its refund, which an admin makes in one click', async ({
    newPage,
  }) => {
    const { email, token } = await newCustomer('Arjun Nair', { label: 'rto' });
    const [product] = await callApi<Product[]>('/products?limit=1');
    await callApi('/cart', { method: 'POST', token, body: { productId: product!.id, quantity: 1 } });
    const order = await checkOutInSandbox(token, {
      name: 'Arjun Nair',
      address: '9 MG Road',
      city: 'Thrissur',
      state: 'Kerala',
      zip: '680001',
      phone: '9847011111',
      email,
    });
    const staff = await staffToken();
    const { awb } = await callApi<BookedShipment>(`/admin/orders/${order.id}/shipments`, {
      method: 'POST',
      token: staff,
      status: 201,
    });
    await carrierEvent({ awb, status: 'rto_initiated', at: new Date(Date.now() - 60_000).toISOString() });
    const back = { awb, status: 'rto_delivered', at: new Date().toISOString() };
    await carrierEvent(back);
    await carrierEvent(back);

    const page = await newPage({ width: 1440, height: 1000 });
    await signInAsStaff(page);
    await page.goto('/admin/delivery-problems');
    const row = page.getByRole('row').filter({ hasText: awb });
    const refund = row.getByRole('button', { name: /^Refund ₹/ });
    await refund.waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/delivery-problems-refund-1440.png` });
    await refund.click();
    await expect(refund).toHaveCount(0);
    const refunded = await callApi<Order>(`/orders/${order.id}`, { token });
    expect(refunded.status).toBe('refunded');
    expect(refunded.refunded).toBe(refunded.total);
  });
});

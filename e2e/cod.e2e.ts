import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { baseURL } from './support/env';
import type { BookedShipment } from '../src/domain/shipping';
import type { Order } from '../src/domain/order';
import type { Product } from '../src/domain/product';
import { callApi, newCustomer } from './support/api';
import { fillShipping } from './support/checkout';
import type { OutboxEntry } from '../src/domain/outbox';
import { outboxTo, waitForMail } from './support/outbox';
import { signInAsStaff, staffToken } from './support/staff';

/**
 * Cash on delivery (docs/decisions/056-cash-on-delivery.md): offered at checkout with its fee, confirmed with the
 * mailed code, then shipped, delivered and remitted through the sandbox carrier's signed events.
 */

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

/** A new customer with two rolls in the cart: no made-to-measure line, so no advance is due. */
async function shopperWithRolls(label: string) {
  const customer = await newCustomer('Nisha Pillai', { label });
  const products = await callApi<Product[]>('/products?limit=60');
  const roll = products.find((p) => p.kind === 'rolls' && p.inStock);
  if (!roll) throw new Error('the catalogue has no roll in stock');
  await callApi('/cart', {
    method: 'POST',
    token: customer.token,
    body: { productId: roll.id, quantity: 2, installation: false },
  });
  return customer;
}

test.describe('cash on delivery', () => {
  test('places a COD order at checkout, confirms it with the mailed code, then ships, delivers and remits it', async ({
    newPage,
    signedInPage,
  }) => {
    test.setTimeout(180_000);
    let orderId = '';
    let token = '';
    for (const width of [390, 1440]) {
      const shopper = await shopperWithRolls(`cod-${width}`);
      token = shopper.token;
      const page = await signedInPage(shopper.token, { width, height: 1000 });
      await page.goto('/checkout');
      await fillShipping(page);
      const option = page.getByTestId('cod-option');
      await option.waitFor();
      await expect(option.getByTestId('cod-fee')).toContainText('₹49.00');
      await option.scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/cod-option-${width}.png`, fullPage: true });
      await option.getByRole('button', { name: 'Place order with cash on delivery' }).click();
      await page.getByRole('heading', { name: 'Confirm your order' }).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/cod-confirm-${width}.png`, fullPage: true });

      const mail = await waitForMail(shopper.email, 'cod-code');
      let code = mail.text.match(/confirmation code is (\d{6})/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      if (width === 390) {
        // A new code replaces the mailed one; the new one confirms.
        await page.getByRole('button', { name: 'Send the code again' }).click();
        await expect(page.getByText(/A new code is on its way to/)).toHaveCount(1);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/cod-resent-${width}.png`, fullPage: true });
        const staff = await staffToken();
        let codes: OutboxEntry[] = [];
        await expect
          .poll(
            async () => {
              codes = (await outboxTo(shopper.email, staff)).filter((m) => m.kind === 'cod-code');
              return codes.length;
            },
            { message: 'a second code' },
          )
          .toBeGreaterThanOrEqual(2);
        code = codes[0]?.text.match(/confirmation code is (\d{6})/)?.[1];
        // On the checkout's own code screen.
        await page.getByLabel('Confirmation code').fill(code ?? '');
        await page.getByRole('button', { name: 'Confirm order' }).click();
        await page.waitForURL(/\/order-success\?order=/, { timeout: 10_000 });
        await page.getByTestId('cod-collect').waitFor();
        orderId = new URL(page.url()).searchParams.get('order') ?? '';
      } else {
        // Or later, on the order page the e-mail links to.
        const [mine] = await callApi<Order[]>('/orders', { token: shopper.token });
        orderId = mine?.id ?? '';
        await page.goto(`/orders/${orderId}`);
        const card = page.getByTestId('cod-card');
        await card.getByLabel('Confirmation code').fill(code ?? '');
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/cod-order-page-${width}.png`, fullPage: true });
        await card.getByRole('button', { name: 'Confirm order' }).click();
        await expect(card.getByText('To pay in cash at delivery')).toHaveCount(1);
      }
      const confirmed = await callApi<Order>(`/orders/${orderId}`, { token: shopper.token });
      expect(confirmed.status).toBe('confirmed');
      expect(confirmed.cod?.fee).toBe(49);
    }

    const staff = await staffToken();
    const { awb } = await callApi<BookedShipment>(`/admin/orders/${orderId}/shipments`, {
      method: 'POST',
      token: staff,
      status: 201,
    });
    const shipped = await callApi<Order>(`/orders/${orderId}`, { token });
    expect(shipped.status).toBe('shipped');
    expect(shipped.invoiceNumber).not.toBeNull();
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    await carrierEvent({ awb, status: 'delivered', at: at(1) });
    await carrierEvent({ awb, status: 'remitted', at: at(2) });
    const settled = await callApi<Order>(`/orders/${orderId}`, { token });
    expect(settled.status).toBe('delivered');
    expect(settled.cod?.state).toBe('remitted');

    const page = await newPage({ width: 1440, height: 1000 });
    await signInAsStaff(page);
    await page.goto('/admin/cod');
    await page.getByRole('heading', { name: 'Cash on delivery' }).waitFor();
    await expect(page.getByText(`#${settled.orderNumber}`)).toHaveCount(1);
    await expect.poll(() => page.getByText(/^Remitted \d/).count()).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-cod-1440.png`, fullPage: true });

    // The owner's view: the delivered parcel counts in its state, and COD has a share of orders.
    await page.goto('/admin/insights');
    const panel = page.getByTestId('delivery-panel');
    await panel.waitFor();
    await expect(panel.getByRole('cell', { name: 'Karnataka' })).toHaveCount(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-insights-1440.png`, fullPage: true });
    // Two shoppers' whole journeys and staff's page: longer than one page's default minute.
  });
});

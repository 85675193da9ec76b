import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { AdminOrderDetail } from '../src/domain/order-admin';
import type { ShippingInfo } from '../src/domain/checkout';
import type { Order } from '../src/domain/order';
import type { Product } from '../src/domain/product';
import { callApi, checkOutInSandbox, newCustomer } from './support/api';
import { signInAsStaff, staffToken } from './support/staff';

/** A customer with a paid order, placed through the sandbox checkout as the storefront places one. */
async function customerWithPaidOrder() {
  const { email, token } = await newCustomer('Kavya Menon', { label: 'after-sale' });
  const [product] = await callApi<Product[]>('/products?limit=1');
  if (!product) throw new Error('the seeded catalogue is empty');
  await callApi('/cart', { method: 'POST', token, body: { productId: product.id, quantity: 1 } });
  const shippingInfo: ShippingInfo = {
    name: 'Kavya Menon',
    address: '4 Lake View Road',
    city: 'Kochi',
    state: 'Kerala',
    zip: '682001',
    phone: '9847012345',
    email,
  };
  const order = await checkOutInSandbox(token, shippingInfo);
  return { order, token };
}

async function openOrderAsStaff(page: Page, orderNumber: string) {
  await signInAsStaff(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByPlaceholder('Search order number, name, email or phone').fill(orderNumber);
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Open order #${orderNumber}` }).click();
  const sheet = page.getByRole('dialog', { name: `Order #${orderNumber}` });
  await expect(sheet.getByText('4 Lake View Road')).toBeVisible();
  return { page, sheet };
}

test.describe('after the sale', () => {
  test('staff ship with a tracking number, and the customer sees the timeline and the tracking link', async ({
    page,
    signedInPage,
  }) => {
    const { order, token } = await customerWithPaidOrder();
    const { sheet } = await openOrderAsStaff(page, order.orderNumber);
    const select = sheet.getByLabel('New status');
    await select.selectOption('processing');
    await sheet.getByRole('button', { name: 'Update' }).click();
    await expect
      .poll(() => page.getByText(`Order #${order.orderNumber} marked processing`).isVisible())
      .toBe(true);

    await select.selectOption('shipped');
    await sheet.getByLabel('Carrier').fill('Delhivery');
    await sheet.getByLabel('Tracking number').fill('DLV7781234');
    await sheet.getByRole('button', { name: 'Update' }).click();
    await expect
      .poll(() => page.getByText(`Order #${order.orderNumber} marked shipped`).isVisible())
      .toBe(true);
    const staffTimeline = sheet.getByRole('list', { name: 'Order timeline' });
    await expect
      .poll(() => staffTimeline.getByRole('listitem').allInnerTexts())
      .toEqual([
        expect.stringContaining('Order placed and paid'),
        expect.stringContaining('Being prepared'),
        expect.stringContaining('Delhivery · DLV7781234'),
      ]);

    // Notes stay with staff.
    await sheet.getByLabel('Add a note').fill('Left with the building guard, as asked.');
    await sheet.getByRole('button', { name: 'Add note' }).click();
    await expect
      .poll(() => sheet.getByText('Left with the building guard, as asked.').isVisible())
      .toBe(true);

    const customerPage = await signedInPage(token);
    await customerPage.goto(`/orders/${order.id}`);
    const timeline = customerPage.getByRole('list', { name: 'Order timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(3);
    expect(await timeline.getByRole('listitem').last().innerText()).toContain('Shipped');
    await expect(timeline.getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DLV7781234',
    );
    await expect(customerPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(customerPage.getByText('building guard')).toHaveCount(0);
  });

  test('a customer cancels an order that has not shipped, and is refunded', async ({ signedInPage }) => {
    const { order, token } = await customerWithPaidOrder();
    const page = await signedInPage(token);
    await page.goto(`/orders/${order.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(`Order #${order.orderNumber} cancelled`)).toBeVisible();
    await expect
      .poll(() => page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem').last().innerText())
      .toContain('Cancelled');
    await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    const mine = await callApi<Order>(`/orders/${order.id}`, { token });
    expect(mine).toMatchObject({ status: 'cancelled', refunded: order.total });
  });

  test('staff refund part of an order, and both order pages show the refunded amount', async ({
    page,
    signedInPage,
  }) => {
    const { order, token } = await customerWithPaidOrder();
    const { sheet } = await openOrderAsStaff(page, order.orderNumber);
    await sheet.getByLabel('Amount').fill('10.50');
    await sheet.getByLabel('Reason').fill('One panel arrived creased');
    await sheet.getByRole('button', { name: 'Refund', exact: true }).click();
    // Nothing leaves before staff confirm the amount, told where the reason is printed (decision 048).
    const confirm = page.getByRole('dialog', { name: 'Refund ₹10.50?' });
    await expect(confirm).toBeVisible();
    expect(await confirm.innerText()).toContain('One panel arrived creased');
    expect(await confirm.innerText()).toContain('printed on the GST credit note');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    expect(
      (await callApi<AdminOrderDetail>(`/admin/orders/${order.id}`, { token: await staffToken() })).refunds,
    ).toEqual([]);
    await sheet.getByRole('button', { name: 'Refund', exact: true }).click();
    await confirm.getByRole('button', { name: 'Refund ₹10.50' }).click();
    await expect
      .poll(() => page.getByText(`Refunded ₹10.50 on order #${order.orderNumber}`).isVisible())
      .toBe(true);
    await expect(sheet.getByText('One panel arrived creased')).toBeVisible();

    const detail = await callApi<AdminOrderDetail>(`/admin/orders/${order.id}`, {
      token: await staffToken(),
    });
    expect(detail).toMatchObject({
      status: 'paid',
      refunded: 10.5,
      refunds: [{ amount: 10.5, status: 'succeeded' }],
    });

    const customerPage = await signedInPage(token);
    await customerPage.goto(`/orders/${order.id}`);
    await expect(customerPage.getByText('−₹10.50')).toBeVisible();
  });
});

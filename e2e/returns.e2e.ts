import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import type { ShippingInfo } from '../src/domain/checkout';
import type { Order } from '../src/domain/order';
import type { Product } from '../src/domain/product';
import { callApi, checkOutInSandbox, newCustomer } from './support/api';
import { signInAsStaff, staffToken } from './support/staff';

/** Decision 029: a delivered order, a return of one line with a photo, staff approval, the refund on both pages. */

async function deliveredOrder() {
  const { email, token } = await newCustomer('Meera Iyer', { label: 'returns' });
  const [product] = await callApi<Product[]>('/products?limit=1');
  if (!product) throw new Error('the seeded catalogue is empty');
  await callApi('/cart', { method: 'POST', token, body: { productId: product.id, quantity: 1 } });
  const shippingInfo: ShippingInfo = {
    name: 'Meera Iyer',
    address: '9 Temple Street',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zip: '600004',
    phone: '9840012345',
    email,
  };
  const order = await checkOutInSandbox(token, shippingInfo);
  const staff = await staffToken();
  for (const status of ['processing', 'shipped', 'delivered'])
    await callApi(`/admin/orders/${order.id}/status`, {
      method: 'PATCH',
      token: staff,
      body: { status, carrier: 'Blue Dart', trackingNumber: 'BD5550001' },
    });
  return { order, token, product };
}

test.describe('returns', () => {
  test('a customer returns a line with a photo, staff approve, and the refund shows on both pages', async ({
    newPage,
    signedInPage,
  }) => {
    const { order, token, product } = await deliveredOrder();
    const page = await signedInPage(token, { width: 390, height: 844 });
    await page.goto(`/orders/${order.id}`);
    await page.getByRole('button', { name: 'Request a return or exchange' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return or exchange' });
    await dialog.getByLabel('Reason').selectOption('damaged');
    await dialog.getByLabel(product.name).fill('1');
    await dialog.getByLabel('What happened?').fill('The corner of the panel is torn.');
    const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#7a4b2a' } })
      .png()
      .toBuffer();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'torn.png', mimeType: 'image/png', buffer: photo });
    await expect(dialog.getByRole('img', { name: 'Your photo' })).toHaveCount(1);
    // The upload is served back: the thumbnail really loads.
    await expect
      .poll(() =>
        dialog.getByRole('img', { name: 'Your photo' }).evaluate((i) => (i as HTMLImageElement).naturalWidth),
      )
      .toBe(80);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Your return request has been sent')).toBeVisible();
    const card = page.getByRole('region', { name: 'Returns & refunds' });
    await expect(card.getByText('Requested')).toBeVisible();

    const admin = await newPage();
    await signInAsStaff(admin);
    // Staff find the request in the Returns list, which opens its order.
    await admin.getByRole('link', { name: 'Returns & Exchanges' }).click();
    await admin.getByRole('link', { name: `Open order #${order.orderNumber}` }).click();
    const sheet = admin.getByRole('dialog', { name: `Order #${order.orderNumber}` });
    await expect(sheet.getByText('The corner of the panel is torn.')).toBeVisible();
    await expect(sheet.getByRole('img', { name: 'Photo 1 from the customer' })).toHaveCount(1);
    await sheet.getByRole('button', { name: /^Approve and refund/ }).click();
    const confirm = admin.getByRole('dialog', { name: /^Approve and refund ₹[\d,.]+\?$/ });
    await expect(confirm).toBeVisible();
    expect(await confirm.innerText()).toContain('printed on the GST credit note');
    await confirm.getByRole('button', { name: /^Refund ₹/ }).click();
    await expect(sheet.getByText('Approved', { exact: true })).toBeVisible();
    await expect(sheet.getByRole('button', { name: /^Credit note WC\/CN\// })).toHaveCount(1);
    await expect(sheet.getByRole('term').filter({ hasText: 'Refunded' })).toBeVisible();

    await page.reload();
    await expect(card.getByText('Approved')).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Refunded' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Credit note' })).toHaveCount(1);
    const mine = await callApi<Order>(`/orders/${order.id}`, { token });
    expect(mine.refunded).toBeGreaterThan(0);
    expect(mine.creditNotes).toHaveLength(1);
  });

  test('names a sample as a sample and gives each line the rule that stops it (issue 26)', async ({
    signedInPage,
  }) => {
    const { email, token } = await newCustomer('Kiran Shah', { label: 'returns-rules' });
    const rolls = await callApi<Product[]>('/products?category=rolls&limit=60');
    const roll = rolls.find((p) => p.inStock && p.stock === null);
    if (!roll) throw new Error('no made-to-order roll in the catalogue');
    await callApi('/cart', { method: 'POST', token, body: { productId: roll.id, quantity: 2 } });
    await callApi('/cart', {
      method: 'POST',
      token,
      body: { productId: roll.id, quantity: 1, kind: 'sample' },
    });
    const order = await checkOutInSandbox(token, {
      name: 'Kiran Shah',
      address: '4 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      zip: '400020',
      phone: '9820012345',
      email,
    });
    const staff = await staffToken();
    for (const status of ['processing', 'shipped', 'delivered'])
      await callApi(`/admin/orders/${order.id}/status`, {
        method: 'PATCH',
        token: staff,
        body: { status, carrier: 'Blue Dart', trackingNumber: 'BD5550002' },
      });

    const page = await signedInPage(token, { width: 390, height: 844 });
    await page.goto(`/orders/${order.id}`);
    await page.getByRole('button', { name: 'Request a return or exchange' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return or exchange' });
    const rollLine = dialog.locator(`label[for]`, { hasText: new RegExp(`^${roll.name}`) });
    const sampleLine = dialog.locator('label[for]', { hasText: `A4 sample of ${roll.name}` });
    await dialog.getByLabel('Reason').selectOption('damaged');
    await expect
      .poll(() => sampleLine.innerText())
      .toContain('Samples are replaced, not refunded: choose Exchange');
    await expect(rollLine).toContainText('Up to 2', { useInnerText: true });
    await dialog.getByLabel('Exchange', { exact: true }).check();
    await expect(sampleLine).toContainText('Up to 1', { useInnerText: true });
    await dialog.getByLabel('Return for a refund').check();
    await dialog.getByLabel('Reason').selectOption('changed_mind');
    await expect
      .poll(() => rollLine.innerText())
      .toContain('Unopened rolls go back for a change of mind as an exchange only');
    await expect
      .poll(() => sampleLine.innerText())
      .toContain('Samples are not taken back for a change of mind');
    await expect(dialog.getByText('Made for your wall')).toHaveCount(0);
  });
});

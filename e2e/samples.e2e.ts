import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { baseURL } from './support/env';
import type { Cart } from '../src/domain/cart';
import type { CreditAccount } from '../src/domain/credit';
import { formatINR, formatPaise } from '../src/domain/format';
import type { Order } from '../src/domain/order';
import { checkoutSummary, onlySamples, toPaise, toRupees } from '../src/domain/pricing';
import type { Product } from '../src/domain/product';
import type { WallPreview } from '../src/domain/wall-preview';
import { callApi, newCustomer } from './support/api';
import { expectCompletion, fillShipping, openSandbox, payByCard } from './support/checkout';

test.describe('samples', () => {
  test('orders two samples, and spends their credit from the ledger on a full order of the design', async ({
    signedInPage,
  }) => {
    const { token } = await newCustomer('Nisha Menon', { label: 'samples' });
    const products = await callApi<Product[]>('/products?category=customised&limit=40');
    const design = products.find((p) => p.inStock && p.materials.length > 1);
    if (!design) throw new Error('no in-stock custom-fit design with a material choice');

    // The product page: two samples in the second material the design offers.
    const page = await signedInPage(token);
    await page.goto(`/products/${design.id}`);
    // The panel's code loads as it nears the viewport.
    await page.getByTestId('sample-order-slot').scrollIntoViewIfNeeded();
    const panel = page.getByTestId('sample-order');
    await panel.getByText('Up to 5 samples per order.', { exact: false }).waitFor();
    const material = design.materials[1] ?? '';
    await page.getByLabel('Material', { exact: true }).selectOption(material);
    const order = panel.getByRole('button', { name: `Order a sample · ${formatINR(99)}` });
    await order.click();
    await panel.getByRole('button', { name: 'Sample added' }).waitFor();
    await order.waitFor();
    await order.click();
    await panel.getByRole('button', { name: 'Sample added' }).waitFor();
    const samples = await callApi<Cart>('/cart', { token });
    expect(samples.items.map((i) => [i.kind, i.quantity, i.selectedMaterial, i.amount])).toEqual([
      ['sample', 2, material, 198],
    ]);

    // The cart speaks of samples; samples alone ship free.
    await page.getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
    await drawer.getByText(`A4 sample · ${material}`).waitFor();
    await drawer.getByText('Samples alone ship free.', { exact: false }).waitFor();
    await drawer
      .getByTestId('cart-sample-note')
      .getByText('Samples cannot be returned.', { exact: false })
      .waitFor();
    await drawer.getByRole('link', { name: 'Checkout' }).click();

    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    const samplesOnly = checkoutSummary([19800], { samplesOnly: true });
    expect(toRupees(samplesOnly.shippingPaise)).toBe(0);
    await fillShipping(page);
    await payByCard(await openSandbox(page), '4111 1111 1111 1111');
    const sampleOrderId = await expectCompletion(page);
    const sampleOrder = await callApi<Order>(`/orders/${sampleOrderId}`, { token });
    expect(sampleOrder).toMatchObject({
      subtotal: 198,
      shipping: 0,
      total: toRupees(samplesOnly.totalPaise),
      sampleCredit: null,
    });

    // A signed-in customer's sample credit lands on the store-credit ledger (decision 061), for 30 days.
    const account = await callApi<CreditAccount>('/account/credit', { token });
    expect(account.balance).toBe(198);
    expect(account.entries.map((e) => [e.reason, e.amount, e.orderId])).toEqual([
      ['sample', 198, sampleOrderId],
    ]);

    // A full order of the same design, paid partly with that credit at checkout.
    const full = await callApi<Cart>('/cart', {
      method: 'POST',
      token,
      body: {
        productId: design.id,
        quantity: 1,
        selectedMaterial: material,
        customDimensions: { width: 120, height: 96 },
      },
    });
    expect(onlySamples(full.items)).toBe(false);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    // Credit is a means of payment: the total is unchanged, the credit pays part of it.
    const expected = checkoutSummary(full.items.map((i) => toPaise(i.amount)));
    await page.getByLabel(/Use my store credit/).check();
    const summaryBox = page.getByRole('region', { name: 'Order Summary' });
    await expect
      .poll(() => summaryBox.getByTestId('summary-store-credit').textContent())
      .toContain(`−${formatINR(198)}`);
    await expect(summaryBox).toContainText(formatPaise(expected.totalPaise));

    await fillShipping(page);
    await payByCard(await openSandbox(page), '4111 1111 1111 1111');
    const fullOrderId = await expectCompletion(page);
    const fullOrder = await callApi<Order>(`/orders/${fullOrderId}`, { token });
    expect(fullOrder.storeCredit).toBe(198);
    expect(fullOrder.total).toBe(toRupees(expected.totalPaise));
    const after = await callApi<CreditAccount>('/account/credit', { token });
    expect(after.balance).toBe(0);
  });

  test('lists saved wall previews in the account, with a link to the design, and deletes one', async ({
    signedInPage,
  }) => {
    const { token } = await newCustomer('Nisha Menon', { label: 'samples' });
    const [design] = await callApi<Product[]>('/products?limit=1');
    if (!design) throw new Error('no products');
    const jpeg = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#b08d57' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('productId', design.id);
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'wall-preview.jpg');
    const saved = await fetch(`${baseURL}/api/account/wall-previews`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(saved.status).toBe(201);

    const page = await signedInPage(token, { width: 390, height: 844 });
    await page.goto('/profile');
    const list = page.getByTestId('saved-wall-previews');
    const link = list.getByRole('link', { name: design.name, exact: true });
    await link.waitFor();
    await expect(link).toHaveAttribute('href', `/products/${design.id}`);
    const image = list.getByRole('img', { name: `Wall preview of ${design.name}` });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await list.getByRole('button', { name: `Delete the preview of ${design.name}` }).click();
    await list.getByText('See it on your wall', { exact: false }).waitFor();
    // The list leaves the page as the delete is sent; the server has it a moment later.
    await expect.poll(() => callApi<WallPreview[]>('/account/wall-previews', { token })).toEqual([]);
  });
});

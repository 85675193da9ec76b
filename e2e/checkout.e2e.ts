import { expect, test } from './support/fixtures';
import type { Cart, CartLineBodyInput } from '../src/domain/cart';
import { formatINR, formatPaise } from '../src/domain/format';
import type { SavedAddress } from '../src/domain/checkout';
import type { Order } from '../src/domain/order';
import { gstSplit } from '../src/domain/gst';
import { checkoutSummary, offeredMaterials, toPaise, toRupees } from '../src/domain/pricing';
import type { Product } from '../src/domain/product';
import { expectCompletion, fillShipping, MUMBAI, openSandbox, payByCard } from './support/checkout';
import { callApi, newCustomer } from './support/api';

/** A new customer with a two-line cart (a custom-fit wall and two rolls), made through the API. */
async function shopperWithCart() {
  const { token } = await newCustomer('Meera Iyer', { label: 'checkout' });
  const products = await callApi<Product[]>('/products?limit=60');
  const custom = products.find((p) => p.kind === 'customised' && p.inStock);
  const roll = products.find((p) => p.kind === 'rolls' && p.inStock);
  if (!custom || !roll) throw new Error('the catalogue has no in-stock custom-fit design and roll');
  const lines: CartLineBodyInput[] = [
    {
      productId: custom.id,
      quantity: 1,
      // A material the product offers other than its default (docs/decisions/014-one-honest-price.md).
      selectedMaterial: offeredMaterials(custom)[1] ?? null,
      customDimensions: { width: 120, height: 96 },
    },
    { productId: roll.id, quantity: 2, installation: false },
  ];
  let cart: Cart | null = null;
  for (const body of lines) cart = await callApi<Cart>('/cart', { method: 'POST', token, body });
  if (!cart) throw new Error('no cart');
  return { token, cart, summary: checkoutSummary(cart.items.map((i) => toPaise(i.amount))), custom, roll };
}

test.describe('checkout', () => {
  test('sends a signed-out shopper to log in first', async ({ page }) => {
    await page.goto('/checkout');
    await page.waitForURL(/\/login\?redirect=%2Fcheckout$/);
  });

  test("shows 'Your cart is empty' with a way back to the shop", async ({ shopperPage: page }) => {
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await expect(page.getByRole('main').getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  test('pays by card in the sandbox, then shows the order in /orders and its details', async ({
    signedInPage,
    axe,
  }) => {
    const { token, summary, custom, roll } = await shopperWithCart();
    const page = await signedInPage(token);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();

    // The summary is the server cart's, in rupees with two decimals.
    const summaryBox = page.getByRole('region', { name: 'Order Summary' });
    await summaryBox.getByText(custom.name).waitFor();
    await summaryBox.getByText(roll.name).waitFor();
    await expect(summaryBox).toContainText(formatPaise(summary.totalPaise));
    await expect(summaryBox).toContainText(formatPaise(summary.taxPaise));
    // Tax is named as it is charged: GST, added here (docs/store-rules.md#tax).
    await expect(summaryBox.getByText('GST (8%)', { exact: true })).toBeVisible();
    await expect(page.getByText('inclusive of all taxes')).toHaveCount(0);
    await axe.expectNoSeriousViolations(page);

    // The street line is one line of the address, not the whole of it (issue 26).
    await expect(page.getByLabel('Address', { exact: true })).toHaveAttribute(
      'autocomplete',
      'address-line1',
    );
    await fillShipping(page);
    // Karnataka is another state than the store's: the 8% is IGST, to the paisa (decision 020).
    await summaryBox.getByText('IGST (8%)', { exact: true }).waitFor();
    await expect(summaryBox.getByText('GST (8%)', { exact: true })).toHaveCount(0);
    await expect(summaryBox.getByText(/^[CS]GST/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
    await page.getByRole('button', { name: 'Continue' }).click();
    await axe.expectNoSeriousViolations(page);

    const dialog = await openSandbox(page);
    // The dialog shows what the server's provider order charges: the summary's total.
    await expect(dialog).toContainText(formatPaise(summary.totalPaise));
    await axe.expectNoSeriousViolations(page);
    await payByCard(dialog, '4111 1111 1111 1111');
    const id = await expectCompletion(page);

    await page.goto('/orders');
    const row = page.getByRole('link', { name: new RegExp(`#${id.slice(-6).toUpperCase()}`) });
    await row.waitFor();
    await expect(row).toContainText(formatPaise(summary.totalPaise));
    await expect(row).toContainText('paid');
    await row.click();
    await page.waitForURL(`**/orders/${id}`);
    await page.getByText('Placed on').waitFor();
    const main = page.getByRole('main');
    const text = (await main.textContent()) ?? '';
    expect(text).toContain(`#${id.slice(-6).toUpperCase()}`);
    expect(text).toContain(custom.name);
    expect(text).toContain(roll.name);
    expect(text).toContain(formatPaise(summary.totalPaise));
    expect(text).toContain('Visa ending in 1111');
    expect(text).toContain('22 Residency Road, Shanthala Nagar');
    expect(text).toContain('IGST (8%)');
    // Stored as E.164, shown in the usual groups (decision 015).
    expect(text).toContain('+91 98450 11223');
    expect(text).not.toContain('+919845011223');

    // The cart was emptied with the order.
    const cart = await callApi<Cart>('/cart', { token });
    expect(cart.items).toEqual([]);
  });

  test('pays by UPI in the sandbox on a phone', async ({ signedInPage, staffPage: staff }) => {
    const { token, summary } = await shopperWithCart();
    const page = await signedInPage(token, { width: 390, height: 844 });
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    await fillShipping(page);
    const dialog = await openSandbox(page);
    await dialog.getByRole('tab', { name: 'UPI' }).click();
    await dialog.getByRole('textbox', { name: 'UPI ID' }).fill('success@razorpay');
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    const id = await expectCompletion(page);

    const order = await callApi<Order>(`/orders/${id}`, { token });
    expect(order).toMatchObject({
      status: 'paid',
      paymentMethod: 'upi',
      cardInfo: null,
      total: toRupees(summary.totalPaise),
    });
    await page.goto(`/orders/${id}`);
    await page.getByText('Placed on').waitFor();
    await expect(page.getByRole('main')).toContainText('UPI');

    // Staff read the same order in the admin sheet: 'UPI', not 'Upi', and the number in its groups.
    await staff.goto(`/admin/dashboard?tab=orders&order=${id}`);
    const sheet = staff.getByRole('dialog');
    await sheet.getByText('Provider order').waitFor();
    const sheetText = (await sheet.textContent()) ?? '';
    expect(sheetText).toContain('UPI');
    expect(sheetText).not.toContain('Upi');
    expect(sheetText).toContain('+91 98450 11223');
  });

  test("shows 'Payment failed. Please try again.' for a declined card and leaves the cart as it was", async ({
    signedInPage,
    allowConsoleError,
    axe,
  }) => {
    allowConsoleError(/402/);
    const { token, cart } = await shopperWithCart();
    const page = await signedInPage(token);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    await fillShipping(page);
    const dialog = await openSandbox(page);
    await payByCard(dialog, '4000 0000 0000 0002');

    const alert = page.getByRole('alert').filter({ hasText: 'Payment failed. Please try again.' });
    await alert.waitFor();
    await expect(alert).toContainText('Your card was declined.');
    await expect(dialog).toBeHidden();
    const pay = page.getByRole('button', { name: /^Pay ₹[\d,.]+$/ });
    await expect(pay).toBeEnabled();
    // The toast repeats the alert; its colours are the app-wide Toaster's (richColors), checked elsewhere.
    await axe.expectNoSeriousViolations(page, { exclude: ['[data-sonner-toaster]'] });

    const after = await callApi<Cart>('/cart', { token });
    expect(after.items.map((i) => [i.id, i.quantity])).toEqual(cart.items.map((i) => [i.id, i.quantity]));
    expect(await callApi<Order[]>('/orders', { token })).toEqual([]);

    // Cancel closes the sandbox without charging and gives Pay back.
    const again = await openSandbox(page);
    await again.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(again).toBeHidden();
    await expect(pay).toBeEnabled();
    expect(await callApi<Order[]>('/orders', { token })).toEqual([]);
  });

  test('refuses a PIN from another state, fills the city from the PIN and offers the saved address next time', async ({
    signedInPage,
    axe,
  }) => {
    const { token, custom } = await shopperWithCart();
    const page = await signedInPage(token);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    const phone = page.getByLabel('Phone number');
    const pin = page.getByLabel('ZIP code');

    await phone.fill('abc');
    await phone.blur();
    await page.getByText('Enter a valid 10-digit mobile number').waitFor();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('98450-11223');
    await page.getByText('Enter a valid 10-digit mobile number').waitFor({ state: 'detached' });

    await page.getByLabel('Address', { exact: true }).fill('22 Residency Road, Shanthala Nagar');
    await page.getByLabel('State').selectOption('Maharashtra');
    await pin.fill('12');
    await pin.blur();
    await page.getByText('Please enter a valid 6-digit PIN code').waitFor();

    // A Bengaluru PIN names its city, but it is not in the state chosen.
    await pin.fill('560025');
    await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
    await page.getByText('This PIN code belongs to Karnataka, not Maharashtra').waitFor();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expect(continueButton).toBeDisabled();
    await axe.expectNoSeriousViolations(page);

    // Choosing the right state clears the PIN's message; a city the shopper wrote is theirs to keep.
    await page.getByLabel('State').selectOption('Karnataka');
    await page
      .getByText('This PIN code belongs to Karnataka, not Maharashtra')
      .waitFor({ state: 'detached' });
    await page.getByLabel('City').fill('Bangalore');
    await pin.fill('560001');
    await expect(page.getByLabel('City')).toHaveValue('Bangalore');

    await page.getByLabel('Save this address').check();
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    await page.getByRole('heading', { name: 'Payment', exact: true }).waitFor();
    await page.getByText('+91 98450 11223').waitFor();
    await expect.poll(async () => (await callApi<SavedAddress[]>('/addresses', { token })).length).toBe(1);
    const [saved] = await callApi<SavedAddress[]>('/addresses', { token });
    expect(saved).toMatchObject({
      phone: '+919845011223',
      address: '22 Residency Road, Shanthala Nagar',
      city: 'Bangalore',
      state: 'Karnataka',
      zipCode: '560001',
    });
    await payByCard(await openSandbox(page), '4111 1111 1111 1111');
    await expectCompletion(page);

    // The next checkout starts from the saved address, and Continue is ready at once.
    await callApi<Cart>('/cart', {
      method: 'POST',
      token,
      body: { productId: custom.id, quantity: 1, customDimensions: { width: 100, height: 90 } },
    });
    const again = await signedInPage(token);
    await again.goto('/checkout');
    const savedCard = again.getByRole('radio', { name: /22 Residency Road/ });
    await savedCard.waitFor();
    await expect(savedCard).toBeChecked();
    await expect(again.getByLabel('ZIP code')).toHaveValue('560001');
    await expect(again.getByLabel('State')).toHaveValue('Karnataka');
    await expect(again.getByLabel('Save this address')).toHaveCount(0);

    // 'New address' clears the form; choosing the saved one again fills it back.
    await again.getByRole('radio', { name: 'New address' }).check();
    await expect(again.getByLabel('Address', { exact: true })).toHaveValue('');
    await savedCard.check();
    await expect
      .poll(() => again.getByLabel('Address', { exact: true }).inputValue())
      .toBe('22 Residency Road, Shanthala Nagar');
    const next = again.getByRole('button', { name: 'Continue' });
    await expect(next).toBeEnabled();
    await next.click();
    await again.getByRole('heading', { name: 'Payment', exact: true }).waitFor();
    await again.getByText('Bangalore, Karnataka 560001').waitFor();
    expect(await callApi<SavedAddress[]>('/addresses', { token })).toHaveLength(1);
  });

  test("splits GST into CGST and SGST for an address in the store's state, and records that split", async ({
    signedInPage,
  }) => {
    const { token, summary } = await shopperWithCart();
    const split = gstSplit(summary.taxPaise, 'Maharashtra', 'Maharashtra');
    if (!('cgst' in split)) throw new Error('expected an intra-state split');
    const page = await signedInPage(token);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    const summaryBox = page.getByRole('region', { name: 'Order Summary' });
    await summaryBox.getByText('GST (8%)', { exact: true }).waitFor();

    await fillShipping(page, { where: MUMBAI });
    const row = (label: string) => summaryBox.locator('div', { has: page.getByText(label, { exact: true }) });
    await expect(row('CGST (4%)').last()).toContainText(formatINR(split.cgst / 100));
    await expect(row('SGST (4%)').last()).toContainText(formatINR(split.sgst / 100));
    await expect(summaryBox.getByText('IGST (8%)', { exact: true })).toHaveCount(0);
    await expect(summaryBox.getByText('GST (8%)', { exact: true })).toHaveCount(0);
    await expect(summaryBox).toContainText(formatPaise(summary.totalPaise));

    await payByCard(await openSandbox(page), '4111 1111 1111 1111');
    const id = await expectCompletion(page);
    await page.getByText(`CGST (4%) ${formatINR(split.cgst / 100)}`, { exact: false }).waitFor();
    const order = await callApi<Order>(`/orders/${id}`, { token });
    expect(order.gst).toEqual({ cgst: split.cgst / 100, sgst: split.sgst / 100 });
    expect(Math.round((order.gst && 'cgst' in order.gst ? order.gst.cgst + order.gst.sgst : 0) * 100)).toBe(
      toPaise(order.tax),
    );
  });

  test('says the cart could not be loaded when its request fails, and Try again loads it', async ({
    signedInPage,
    allowConsoleError,
  }) => {
    const { token, cart } = await shopperWithCart();
    const page = await signedInPage(token);
    allowConsoleError(/Failed to load resource|ERR_FAILED/);
    const cartUrl = (url: URL) => url.pathname === '/api/cart';
    await page.route(cartUrl, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('button', { name: /^Cart/ }).first().click();
    const drawer = page.getByRole('dialog', { name: /^Shopping Cart/ });
    await drawer.getByText('Your cart could not be loaded.').waitFor({ timeout: 10_000 });
    await expect(drawer.getByText('Your cart is empty')).toHaveCount(0);

    await page.unroute(cartUrl);
    await drawer.getByRole('button', { name: 'Try again' }).click();
    await drawer.getByText(cart.items[0]!.product.name).waitFor();
    await expect(drawer.getByText('Your cart could not be loaded.')).toHaveCount(0);

    // Checkout says the same, never 'Your cart is empty', and recovers the same way.
    await page.route(cartUrl, (route) => route.abort());
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Your cart could not be loaded.' }).waitFor({ timeout: 10_000 });
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
    await page.unroute(cartUrl);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
  });

  test("answers the product page's PIN check from the same table", async ({ page }) => {
    const [product] = await callApi<Product[]>('/products?limit=1');
    if (!product) throw new Error('the catalogue is empty');
    await page.goto(`/products/${product.id}`);
    // The delivery check's code loads as it nears the viewport.
    await page.getByTestId('delivery-check-slot').scrollIntoViewIfNeeded();
    const pin = page.getByLabel('Check delivery');
    const check = page.getByRole('button', { name: 'Check', exact: true });

    await pin.fill('12');
    await check.click();
    await page.getByText('Please enter a valid 6-digit PIN code').waitFor();
    await pin.fill('999999');
    await check.click();
    await page.getByText('We could not find this PIN code').waitFor();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await pin.fill('744101');
    await check.click();
    await page.getByText(/^Delivery to Port Blair, Andaman and Nicobar Islands in 5–7 days: by /).waitFor();
    await expect(pin).not.toHaveAttribute('aria-invalid');
  });
});

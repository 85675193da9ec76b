import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { AuditLog } from '../src/domain/audit';
import type { Cart } from '../src/domain/cart';
import type { PaymentOrder, PaymentResult } from '../src/domain/checkout';
import { formatINR } from '../src/domain/format';
import type { GiftCard } from '../src/domain/gift-card';
import type { Order } from '../src/domain/order';
import type { AdminOrderDetail } from '../src/domain/order-admin';
import { checkoutSummary, toPaise } from '../src/domain/pricing';
import type { Product } from '../src/domain/product';
import type { CodeAnswer, Promotion } from '../src/domain/promotion';
import { toGuestLine } from '../src/web/stores/cart/cart-line';
import { callApi, newCustomer, unique } from './support/api';
import { BENGALURU, expectCompletion, fillShipping, openSandbox, payByCard } from './support/checkout';
import { signInAsStaff, staffToken } from './support/staff';
import { toRupees } from '../src/domain/pricing';

const newCode = () =>
  `E2E${unique()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}`.slice(0, 20);

async function design(): Promise<Product> {
  const products = await callApi<Product[]>('/products?category=customised&limit=10');
  const found = products.find((p) => p.inStock);
  if (!found) throw new Error('no in-stock design');
  return found;
}

/** A customer with one custom-fit wall in the cart, and the cart's subtotal in paise. */
async function customerWithWall(name: string) {
  const { token, email } = await newCustomer(name, { label: 'offers' });
  const cart = await callApi<Cart>('/cart', {
    method: 'POST',
    token,
    body: { productId: (await design()).id, quantity: 1, customDimensions: { width: 120, height: 96 } },
  });
  return { token, email, cart, subtotalPaise: cart.items.reduce((sum, i) => sum + toPaise(i.amount), 0) };
}

const tenPercentOff = async (name: string, code: string) =>
  callApi<Promotion>('/admin/promotions', {
    method: 'POST',
    token: await staffToken(),
    body: { name, code, benefit: { type: 'percent', percent: 10 } },
  });

/** The page is no wider than the screen (design.md: 390 px first). */
const expectFits = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test.describe('the one code field in the cart drawer', () => {
  for (const width of [390, 1440])
    test(`applies a code in the drawer, shows the saving, and it carries to checkout and the order (${width} px)`, async ({
      signedInPage,
    }) => {
      const code = newCode();
      await tenPercentOff('Drawer ten', code);
      const { token, cart, subtotalPaise } = await customerWithWall('Meera Pillai');
      const discountPaise = Math.round(subtotalPaise * 0.1);
      const saving = `−${formatINR(discountPaise / 100)}`;

      const page = await signedInPage(token, { width, height: 900 });
      await page.goto('/');
      await page.getByRole('button', { name: /^Cart/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
      await drawer.getByLabel('Discount code or gift card').fill(code.toLowerCase());
      await drawer.getByRole('button', { name: 'Apply' }).click();
      const line = drawer.getByTestId('cart-saving');
      await expect(line).toHaveText(`Drawer ten (${code})${saving}`);
      await expect
        .poll(() => drawer.getByText(formatINR((subtotalPaise - discountPaise) / 100)).isVisible())
        .toBe(true);
      await page.screenshot({ path: `/tmp/promo-drawer-${width}.png` });
      await expectFits(page, width);

      // The same code, already applied, at checkout: its chip and the summary's saving line.
      await drawer.getByRole('link', { name: 'Checkout' }).click();
      await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
      // The drawer holds its own chip until it has closed: the checkout's is the one left.
      await expect(drawer).toHaveCount(0);
      await page
        .getByTestId('code-applied')
        .getByText(`${formatINR(discountPaise / 100)} off`)
        .waitFor();
      if (width < 1024) await page.getByText('Show order summary').click();
      const summaryBox = page.getByRole('complementary', { name: 'Your order' });
      await expect
        .poll(() => summaryBox.getByTestId('summary-saving').first().textContent())
        .toContain(saving);
      if (width > 390) return;

      await fillShipping(page);
      await payByCard(await openSandbox(page), '4111 1111 1111 1111');
      const orderId = await expectCompletion(page);
      const order = await callApi<Order>(`/orders/${orderId}`, { token });
      expect(order).toMatchObject({
        total: toRupees(
          checkoutSummary(
            cart.items.map((i) => toPaise(i.amount)),
            { discountPaise },
          ).totalPaise,
        ),
        discount: discountPaise / 100,
        savings: [{ name: 'Drawer ten', code }],
      });
      await page.goto(`/orders/${orderId}`);
      await expect(page.getByTestId('order-saving')).toContainText(saving);
    });

  test('tells a shopper with no session to use a code at checkout', async ({ newPage }) => {
    const page = await newPage({ width: 390, height: 900 });
    await page.goto('/');
    const line = toGuestLine({ product: await design(), selectedMaterial: null, quantity: 1 });
    await page.evaluate((guest) => localStorage.setItem('cart', JSON.stringify([guest])), line);
    await page.reload();
    await page.getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: /^Shopping Cart/ });
    await drawer.getByText('Have a discount code or gift card?').waitFor();
    await expect(drawer.getByLabel('Discount code or gift card')).toHaveCount(0);
  });
});

test.describe('editing a promotion', () => {
  test('an admin changes a promotion in its dialog, pauses and resumes it, and checkout follows (1440 px)', async ({
    newPage,
  }) => {
    const code = newCode();
    const name = `Edit me ${unique()}`;
    const created = await tenPercentOff(name, code);
    const { token, subtotalPaise } = await customerWithWall('Rohan Das');
    const check = () =>
      callApi<CodeAnswer>('/checkout/code', { method: 'POST', token, body: { code }, status: 200 });
    expect(await check()).toMatchObject({ discount: Math.round(subtotalPaise * 0.1) / 100 });

    const page = await newPage({ width: 1440, height: 900 });
    await signInAsStaff(page);
    await page.goto('/admin/offers');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(dialog.getByLabel('Percent off')).toHaveValue('10');
    await dialog.getByLabel('Percent off').fill('25');
    await dialog.getByLabel('Minimum order (₹)').fill('100');
    await dialog.getByLabel('Uses per customer').fill('1');
    await dialog.getByLabel('Combines with others').check();
    await page.screenshot({ path: '/tmp/promo-edit-1440.png' });
    // A refusal is the domain's message, shown on its field before anything is sent.
    await dialog.getByLabel('Percent off').fill('150');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Percent off must be a whole number from 1 to 100').waitFor();
    await dialog.getByLabel('Percent off').fill('25');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Promotion saved').waitFor();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('25% off');

    const [saved] = (await callApi<Promotion[]>('/admin/promotions', { token: await staffToken() })).filter(
      (p) => p.id === created.id,
    );
    expect(saved).toMatchObject({
      name,
      code,
      benefit: { type: 'percent', percent: 25 },
      minSubtotal: 100,
      usesPerCustomer: 1,
      combines: true,
      paused: false,
    });
    expect(await check()).toMatchObject({ discount: Math.round(subtotalPaise * 0.25) / 100 });

    // Paused from the same dialog, the code stops working; resumed, it works again.
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await dialog.getByText('Paused: shoppers cannot use it.').waitFor();
    const refused = await callApi<{ message: string }>('/checkout/code', {
      method: 'POST',
      token,
      body: { code },
      status: 400,
    });
    expect(refused.message).toBe('This code is not valid.');
    await dialog.getByRole('button', { name: 'Resume' }).click();
    await dialog.getByText('Live: shoppers can use it.').waitFor();
    expect(await check()).toMatchObject({ kind: 'promotion' });

    // Narrowed to rolls, the code no longer applies to a cart of one custom-fit wall; to custom-fit walls, it does.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const narrowTo = async (tick: string, untick?: string) => {
      await row.getByRole('button', { name: 'Edit' }).click();
      await dialog.getByLabel(tick, { exact: true }).check();
      if (untick) await dialog.getByLabel(untick, { exact: true }).uncheck();
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog).toHaveCount(0);
    };
    await narrowTo('Rolls');
    const notForWalls = await callApi<{ message: string }>('/checkout/code', {
      method: 'POST',
      token,
      body: { code },
      status: 400,
    });
    expect(notForWalls.message).toBe('This code does not apply to the items in your cart.');
    await narrowTo('Custom-fit walls', 'Rolls');
    const [narrowed] = (
      await callApi<Promotion[]>('/admin/promotions', { token: await staffToken() })
    ).filter((p) => p.id === created.id);
    expect(narrowed?.target).toEqual({
      scope: 'lines',
      categories: [],
      kinds: ['customised'],
      productIds: [],
    });
    expect(await check()).toMatchObject({ kind: 'promotion' });

    // Each change is in the audit log, as the API records it.
    const audit = await callApi<AuditLog>('/admin/audit-log?limit=50', { token: await staffToken() });
    expect(
      audit.entries
        .filter((e) => e.entityId === created.id)
        .map((e) => e.action)
        .sort(),
    ).toEqual(
      [
        'promotion.create',
        'promotion.pause',
        'promotion.resume',
        'promotion.update',
        'promotion.update',
        'promotion.update',
      ].sort(),
    );
  });
});

test.describe('where a refund went', () => {
  test('the order page (390 px) and the staff sheet list the card and the gift card a cancellation refunded', async ({
    newPage,
    signedInPage,
  }) => {
    const { token, email, cart } = await customerWithWall('Leela Nair');
    const issued = await callApi<{ card: GiftCard; code: string }>('/admin/gift-cards', {
      method: 'POST',
      token: await staffToken(),
      body: { amount: 500, note: 'Refund lines test' },
      status: 201,
    });
    const totalPaise = checkoutSummary(cart.items.map((i) => toPaise(i.amount))).totalPaise;
    const shippingInfo = { ...BENGALURU, name: 'Leela Nair', phone: '9845011223', email };
    const created = await callApi<PaymentOrder>('/payment/create-order', {
      method: 'POST',
      token,
      body: { amount: totalPaise - 50_000, currency: 'INR', shippingInfo, codes: [issued.code] },
    });
    const paid = await callApi<PaymentResult>('/payment/sandbox/authorize', {
      method: 'POST',
      token,
      body: {
        orderId: created.orderId,
        method: 'card',
        card: { number: '4111111111111111', expiry: '12/39', cvc: '123', name: 'Leela Nair' },
      },
    });
    const order = await callApi<Order>('/orders', {
      method: 'POST',
      token,
      body: {
        shippingInfo,
        paymentId: paid.razorpay_payment_id,
        orderId: paid.razorpay_order_id,
        signature: paid.razorpay_signature,
      },
    });
    await callApi(`/orders/${order.id}/cancel`, { method: 'POST', token });
    const split = {
      provider: (totalPaise - 50_000) / 100,
      storeCredit: 0,
      giftCards: [{ last4: issued.card.last4, amount: 500 }],
    };
    await expect
      .poll(async () =>
        (await callApi<Order>(`/orders/${order.id}`, { token })).creditNotes.map((n) => n.split),
      )
      .toEqual([split]);
    const lines = [
      `To Visa card ending 1111${formatINR(split.provider)}`,
      `To Gift card ···${issued.card.last4}${formatINR(500)}`,
    ];

    const page = await signedInPage(token, { width: 390, height: 900 });
    await page.goto(`/orders/${order.id}`);
    const refund = page.getByTestId('order-refund');
    await expect(refund.getByTestId('refund-destination')).toHaveText(lines);
    await refund.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/promo-refund-390.png' });
    await expectFits(page, 390);

    const detail = await callApi<AdminOrderDetail>(`/admin/orders/${order.id}`, {
      token: await staffToken(),
    });
    expect(detail.refunds.map((r) => r.split)).toEqual([split]);
    const staff = await newPage({ width: 1440, height: 900 });
    await signInAsStaff(staff);
    await staff.getByRole('tab', { name: 'Orders' }).click();
    await staff.getByPlaceholder('Search order number, name, email or phone').fill(order.orderNumber);
    await staff.getByRole('button', { name: `Open order #${order.orderNumber}` }).click();
    const sheet = staff.getByRole('dialog', { name: `Order #${order.orderNumber}` });
    await expect(sheet.getByTestId('refund-destination')).toHaveText(lines);
    await sheet.getByTestId('refund-destination').first().scrollIntoViewIfNeeded();
    await staff.screenshot({ path: '/tmp/promo-refund-sheet-1440.png' });
  });
});

import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import type { Job, SlotsAnswer } from '../src/domain/installation';
import type { Order } from '../src/domain/order';
import type { Product } from '../src/domain/product';
import { callApi, checkOutInSandbox, newCustomer, unique } from './support/api';
import { BENGALURU } from './support/checkout';
import { newInstaller } from './support/installer';
import { staffToken } from './support/staff';

const SHOTS = process.env.SCREENSHOT_DIR;

/** A customer's paid, shipped order of a custom-fit wall with installation, in Bengaluru. */
async function shippedInstallationOrder(admin: string, name: string) {
  const shopper = await newCustomer(name);
  const [product] = await callApi<Product[]>('/products?category=customised&limit=1');
  await callApi('/cart', {
    method: 'POST',
    token: shopper.token,
    body: {
      productId: product!.id,
      quantity: 1,
      customDimensions: { width: 144, height: 108 },
      installation: true,
    },
  });
  const order = await checkOutInSandbox(shopper.token, {
    name,
    email: shopper.email,
    phone: '9845012345',
    ...BENGALURU,
  });
  for (const status of ['processing', 'shipped'])
    await callApi(`/admin/orders/${order.id}/status`, {
      method: 'PATCH',
      token: admin,
      body:
        status === 'shipped' ? { status, carrier: 'Delhivery', trackingNumber: `DL${unique()}` } : { status },
    });
  return { shopper, order };
}

test.describe('installation', () => {
  test('a customer books and moves a visit; the installer works and signs off the day on a phone; staff see the week', async ({
    signedInPage,
  }) => {
    const admin = await staffToken();
    const { token: installer } = await newInstaller(admin);
    const first = await shippedInstallationOrder(admin, 'Meera Iyer');
    const second = await shippedInstallationOrder(admin, 'Arjun Menon');

    // The customer picks a day and a morning on their order page, at 390 px.
    const page = await signedInPage(first.shopper.token, { width: 390, height: 844 });
    await page.goto(`/orders/${first.order.id}`);
    const card = page.getByRole('region', { name: 'Installation' });
    await card.getByRole('button', { name: 'Morning' }).click();
    await expect(card).toHaveText(/Booked: Morning/);
    const installationOf = () =>
      callApi<SlotsAnswer>(`/orders/${first.order.id}/installation/slots`, { token: first.shopper.token });
    const firstDay = (await installationOf()).installation.slot!.day;

    // More than 24 hours ahead, the customer moves it to the next day's morning.
    await card.getByRole('button', { name: 'Change the visit' }).click();
    // The day select's name carries the chosen day (it sits in its label), so it is found as the card's select.
    const days = card.locator('select');
    await days.waitFor();
    const later = (
      await days
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    ).find((d) => d > firstDay)!;
    await days.selectOption(later);
    await card.getByRole('button', { name: 'Morning' }).click();
    await expect.poll(async () => (await installationOf()).installation.slot?.day).toBe(later);
    await expect(card).toHaveText(/Booked: Morning/);
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/order-installation-390.png` });
    const booked = await installationOf();
    expect(booked.installation.history.map((e) => e.kind)).toEqual(['created', 'booked', 'rescheduled']);
    const day = booked.installation.slot!.day;
    await callApi(`/orders/${second.order.id}/installation`, {
      method: 'POST',
      token: second.shopper.token,
      body: { slot: `${day}-afternoon` },
      status: 201,
    });

    // The installer's day at 390 px: both jobs in visit order; the first checked in.
    const jobs = await callApi<Job[]>(`/admin/installer/jobs?day=${day}`, { token: installer });
    expect(jobs.map((j) => j.customer.name)).toEqual(['Meera Iyer', 'Arjun Menon']);
    await callApi(`/admin/installer/jobs/${jobs[0]!.id}/check-in`, { method: 'POST', token: installer });
    const phone = await signedInPage(installer, { width: 390, height: 844 });
    await phone.goto(`/admin/installer?day=${day}`);
    await phone.getByRole('button', { name: 'Finish job' }).waitFor();
    await expect
      .poll(() => phone.getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(['Meera Iyer', 'Arjun Menon']);
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/installer-day-390.png`, fullPage: true });

    // The first job is finished on the phone: an after photo and the customer's typed name as sign-off.
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c9a36b' },
    })
      .png()
      .toBuffer();
    await phone
      .locator('label', { hasText: 'After (0)' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: photo });
    await phone.getByText('After (1)').waitFor();
    await phone.getByLabel("Customer's name").fill('Meera Iyer');
    await phone.getByRole('button', { name: 'Finish job' }).click();
    await phone.getByText('Signed: Meera Iyer', { exact: false }).waitFor();
    await expect
      .poll(
        async () =>
          (await callApi<Order>(`/orders/${first.order.id}`, { token: first.shopper.token })).status,
      )
      .toBe('completed');
    await page.reload();
    await expect(card).toHaveText(/Installed/);

    // Staff plan the week at 1440 px.
    const desk = await signedInPage(admin, { width: 1440, height: 1000 });
    await desk.goto('/admin/dispatch');
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const monday = new Date(Date.UTC(y, m - 1, d - ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7)));
    await desk.goto(`/admin/dispatch?from=${monday.toISOString().slice(0, 10)}`);
    await desk.getByText('Bengaluru Central').first().waitFor();
    await expect(desk.getByText(`#${first.order.orderNumber} · Morning`)).toHaveCount(1);
    if (SHOTS) await desk.screenshot({ path: `${SHOTS}/dispatch-1440.png`, fullPage: true });
  });
});

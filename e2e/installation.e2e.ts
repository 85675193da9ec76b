import { describe, expect, it } from 'vitest';
import type { Job, SlotsAnswer } from '../src/domain/installation';
import type { Product } from '../src/domain/product';
import { callApi, checkOutInSandbox, newCustomer, unique } from './support/api';
import { useBrowser } from './support/browser';
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

describe('installation', () => {
  const browser = useBrowser();

  it('a customer books on the order page; the installer works the day on a phone; staff see the week', async () => {
    const admin = await staffToken();
    const { token: installer } = await newInstaller(admin);
    const first = await shippedInstallationOrder(admin, 'Meera Iyer');
    const second = await shippedInstallationOrder(admin, 'Arjun Menon');

    // The customer picks a day and a morning on their order page, at 390 px.
    const page = await browser.signedInPage(first.shopper.token, { width: 390, height: 844 });
    await page.goto(`/orders/${first.order.id}`);
    const card = page.getByRole('region', { name: 'Installation' });
    await card.getByRole('button', { name: 'Morning' }).click();
    await expect.poll(() => card.textContent()).toMatch(/Booked: Morning/);
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/order-installation-390.png` });

    const booked = await callApi<SlotsAnswer>(`/orders/${first.order.id}/installation/slots`, {
      token: first.shopper.token,
    });
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
    const phone = await browser.signedInPage(installer, { width: 390, height: 844 });
    await phone.goto(`/admin/installer?day=${day}`);
    await phone.getByRole('button', { name: 'Finish job' }).waitFor();
    await expect
      .poll(() => phone.getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(['Meera Iyer', 'Arjun Menon']);
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/installer-day-390.png`, fullPage: true });

    // Staff plan the week at 1440 px.
    const desk = await browser.signedInPage(admin, { width: 1440, height: 1000 });
    await desk.goto('/admin/dispatch');
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const monday = new Date(Date.UTC(y, m - 1, d - ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7)));
    await desk.goto(`/admin/dispatch?from=${monday.toISOString().slice(0, 10)}`);
    await desk.getByText('Bengaluru Central').first().waitFor();
    await expect.poll(() => desk.getByText(`#${first.order.orderNumber} · Morning`).count()).toBe(1);
    if (SHOTS) await desk.screenshot({ path: `${SHOTS}/dispatch-1440.png`, fullPage: true });
  });
});

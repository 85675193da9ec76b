import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Cart } from '../src/domain/cart';
import type { Visit, VisitJob } from '../src/domain/measure-visit';
import type { Product } from '../src/domain/product';
import { callApi, newCustomer } from './support/api';
import { BENGALURU, payByCard } from './support/checkout';
import { INSTALLER_PASSWORD, newInstaller } from './support/installer';
import { staffToken } from './support/staff';

const SHOTS = process.env.SCREENSHOT_DIR;

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** docs/decisions/071-measurement-visits.md and 075: book and pay a visit, measure, order a measured wall. */
test.describe('measurement visits', () => {
  test('a customer books and pays at 390 px; the installer records walls on a phone; one tap adds a wall', async ({
    newPage,
    signedInPage,
  }) => {
    const admin = await staffToken();
    const installer = await newInstaller(admin);
    const [design] = await callApi<Product[]>('/products?category=customised&limit=1');
    const shopper = await newCustomer('Kavya Raman', { label: 'visit' });

    // The customer picks a slot for their PIN, gives the address and pays in the checkout's dialog, at 390 px.
    const page = await signedInPage(shopper.token, { width: 390, height: 844 });
    await page.goto(`/measure-visit?product=${design!.id}`);
    await page.getByRole('heading', { name: 'Book a measurement visit' }).waitFor();
    await page.getByLabel('PIN code of the walls').fill(BENGALURU.zip);
    const slots = page.getByRole('list', { name: 'Open slots' });
    await slots.getByRole('button', { name: 'Morning' }).first().click();
    // The account's name and e-mail are filled in.
    await expect(page.getByLabel('Full name')).toHaveValue('Kavya Raman');
    await expect(page.getByLabel('E-mail')).toHaveValue(shopper.email);
    await page.getByLabel('Mobile number').fill('9845012345');
    await page.getByLabel('Address', { exact: true }).fill(BENGALURU.address);
    await page.getByLabel('City').fill(BENGALURU.city);
    await page.getByLabel('State').selectOption(BENGALURU.state);
    await noSideScroll(page, 390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/measure-visit-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pay ₹499.00 and book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay Wallcraft' });
    await dialog.waitFor();
    await payByCard(dialog, '4111 1111 1111 1111');
    await page.getByText(/Visit booked for the morning of .+ with Bengaluru Central\./).waitFor();
    await page.getByText('₹499.00 is now in your store credit', { exact: false }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/measure-visit-booked-390.png`, fullPage: true });

    const [visit] = await callApi<Visit[]>('/account/measure-visits', { token: shopper.token });
    expect(visit).toMatchObject({ status: 'booked', team: 'Bengaluru Central', fee: 499 });
    expect(visit!.history.map((e) => e.kind)).toEqual(['held', 'paid', 'booked']);

    // More than 24 hours ahead, the customer moves it to a later day from their profile.
    await page.goto('/profile#visits');
    const visits = page.getByRole('region', { name: 'Measurement visits' });
    await visits.getByRole('button', { name: 'Change the visit' }).click();
    const dayPicker = visits.getByRole('combobox', { name: 'Day of the visit' });
    await expect.poll(() => dayPicker.locator('option').count()).toBeGreaterThan(1);
    const later = (
      await dayPicker
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    ).find((d) => d > visit!.slot!.day)!;
    await dayPicker.selectOption(later);
    await visits.getByRole('group', { name: 'Time of day' }).getByRole('button', { name: 'Morning' }).click();
    await expect
      .poll(
        async () =>
          (await callApi<Visit[]>('/account/measure-visits', { token: shopper.token }))[0]!.slot?.day,
      )
      .toBe(later);
    const [moved] = await callApi<Visit[]>('/account/measure-visits', { token: shopper.token });
    expect(moved!.history.map((e) => e.kind)).toEqual(['held', 'paid', 'booked', 'rescheduled']);
    const day = later;

    // The installer signs in on a phone and measures the walls on the day's page.
    const phone = await newPage({ width: 390, height: 844 });
    await phone.goto('/admin/login');
    await phone.getByLabel('Email').fill(installer.email);
    await phone.getByLabel('Password', { exact: true }).fill(INSTALLER_PASSWORD);
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await phone.waitForURL('**/admin/installer');
    await phone.goto(`/admin/installer?day=${day}`);
    const card = phone.getByRole('listitem').filter({ hasText: 'Measurement visit' }).filter({
      hasText: 'Kavya Raman',
    });
    await card.waitFor();
    await card.getByLabel('Wall 1 name').fill('Living room');
    await card.getByLabel('Wall 1 width').fill('144');
    await card.getByLabel('Wall 1 height').fill('108');
    await card.getByLabel('Wall 1 opening width').fill('36');
    await card.getByLabel('Wall 1 opening height').fill('84');
    await card.getByRole('button', { name: 'Add a wall' }).click();
    await card.getByLabel('Wall 2 name').fill('Bedroom');
    await card.getByLabel('Wall 2 width').fill('120');
    await card.getByLabel('Wall 2 height').fill('96');
    await card.getByRole('button', { name: 'Save walls' }).click();
    await phone.getByText('Walls saved. The customer can order them now.').waitFor();
    await noSideScroll(phone, 390);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/installer-visit-390.png`, fullPage: true });
    const jobs = await callApi<VisitJob[]>(`/admin/installer/visits?day=${day}`, { token: installer.token });
    expect(jobs.find((j) => j.id === visit!.id)).toMatchObject({
      status: 'done',
      walls: [
        { name: 'Living room', widthIn: 144, heightIn: 108, openings: [{ widthIn: 36, heightIn: 84 }] },
        { name: 'Bedroom', widthIn: 120, heightIn: 96, openings: [] },
      ],
    });

    // The customer finds the walls in their profile (already open, so loaded afresh) and adds one to the cart in
    // one tap.
    await page.reload();
    const walls = page.getByRole('list', { name: 'Walls measured' });
    const living = walls.getByRole('listitem').filter({ hasText: 'Living room' });
    await living.getByText('144″ W × 108″ H', { exact: false }).waitFor();
    await living.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${design!.name} added for Living room.`).waitFor();
    const cart = await callApi<Cart>('/cart', { token: shopper.token });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      product: { id: design!.id },
      customDimensions: { width: 144, height: 108 },
      installation: true,
    });
    await noSideScroll(page, 390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-visit-390.png`, fullPage: true });

    // Staff see the visit, measured, on the week's board at 1440 px.
    const desk = await signedInPage(admin, { width: 1440, height: 1000 });
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const monday = new Date(Date.UTC(y, m - 1, d - ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7)));
    await desk.goto(`/admin/dispatch?from=${monday.toISOString().slice(0, 10)}`);
    const board = desk.getByRole('region', { name: /Measurement visits/ });
    await board.getByText('Kavya Raman', { exact: false }).waitFor();
    if (SHOTS) await desk.screenshot({ path: `${SHOTS}/dispatch-visits-1440.png`, fullPage: true });
  });

  test('shows a desk the slots and the fee at 1440 px', async ({ signedInPage }) => {
    const shopper = await newCustomer('Rohan Desai', { label: 'visit-desk' });
    const page = await signedInPage(shopper.token, { width: 1440, height: 900 });
    await page.goto('/measure-visit');
    await page.getByLabel('PIN code of the walls').fill(BENGALURU.zip);
    await page
      .getByRole('list', { name: 'Open slots' })
      .getByRole('button', { name: 'Morning' })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Pay ₹499.00 and book' }).waitFor();
    await noSideScroll(page, 1440);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/measure-visit-1440.png`, fullPage: true });
  });
});

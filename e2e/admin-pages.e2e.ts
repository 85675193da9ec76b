import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import type { Collection } from '../src/domain/collection';
import type { MediaItem } from '../src/domain/media';
import type { StaffUser } from '../src/domain/staff';
import type { Product } from '../src/domain/product';
import type { HomeResponse } from '../src/domain/home';
import { callApi } from './support/api';
import { outboxTo } from './support/outbox';
import { staffToken } from './support/staff';
import { adminEmail } from './support/env';

let token = '';
let tmpDir = '';

const apiGet = <T>(pathname: string) => callApi<T>(pathname, { token, status: 200 });

async function openAdmin(page: Page, pathname: string, heading: string) {
  await page.goto(pathname);
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible(), { timeout: 15_000 })
    .toBe(true);
}

test.beforeAll(async () => {
  token = await staffToken();
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-admin-e2e-'));
});

test.afterAll(() => {
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
});

/** The seed creates Top Picks with about eight products; the home page's second carousel follows it. */
async function topPicks(): Promise<Collection> {
  const found = (await apiGet<Collection[]>('/admin/collections')).find((c) => c.slug === 'top-picks');
  expect(found?.products.length).toBeGreaterThan(1);
  return found!;
}

test.describe('admin sub-pages', () => {
  test('uploads an image to the media library, shows it in the grid and deletes it', async ({
    signedInPage,
  }) => {
    const fileName = `e2e-swatch-${Date.now()}.png`;
    const file = path.join(tmpDir, fileName);
    await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 154, g: 116, b: 64 } } })
      .png()
      .toFile(file);

    const page = await signedInPage(token);
    await openAdmin(page, '/admin/media', 'Media Management');
    await page.getByRole('button', { name: 'Add media' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add media' });
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect(dialog.getByText(fileName)).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 15_000 });
    const card = page
      .getByRole('list', { name: 'Media library' })
      .getByRole('listitem')
      .filter({ hasText: fileName });
    await expect(card).toHaveCount(1);
    await expect
      .poll(() => card.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const stored = (await apiGet<MediaItem[]>('/admin/media')).find((m) => m.fileName === fileName);
    expect(stored).toMatchObject({ type: 'image', mimeType: 'image/webp' });

    await card.getByRole('button', { name: `Delete ${fileName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this media?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0, { timeout: 15_000 });
    expect((await apiGet<MediaItem[]>('/admin/media')).some((m) => m.fileName === fileName)).toBe(false);
  });

  test('ignores a blank media URL without calling the server', async ({ signedInPage }) => {
    const page = await signedInPage(token);
    await openAdmin(page, '/admin/media', 'Media Management');
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/api/admin/media')) calls.push(req.url());
    });
    await page.getByRole('button', { name: 'Add media' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add media' });
    await dialog.getByRole('button', { name: 'Paste a URL' }).click();
    await dialog.getByLabel('Image URL').fill('   ');
    await dialog.getByRole('button', { name: 'Add URL' }).click();
    // The form has refused the blank URL once it hands the focus back to the field.
    await expect(dialog.getByLabel('Image URL')).toBeFocused();
    expect(calls).toEqual([]);
    await expect(dialog).toBeVisible();
  });

  test('moves the second Top Pick to the top, saves, and the home page follows', async ({ signedInPage }) => {
    const before = await topPicks();
    const second = before.products[1]!;

    const page = await signedInPage(token);
    await openAdmin(page, '/admin/arrange', 'Arrange Products');
    const section = page.getByRole('region', { name: 'Top Picks' });
    const moveUp = section.getByRole('button', { name: `Move ${second.name} up` });
    await moveUp.click();
    await expect(section.getByText('Unsaved changes')).toBeVisible();
    const order = section
      .getByRole('list', { name: /^Products in Top Picks/ })
      .locator('li[data-product-id]');
    await expect(order.first()).toHaveAttribute('data-product-id', second.id);
    // Focus stays on the moved row, so the keyboard can carry on from there.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('data-product-id')))
      .toBe(second.id);

    await section.getByRole('button', { name: 'Save order of Top Picks' }).click();
    await expect(page.getByText('Top Picks saved')).toBeVisible({ timeout: 15_000 });
    await expect(section.getByText('Unsaved changes')).toHaveCount(0);

    const after = (await apiGet<Collection[]>('/admin/collections')).find((c) => c.slug === 'top-picks');
    expect(after!.products.map((p) => p.id)).toEqual([
      second.id,
      before.products[0]!.id,
      ...before.products.slice(2).map((p) => p.id),
    ]);
    const home = await apiGet<HomeResponse>('/home');
    expect(home.topPicks[0]?.id).toBe(second.id);

    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Top Picks: Watch & Shop' });
    const firstSlide = carousel.getByRole('group', { name: /^1 of \d+$/ });
    await expect
      .poll(() => firstSlide.getByRole('heading', { level: 3 }).innerText(), { timeout: 15_000 })
      .toBe(second.name);
  });

  test('creates a collection, adds a product found by search and saves it', async ({ signedInPage }) => {
    const name = `Festive Edit ${Date.now()}`;
    const [product, other] = await apiGet<Product[]>('/products?limit=2');
    const page = await signedInPage(token);
    await openAdmin(page, '/admin/arrange', 'Arrange Products');
    await page.getByLabel('New collection').fill(name);
    await page.getByRole('button', { name: 'Create collection' }).click();
    const section = page.getByRole('region', { name });
    await expect(section).toBeVisible({ timeout: 15_000 });

    const search = section.getByRole('searchbox', { name: `Search products to add to ${name}` });
    await search.fill(product!.name);
    await section.getByRole('button', { name: `Add ${product!.name}` }).click();
    await search.fill(other!.name);
    await section.getByRole('button', { name: `Add ${other!.name}` }).click();
    await expect(section.getByText('Unsaved changes')).toBeVisible();

    // Keyboard drag: Space picks the second product up, the up arrow moves it, Space drops it.
    const rows = section.locator('li[data-product-id]');
    await expect(rows).toHaveCount(2);
    // dnd-kit listens for the arrows only once the pick-up has been measured, a frame or two after Space; a move
    // pressed before that is lost and the drop leaves the order as it was, so the whole move is tried again.
    const handle = section.getByRole('button', { name: `Drag ${other!.name},` });
    await expect(async () => {
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      await expect(rows.first()).toHaveAttribute('data-product-id', other!.id, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await section.getByRole('button', { name: `Save order of ${name}` }).click();
    await expect(page.getByText(`${name} saved`)).toBeVisible({ timeout: 15_000 });
    const saved = (await apiGet<Collection[]>('/admin/collections')).find((c) => c.name === name);
    expect(saved?.products.map((p) => p.id)).toEqual([other!.id, product!.id]);
  });

  test('invites a member of staff, changes their role, and the change survives a reload', async ({
    signedInPage,
  }) => {
    const email = `e2e-staff-${Date.now()}@wallcraft.test`;
    const page = await signedInPage(token);
    await openAdmin(page, '/admin/access', 'User Access');
    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByLabel('Name').fill('Meera Iyer');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Role').selectOption('editor');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 15_000 });

    const row = page.getByRole('row').filter({ hasText: 'Meera Iyer' });
    const role = row.getByRole('combobox', { name: 'Role of Meera Iyer' });
    await expect(role).toHaveValue('editor');
    await role.selectOption('viewer');
    await expect(page.getByText('Meera Iyer is now a viewer')).toBeVisible();

    await page.reload();
    await expect(role).toHaveValue('viewer', { timeout: 15_000 });
    const staff = await apiGet<StaffUser[]>('/admin/users');
    expect(staff.find((u) => u.email === email)?.role).toBe('viewer');
    // The invitation was really written, with a set-password link.
    const outbox = await outboxTo(email, token);
    expect(outbox[0]).toMatchObject({ to: email, kind: 'staff-invite' });
    expect(outbox[0]?.text).toMatch(/reset-password\?token=/);
  });

  test('refuses to demote the last admin and puts the role back', async ({
    signedInPage,
    allowConsoleError,
  }) => {
    const staff = await apiGet<StaffUser[]>('/admin/users');
    const admins = staff.filter((u) => u.role === 'admin');
    expect(admins).toHaveLength(1);
    const [admin] = admins;
    const page = await signedInPage(token);
    allowConsoleError(/status of 400/);
    await openAdmin(page, '/admin/access', 'User Access');
    const role = page.getByRole('combobox', { name: `Role of ${admin!.name}` });
    await role.selectOption('editor');
    // It is the signed-in admin's own row, so the page asks first.
    await page
      .getByRole('dialog', { name: 'Change your own role?' })
      .getByRole('button', { name: 'Change my role' })
      .click();
    await expect
      .poll(() => page.getByText('The store must keep at least one admin.').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect(role).toHaveValue('admin');
  });

  test('resends a pending invitation and then withdraws it', async ({ signedInPage }) => {
    const email = `e2e-pending-${Date.now()}@wallcraft.test`;
    await callApi('/admin/users/invite', {
      method: 'POST',
      token,
      body: { name: 'Pending Patel', email, role: 'viewer' },
      status: 201,
    });
    const page = await signedInPage(token, { width: 390, height: 844 });
    await openAdmin(page, '/admin/access', 'User Access');
    const row = page.getByRole('row').filter({ hasText: 'Pending Patel' });
    await expect(row.getByText('Invite pending')).toBeVisible({ timeout: 15_000 });

    await row.getByRole('button', { name: 'Resend invitation to Pending Patel' }).click();
    await page.getByText(`A new invitation was sent to ${email}.`).waitFor();
    const outbox = await outboxTo(email, token);
    expect(outbox.filter((m) => m.kind === 'staff-invite')).toHaveLength(2);

    await row.getByRole('button', { name: 'Remove Pending Patel' }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw this invitation?' })
      .getByRole('button', { name: 'Withdraw invitation' })
      .click();
    await page.getByText('Pending Patel no longer has access to the dashboard.').waitFor();
    await expect(row).toHaveCount(0);
    const staff = await apiGet<StaffUser[]>('/admin/users');
    expect(staff.map((u) => u.email)).not.toContain(email);
    // No one may remove themselves: the signed-in admin's row offers no Remove.
    const me = staff.find((u) => u.email === adminEmail);
    await expect(page.getByRole('button', { name: `Remove ${me!.name}` })).toHaveCount(0);
  });

  test('shows analytics for chosen dates, kept in the URL across a reload', async ({ signedInPage }) => {
    const page = await signedInPage(token);
    await openAdmin(page, '/admin/analytics', 'Analytics');
    await expect(page.getByText(/previous 30 days/)).toHaveCount(3, { timeout: 15_000 });
    await page.getByRole('combobox', { name: 'Time period' }).selectOption('custom');
    await expect(page.getByLabel('From')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const answered = page.waitForResponse(
      (res) => res.url().includes('/api/admin/analytics?from=2024-01-01') && res.url().includes('to='),
    );
    await page.getByLabel('From').fill('2024-01-01');
    // Until the end moves too, the range is over a year: the page says so and asks the server nothing.
    await page.getByText('A date range may cover at most 366 days').waitFor();
    await page.getByLabel('To').fill('2024-01-10');
    expect((await answered).status()).toBe(200);
    await expect(page.getByText(/previous 10 days/)).toHaveCount(3, { timeout: 15_000 });
    expect(new URL(page.url()).search).toBe('?from=2024-01-01&to=2024-01-10');
    await page.reload();
    await expect(page.getByText(/previous 10 days/)).toHaveCount(3, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Clear dates' }).click();
    await expect(page.getByText(/previous 30 days/)).toHaveCount(3, { timeout: 15_000 });
  });

  test('shows analytics cards with growth from the server and switches the period', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(token);
    await openAdmin(page, '/admin/analytics', 'Analytics');
    for (const label of ['Total revenue', 'Total orders', 'New customers']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect
      .poll(() => page.getByText(/vs previous 30 days|nothing in the previous 30 days/).count())
      .toBe(3);
    const period = page.getByRole('combobox', { name: 'Time period' });
    await expect(period).toHaveValue('30');
    const answered = page.waitForResponse((res) => res.url().includes('/api/admin/analytics?period=7'));
    await period.selectOption('7');
    expect((await answered).status()).toBe(200);
    await expect
      .poll(() => page.getByText(/vs previous 7 days|nothing in the previous 7 days/).count())
      .toBe(3);
  });

  test('opens every sub-page on a phone without errors', async ({ signedInPage }) => {
    const page = await signedInPage(token, { width: 390, height: 844 });
    const pages: [string, string][] = [
      ['/admin/abandoned-carts', 'Abandoned Carts'],
      ['/admin/insights', 'Product Insights'],
      ['/admin/requests', 'Requests & Messages'],
      ['/admin/outbox', 'E-mail Outbox'],
      ['/admin/returns', 'Returns & Exchanges'],
      ['/admin/reviews', 'Reviews'],
      ['/admin/audit-log', 'Audit Log'],
    ];
    for (const [pathname, heading] of pages) {
      await openAdmin(page, pathname, heading);
      await expect
        .poll(() => page.locator('[aria-busy="true"], .animate-pulse').count(), { timeout: 15_000 })
        .toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${pathname} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // The audit log recorded what the earlier tests did.
    await page.goto('/admin/audit-log');
    await expect
      .poll(() => page.getByText('Arranged a collection').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
  });

  test('saves search synonyms that the storefront search uses at once', async ({ newPage, signedInPage }) => {
    const starter = await apiGet<{ groups: string[][] }>('/admin/search-synonyms');
    const page = await signedInPage(token);
    await openAdmin(page, '/admin/synonyms', 'Search Synonyms');
    const field = page.getByRole('textbox', { name: 'Synonym groups' });
    await expect.poll(() => field.inputValue()).toContain('leaf, tropical, botanical');
    await field.fill(`${await field.inputValue()}\nVelvety, washable`);
    await page.getByRole('button', { name: 'Save synonyms' }).click();
    await expect
      .poll(() => page.getByText(`Saved ${starter.groups.length + 1} synonym groups`).isVisible())
      .toBe(true);
    try {
      const washable = await callApi<Product[]>('/products?search=washable');
      expect(washable.length).toBeGreaterThan(0);
      expect(await callApi<Product[]>('/products?search=velvety')).toEqual(washable);
      const shopper = await newPage();
      await shopper.goto('/products?search=velvety');
      await expect(shopper.getByText(washable[0]!.name).first()).toBeVisible();
    } finally {
      await callApi('/admin/search-synonyms', { method: 'PUT', token, body: starter, status: 200 });
    }
  });
});

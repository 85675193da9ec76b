import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

let tmpDir: string;
let pngFile: string;
let fakePng: string;

test.beforeAll(async () => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-e2e-upload-'));
  pngFile = path.join(tmpDir, 'my-wall.png');
  await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c9a46a' } })
    .png()
    .toFile(pngFile);
  fakePng = path.join(tmpDir, 'x.png');
  fs.writeFileSync(fakePng, 'this is text, not an image');
});
test.afterAll(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

const form = (page: Page) => page.locator('#request');
const stepTitle = (page: Page, name: string) => form(page).getByRole('heading', { level: 3, name });
const next = (page: Page) => form(page).getByRole('button', { name: 'Next' }).click();
const visible = (page: Page, text: string) => form(page).getByText(text, { exact: true }).waitFor();
/** Messages clear as the fields are corrected; waiting for that keeps Next from moving under the click. */
const gone = (page: Page, text: string) =>
  form(page).getByText(text, { exact: true }).waitFor({ state: 'detached' });

async function fillContact(page: Page) {
  await form(page).getByLabel('Full name').fill('Meera Iyer');
  await form(page).getByLabel('Email').fill('meera.e2e@example.com');
  await form(page).getByLabel('Phone number').fill('+91 98450 12345');
}

async function openForm(page: Page) {
  await page.goto('/custom-design');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await stepTitle(page, 'How can we reach you?').waitFor();
}

test.describe('custom design request', () => {
  test('validates each step, then sends the request with a sample and an uploaded image', async ({
    newPage,
  }) => {
    const page = await newPage({ width: 390, height: 844 });
    await openForm(page);

    // Step 1: Next with empty fields shows the required messages and stays.
    await next(page);
    for (const message of ['Name is required', 'Email is required', 'Phone number is required'])
      await visible(page, message);
    await expect(stepTitle(page, 'How can we reach you?')).toBeVisible();
    await form(page).getByLabel('Email').fill('not-an-email');
    await next(page);
    await visible(page, 'Invalid email');
    await fillContact(page);
    for (const message of ['Name is required', 'Invalid email', 'Phone number is required'])
      await gone(page, message);
    await next(page);

    // Step 2: project details; an emptied number input reads as missing, not as NaN.
    await stepTitle(page, 'About your wall').waitFor();
    await next(page);
    for (const message of ['Room type is required', 'Width is required', 'Height is required'])
      await visible(page, message);
    await form(page).getByLabel('Room type').selectOption('Bedroom');
    await form(page).getByLabel('Wall width').fill('0');
    await form(page).getByLabel('Wall height').fill('9.5');
    await next(page);
    await visible(page, 'Width must be positive');
    await form(page).getByLabel('Wall width').fill('12');
    await gone(page, 'Width must be positive');
    await form(page).getByText('Wall area:').waitFor();
    await expect(form(page).getByText('114 sq ft')).toBeVisible();
    await next(page);

    // Step 3: style and budget cards.
    await stepTitle(page, 'Style and budget').waitFor();
    await next(page);
    await visible(page, 'Style preference is required');
    await visible(page, 'Budget range is required');
    await form(page).locator('label', { hasText: 'Botanical & Nature' }).click();
    await form(page).locator('label', { hasText: '$1,000 - $2,500' }).click();
    await gone(page, 'Budget range is required');
    await next(page);

    // Step 4: description and inspiration.
    await stepTitle(page, 'Describe your vision').waitFor();
    await form(page).getByRole('button', { name: 'Submit Request' }).click();
    await visible(page, 'Project description is required');
    await form(page)
      .getByLabel('Project description')
      .fill('A leafy mural behind the bed with gold-foiled veins.');
    const sample = form(page).getByRole('button', { name: /Tropical bedroom/ });
    await sample.click();
    await expect(sample).toHaveAttribute('aria-pressed', 'true');

    const uploaded = page.waitForResponse(
      (res) => res.url().endsWith('/api/uploads/inspiration') && res.request().method() === 'POST',
    );
    await form(page).getByLabel('Upload images').setInputFiles(pngFile);
    expect((await uploaded).status()).toBe(201);
    await form(page).getByRole('img', { name: 'Your uploaded image 1' }).waitFor();
    // 320 px across a 12 ft wall is about 2 pixels an inch: the shopper is told before the studio has to ask.
    await expect
      .poll(() => form(page).getByTestId('low-resolution').textContent())
      .toBe(
        'Uploaded image 1 (320 × 240 px): This picture would print at 2 pixels per inch on your wall; below 100 it looks soft. Please send a larger file if you have one.',
      );

    // Previous keeps what was entered.
    await form(page).getByRole('button', { name: 'Previous' }).click();
    await stepTitle(page, 'Style and budget').waitFor();
    await expect(form(page).getByRole('radio', { name: 'Botanical & Nature' })).toBeChecked();
    await next(page);

    const sent = page.waitForResponse(
      (res) => res.url().endsWith('/api/custom-design') && res.request().method() === 'POST',
    );
    await form(page).getByRole('button', { name: 'Submit Request' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as { inspirationImages: string[]; dimensions: object };
    expect(body.dimensions).toEqual({ width: 12, height: 9.5 });
    expect(body.inspirationImages[0]).toBe('/images/inspiration-1.webp');
    expect(body.inspirationImages[1]).toMatch(/^\/images\/uploads-[0-9a-f-]{36}\.webp$/);

    await form(page).getByRole('heading', { name: 'Request Submitted!' }).waitFor();
    const summary = await form(page).locator('dl').innerText();
    for (const fact of ['Bedroom', '12 ft × 9.5 ft', 'Botanical & Nature', '$1,000 - $2,500', '2 images'])
      expect(summary).toContain(fact);
    await expect(form(page).getByRole('link', { name: 'Browse wallpapers' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  test('refuses a text file named x.png with the server’s message', async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 400/);
    await openForm(page);
    await fillContact(page);
    await next(page);
    await form(page).getByLabel('Room type').selectOption('Office');
    await form(page).getByLabel('Wall width').fill('10');
    await form(page).getByLabel('Wall height').fill('8');
    await next(page);
    await form(page).locator('label', { hasText: 'Scandinavian' }).click();
    await form(page).locator('label', { hasText: 'Under $500' }).click();
    await next(page);
    await form(page).getByLabel('Upload images').setInputFiles(fakePng);
    await form(page).getByRole('alert').getByText('Images must be JPEG, PNG or WebP up to 5 MB').waitFor();
    expect(
      await form(page)
        .getByRole('img', { name: /Your uploaded image/ })
        .count(),
    ).toBe(0);
  });

  test('shows the server’s message when sending fails, and keeps the form', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 429/);
    await page.route('**/api/custom-design', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests. Please try again in a little while.' }),
      }),
    );
    await openForm(page);
    await fillContact(page);
    await next(page);
    await form(page).getByLabel('Room type').selectOption('Kitchen');
    await form(page).getByLabel('Wall width').fill('8');
    await form(page).getByLabel('Wall height').fill('7');
    await next(page);
    await form(page).locator('label', { hasText: 'Modern Minimalist' }).click();
    await form(page).locator('label', { hasText: 'Above $5,000' }).click();
    await next(page);
    await form(page).getByLabel('Project description').fill('Backsplash wall in a washable finish.');
    await form(page).getByRole('button', { name: 'Submit Request' }).click();
    await form(page)
      .getByRole('alert')
      .getByText('Too many requests. Please try again in a little while.')
      .waitFor();
    await expect(stepTitle(page, 'Describe your vision')).toBeVisible();
    await expect(form(page).getByLabel('Project description')).toHaveValue(
      'Backsplash wall in a washable finish.',
    );
  });
});

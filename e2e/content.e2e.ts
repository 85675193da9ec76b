import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function open(page: Page, url: string, heading: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const main = await page.locator('main').innerText();
  return main;
}

test.describe('content pages', () => {
  for (const [url, title, heading, facts] of [
    [
      '/about',
      'About Us',
      'Walls crafted by hand, since 2009',
      ['Craftline Interiors', '2009', '2024', 'Meet the team', 'Quality you can check'],
    ],
    [
      '/privacy',
      'Privacy Policy',
      'Privacy Policy',
      [
        '19 July 2025',
        'WhatsApp',
        'STOP',
        'Access',
        'Correct',
        'Delete',
        'support@wallcraft.in',
        '+91 98765 43210',
      ],
    ],
    [
      '/returns',
      'Return & Exchange Policy',
      'Return & Exchange Policy',
      ['Made to order', '7 days', 'photos', 'refund'],
    ],
    ['/shipping', 'Shipping', 'Shipping', ['Rs. 3999', '3–7 days', 'installation', 'tracking']],
    [
      '/terms',
      'Terms',
      'Terms',
      ['Indian rupees (INR)', 'Custom and made-to-order items', 'Intellectual property', 'laws of India'],
    ],
    [
      '/contact',
      'Contact Us',
      'We’d love to hear from you',
      ['support@wallcraft.in', 'Mon-Fri 9AM-6PM', '24 hours'],
    ],
  ] as const) {
    test(`${url} shows its heading, title and key facts`, async ({ newPage }) => {
      const page = await newPage({ width: 390, height: 844 });
      await open(page, url, heading);
      // Contact details arrive with the store's settings, a moment after the heading.
      for (const fact of facts) {
        await expect(page.locator('main'), fact).toContainText(fact, { useInnerText: true });
      }
      await expect(page).toHaveTitle(`${title} | Wallcraft`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBe('');
    });
  }

  test('links the About page to the collection and to custom design', async ({ page }) => {
    await open(page, '/about', 'Walls crafted by hand, since 2009');
    await page.getByRole('link', { name: 'Start a custom design' }).click();
    await page.waitForURL('**/custom-design');
    await page.goBack();
    await page.getByRole('link', { name: 'Shop wallpapers' }).click();
    await page.waitForURL('**/products');
  });

  test('checks the contact form, sends it and thanks the sender', async ({ newPage }) => {
    const page = await newPage({ width: 390, height: 844 });
    await open(page, '/contact', 'We’d love to hear from you');
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ])
      await page.getByText(message, { exact: true }).waitFor();
    await page.getByLabel('Name').fill('Arjun Mehta');
    await page.getByLabel('Email').fill('arjun@');
    await page.getByLabel('Subject').fill('Installation in Pune');
    await page.getByLabel('Message', { exact: true }).fill('Do you install in Pune?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Invalid email', { exact: true }).waitFor();
    await page.getByLabel('Email').fill('arjun.e2e@example.com');
    const sent = page.waitForResponse((res) => res.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).status()).toBe(201);
    await page.getByText('Thank you! We will get back to you within 24 hours.').waitFor();
  });

  test('shows the server’s message when the contact form cannot be sent', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 503/);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Mail is down' }),
      }),
    );
    await open(page, '/contact', 'We’d love to hear from you');
    await page.getByLabel('Name').fill('Arjun');
    await page.getByLabel('Email').fill('arjun@example.com');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message', { exact: true }).fill('Hi there');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').getByText('Mail is down').waitFor();
  });
});

test.describe('accessibility', () => {
  test('finds no serious or critical axe violations on custom design, at its first and last steps', async ({
    page,
    axe,
  }) => {
    await page.goto('/custom-design');
    const form = page.locator('#request');
    await form.getByRole('heading', { name: 'How can we reach you?' }).waitFor();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Name is required', { exact: true }).waitFor();
    await axe.expectNoSeriousViolations(page);

    await form.getByLabel('Full name').fill('Asha');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Phone number').fill('9876543210');
    await form.getByText('Phone number is required', { exact: true }).waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Room type').selectOption('Hallway');
    await form.getByLabel('Wall width').fill('6');
    await form.getByLabel('Wall height').fill('9');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.locator('label', { hasText: 'Bohemian' }).click();
    await form.locator('label', { hasText: '$500 - $1,000' }).click();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('heading', { name: 'Describe your vision' }).waitFor();
    await form.getByRole('button', { name: /Starry ceiling/ }).click();
    await axe.expectNoSeriousViolations(page);
  });

  for (const url of ['/about', '/privacy', '/returns', '/shipping', '/terms', '/contact']) {
    test(`finds no serious or critical axe violations on ${url}`, async ({ page, axe }) => {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await axe.expectNoSeriousViolations(page);
    });
  }
});

import { expect, test } from './support/fixtures';
import type { Product } from '../src/domain/product';
import { BUYERS_ONLY_MESSAGE, type AdminReviewList, type ReviewList } from '../src/domain/review';
import { callApi, newCustomer } from './support/api';
import { signInAsStaff, staffToken } from './support/staff';

/** Issue 26 item 13 (decision 051): staff hide and answer reviews; only buyers review by default. */

const SHOTS = process.env.SCREENSHOT_DIR;

/** A seeded product with at least three reviews, and its reviews as staff see them. */
async function reviewedProduct() {
  const products = await callApi<Product[]>('/products?limit=60');
  const product = products.find((p) => p.reviews >= 3);
  if (!product) throw new Error('the seed reviewed no product three times');
  const token = await staffToken();
  const { reviews } = await callApi<AdminReviewList>(
    `/admin/reviews?productId=${product.id}&status=visible`,
    {
      token,
    },
  );
  return { product, reviews, token };
}

test.describe('the admin Reviews page', () => {
  test('hides and shows a review, which leaves and rejoins the rating, and publishes an answer on the product page', async ({
    newPage,
  }) => {
    const { product, reviews } = await reviewedProduct();
    const [hidden, answered] = reviews;
    const page = await newPage({ width: 1440, height: 900 });
    await signInAsStaff(page);
    await page.getByRole('link', { name: 'Reviews' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    expect(
      await page.getByRole('switch', { name: 'Only buyers may review' }).getAttribute('aria-checked'),
    ).toBe('true');
    // Filter to the product from its name in the list.
    await page.goto(`/admin/reviews?product=${product.id}`);
    const table = page.getByRole('table', { name: 'Reviews' });
    await table.getByText(hidden!.text.slice(0, 40)).first().waitFor();
    await expect(table.getByRole('row')).toHaveCount(product.reviews + 1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-reviews-1440.png`, fullPage: true });

    const before = await callApi<ReviewList>(`/products/${product.id}/reviews`);
    await page
      .getByRole('button', { name: `Hide the review by ${hidden!.author.name} of ${product.name}` })
      .click();
    await page.getByText('Review hidden from the shop').waitFor();
    await expect
      .poll(async () => (await callApi<ReviewList>(`/products/${product.id}/reviews`)).count)
      .toBe(before.count - 1);
    const after = await callApi<ReviewList>(`/products/${product.id}/reviews`);
    expect(after.reviews.map((r) => r.id)).not.toContain(hidden!.id);
    expect((await callApi<Product>(`/products/${product.id}`)).reviews).toBe(before.count - 1);

    await page.getByRole('button', { name: 'Hidden', exact: true }).click();
    await table
      .getByRole('button', { name: `Show the review by ${hidden!.author.name} of ${product.name}` })
      .click();
    await page.getByText('The review shows on the product page again').waitFor();
    await expect
      .poll(async () => (await callApi<ReviewList>(`/products/${product.id}/reviews`)).count)
      .toBe(before.count);

    const answer = `Thank you for the photos of your wall! (${Date.now()})`;
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page
      .getByRole('button', { name: `Answer the review by ${answered!.author.name} of ${product.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Answer the review' });
    await dialog.getByLabel('Your answer').fill(answer);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-answer-1440.png` });
    await dialog.getByRole('button', { name: 'Publish answer' }).click();
    await page.getByText('Answer published under the review').waitFor();
    await table.getByText(answer).waitFor();

    // In the server's HTML, before any script runs, and on the page in a phone's browser.
    const html = await (await page.request.get(`/products/${product.id}`)).text();
    expect(html.replace(/<!-- -->/g, '')).toContain(answer);
    const shopper = await newPage({ width: 390, height: 844 });
    await shopper.goto(`/products/${product.id}#reviews`);
    const item = shopper.getByRole('listitem').filter({ hasText: answered!.text.slice(0, 40) });
    await item.getByText(answer).waitFor();
    await expect(item.getByText(/^Reply from /)).toBeVisible();
    if (SHOTS) {
      await item.scrollIntoViewIfNeeded();
      await shopper.screenshot({ path: `${SHOTS}/product-answer-390.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/admin-reviews-390.png`, fullPage: true });
      await shopper.goto('/products');
      await shopper.getByRole('article').nth(2).scrollIntoViewIfNeeded();
      await shopper.screenshot({ path: `${SHOTS}/listing-390.png` });
    }
  });
});

test.describe('reviews by buyers only', () => {
  test('tells a shopper who never bought the design that only buyers review it', async ({
    signedInPage,
    allowConsoleError,
  }) => {
    allowConsoleError(/403/);
    const { product } = await reviewedProduct();
    const { token } = await newCustomer('Neha Kulkarni', { label: 'non-buyer' });
    const page = await signedInPage(token);
    await page.goto(`/products/${product.id}`);
    await page.getByText('Reviews are written by customers who bought this design.').waitFor();
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
      .click();
    await page.getByLabel('Your review').fill('I have not bought it but I like the look of it.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('alert').filter({ hasText: BUYERS_ONLY_MESSAGE }).waitFor();
  });
});

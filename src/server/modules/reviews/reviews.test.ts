import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Product } from '../../../domain/product';
import type { OrderStatus } from '../../../domain/order-status';
import type { ReviewCreated, ReviewList } from '../../../domain/review';
import { appState, orderItems, orders, products, reviews, users } from '../../db/schema';
import { generateCatalog } from '../../seed/catalog';
import { insertCatalog } from '../../seed/seed';
import { createTestApp, type TestContext } from '../../test/helpers';
import { SEED_CUSTOMERS, SEED_REVIEWED_PRODUCTS, seedReviews } from './seed';
import { reviewerName } from './service';

let t: TestContext;
let productIds: string[] = [];
const UNKNOWN_ID = '0190f5a0-0000-7000-8000-000000000000';
const tokens: Record<'meera' | 'kabir' | 'sana', string> = { meera: '', kabir: '', sana: '' };
const NAMES = { meera: 'Meera Krishnan', kabir: 'Kabir Das', sana: 'Sana' } as const;

/**
 * A real customer, registered through the API. Meera also logs in, exactly as the storefront does; the
 * others keep the session registration gives them, which spares a password hash each on a busy machine.
 */
async function customer(who: keyof typeof tokens) {
  const email = `${who}@example.com`;
  const password = 'review-pass-1';
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: NAMES[who], email, password },
  });
  expect(registered.statusCode).toBe(201);
  tokens[who] = registered.json<{ token: string }>().token;
  if (who !== 'meera') return;
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(login.statusCode).toBe(200);
  tokens[who] = login.json<{ token: string }>().token;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalog(t.db, generateCatalog(126));
  productIds = (await t.db.select({ id: products.id }).from(products).orderBy(asc(products.skuId))).map(
    (p) => p.id,
  );
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) await customer(who);
  // These tests are about writing reviews; who may write them is moderation.test.ts's (decision 051).
  await t.db.insert(appState).values({ key: 'store-settings', value: { reviewsBuyersOnly: false } });
});
afterAll(() => t.close());

const list = (productId: string) =>
  t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews` });
const post = (productId: string, payload: unknown, who?: keyof typeof tokens) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    payload: payload as Record<string, unknown>,
  });
const product = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();

describe('GET /api/products/:id/reviews', () => {
  it('shows the new-product defaults, 4.5 and 0, before anyone has reviewed', async () => {
    const res = await list(productIds[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reviews: [], rating: 4.5, count: 0, buyersOnly: false });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await list(UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
    const malformed = await list('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe('id must be a valid id');
  });
});

describe('POST /api/products/:id/reviews', () => {
  const good = { rating: 4, text: 'Beautiful print and the fitting team was careful.' };

  it('answers 401 without a session, before looking at the body', async () => {
    const res = await post(productIds[1]!, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.' });
    const badToken = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productIds[1]}/reviews`,
      headers: { authorization: 'Bearer not-a-real-token' },
      payload: good,
    });
    expect(badToken.statusCode).toBe(401);
  });

  it.each([
    [{ text: good.text }, 'Rating must be from 1 to 5'],
    [{ rating: 0, text: good.text }, 'Rating must be from 1 to 5'],
    [{ rating: 6, text: good.text }, 'Rating must be from 1 to 5'],
    [{ rating: 4.5, text: good.text }, 'Rating must be from 1 to 5'],
    [{ rating: '5', text: good.text }, 'Rating must be from 1 to 5'],
    [{ rating: 5 }, 'Please write at least 10 characters'],
    [{ rating: 5, text: 'Too short' }, 'Please write at least 10 characters'],
    [{ rating: 5, text: '   nice one   ' }, 'Please write at least 10 characters'],
    [{ rating: 5, text: 'x'.repeat(2001) }, 'Please keep your review to 2000 characters or fewer'],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const res = await post(productIds[1]!, payload, 'meera');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await post(UNKNOWN_ID, good, 'meera');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found' });
  });

  it('stores a trimmed review under the first name and last initial and updates the product', async () => {
    const res = await post(productIds[1]!, { rating: 4, text: `  ${good.text}  ` }, 'meera');
    expect(res.statusCode).toBe(201);
    const body = res.json<ReviewCreated>();
    expect(body).toEqual({
      review: {
        id: expect.any(String),
        rating: 4,
        text: good.text,
        name: 'Meera K.',
        verified: false,
        createdAt: expect.any(String),
        answer: null,
      },
      rating: 4,
      count: 1,
    });
    expect(body.review).not.toHaveProperty('userId');
    const p = await product(productIds[1]!);
    expect([p.rating, p.reviews]).toEqual([4, 1]);
  });

  it('accepts exactly 10 and exactly 2000 characters', async () => {
    expect((await post(productIds[2]!, { rating: 5, text: '0123456789' }, 'meera')).statusCode).toBe(201);
    expect((await post(productIds[3]!, { rating: 1, text: 'y'.repeat(2000) }, 'meera')).statusCode).toBe(201);
  });

  it('refuses a second review of the same product with 409 and changes nothing', async () => {
    const res = await post(productIds[1]!, { rating: 1, text: 'Changed my mind about this one.' }, 'meera');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'You have already reviewed this product' });
    const p = await product(productIds[1]!);
    expect([p.rating, p.reviews]).toEqual([4, 1]);
  });

  it('keeps one review when the same customer submits twice at once', async () => {
    const payload = { rating: 3, text: 'Submitted twice by a double tap.' };
    const [a, b] = await Promise.all([
      post(productIds[4]!, payload, 'kabir'),
      post(productIds[4]!, payload, 'kabir'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.productId, productIds[4]!));
    expect(row?.n).toBe(1);
  });

  it('averages to one decimal, counts every review, and lists them newest first', async () => {
    await post(productIds[1]!, { rating: 5, text: 'Second review, from Kabir, five stars.' }, 'kabir');
    const third = await post(
      productIds[1]!,
      { rating: 5, text: 'Third review from Sana, also lovely.' },
      'sana',
    );
    expect(third.json<ReviewCreated>()).toMatchObject({ rating: 4.7, count: 3, review: { name: 'Sana' } });
    const res = await list(productIds[1]!);
    const body = res.json<ReviewList>();
    expect(body.rating).toBe(4.7);
    expect(body.count).toBe(3);
    expect(body.reviews.map((r) => r.name)).toEqual(['Sana', 'Kabir D.', 'Meera K.']);
    expect(Object.keys(body.reviews[0]!).sort()).toEqual([
      'answer',
      'createdAt',
      'id',
      'name',
      'rating',
      'text',
      'verified',
    ]);
    const p = await product(productIds[1]!);
    expect([p.rating, p.reviews]).toEqual([4.7, 3]);
  });
});

describe('verified purchase', () => {
  let orderNo = 0;
  async function buy(who: keyof typeof tokens, productId: string, status: OrderStatus) {
    orderNo += 1;
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${who}@example.com`));
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: user!.id,
        status,
        providerOrderId: `order_review_${orderNo}`,
        shippingInfo: {
          name: NAMES[who],
          address: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zip: '560001',
          phone: '9876543210',
          email: `${who}@example.com`,
        },
        subtotalPaise: 10_000,
        shippingPaise: 0,
        taxPaise: 800,
        totalPaise: 10_800,
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      productId,
      name: 'Bought wallpaper',
      kind: 'rolls',
      installation: false,
      quantity: 1,
      unitRatePaise: 10_000,
      unitAmountPaise: 10_000,
      lineTotalPaise: 10_000,
    });
  }

  it('marks a review verified when the customer has a paid order with the product, and only then', async () => {
    const [bought, cancelled] = [productIds[5]!, productIds[6]!];
    await buy('kabir', bought, 'delivered');
    await buy('kabir', cancelled, 'cancelled');
    await buy('sana', cancelled, 'pending');
    const text = 'Went up in the study last weekend, looks great.';

    const byBuyer = await post(bought, { rating: 5, text }, 'kabir');
    expect(byBuyer.json<ReviewCreated>().review.verified).toBe(true);
    const byOther = await post(bought, { rating: 4, text }, 'meera');
    expect(byOther.json<ReviewCreated>().review.verified).toBe(false);
    const afterCancel = await post(cancelled, { rating: 3, text }, 'kabir');
    expect(afterCancel.json<ReviewCreated>().review.verified).toBe(false);
    const unpaid = await post(cancelled, { rating: 3, text }, 'sana');
    expect(unpaid.json<ReviewCreated>().review.verified).toBe(false);

    const listed = (await list(bought)).json<ReviewList>().reviews;
    expect(listed.map((r) => [r.name, r.verified])).toEqual([
      ['Meera K.', false],
      ['Kabir D.', true],
    ]);
  });
});

describe('reviewerName', () => {
  it.each([
    ['Priya Sharma', 'Priya S.'],
    ['  asha   rao  ', 'asha R.'],
    ['Anil Kumar Verma', 'Anil V.'],
    ['Madhubala', 'Madhubala'],
  ])('%j → %j', (full, shown) => expect(reviewerName(full)).toBe(shown));
});

describe('seedReviews', () => {
  it('adds password-less customers and 2–4 reviews on about 30 products, with ratings to match, once', async () => {
    const first = await seedReviews(t.db);
    expect(first.customers).toBe(SEED_CUSTOMERS.length);
    expect(first.products).toBe(SEED_REVIEWED_PRODUCTS);
    const emails = SEED_CUSTOMERS.map((c) => c.email);
    const seeded = await t.db.select().from(users).where(inArray(users.email, emails));
    expect(seeded).toHaveLength(6);
    expect(seeded.every((u) => u.passwordHash === null && u.role === 'customer')).toBe(true);

    const perProduct = await t.db
      .select({
        productId: reviews.productId,
        n: sql<number>`count(*)::int`,
        avg: sql<number>`round(avg(${reviews.rating})::numeric, 1)::float8`,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(inArray(users.email, emails))
      .groupBy(reviews.productId);
    expect(perProduct).toHaveLength(SEED_REVIEWED_PRODUCTS);
    expect(perProduct.every((r) => r.n >= 2 && r.n <= 4)).toBe(true);
    for (const row of perProduct.slice(0, 10)) {
      const p = await product(row.productId);
      // Products our customers also reviewed above count those too; the rest match the seed alone.
      if (!productIds.slice(1, 7).includes(row.productId)) {
        expect([p.rating, p.reviews]).toEqual([row.avg, row.n]);
      }
    }

    const again = await seedReviews(t.db);
    expect(again.reviews).toBe(0);
    const [total] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(inArray(users.email, emails));
    expect(total?.n).toBe(6);
  });

  it('leaves seed customers unable to log in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SEED_CUSTOMERS[0].email, password: 'anything-at-all' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toBe('Invalid email or password');
  });
});

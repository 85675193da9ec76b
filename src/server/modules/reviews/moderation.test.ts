import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Product } from '../../../domain/product';
import {
  BUYERS_ONLY_MESSAGE,
  type AdminReview,
  type AdminReviewList,
  type ReviewList,
} from '../../../domain/review';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import type { OrderStatus } from '../../../domain/order-status';
import { auditLog } from '../../db/schema';
import { bearer, createAdminTestApp, type AdminTestApp, type Person } from '../../test/store-fixtures';
import { createSession } from '../auth/service';
import { pageMeta } from '../seo/service';

/** Decision 051: only buyers review (a setting admins choose), and staff hide and answer reviews. */

let t: AdminTestApp;
let productIds: string[];
let n = 0;

beforeAll(async () => {
  t = await createAdminTestApp(6);
  productIds = t.products.map((p) => p.id);
});
afterAll(() => t.close());

/** A shopper with a session, and optionally an order of `status` holding the product. */
async function shopper(productId?: string, status: OrderStatus = 'paid'): Promise<Person> {
  n += 1;
  const user = await t.createCustomer(`Shopper Number${n}`);
  if (productId)
    await t.createOrder({
      userId: user.id,
      status,
      items: [{ productId, name: 'Bought design', quantity: 1, lineTotalPaise: 9900 }],
    });
  return { id: user.id, email: user.email, token: await createSession(t.db, user.id) };
}

const review = (productId: string, who: Person, rating = 5) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: bearer(who),
    payload: { rating, text: `Lovely on our wall, review number ${++n}.` },
  });
const settings = (reviewsBuyersOnly: boolean, who: Person = t.people.admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/store-settings',
    headers: bearer(who),
    payload: { reviewsBuyersOnly },
  });
const moderate = (id: string, payload: object, who: Person = t.people.editor) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${id}`, headers: bearer(who), payload });
const publicList = async (productId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews` })).json<ReviewList>();
const product = async (productId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json<Product>();
const adminList = async (query: string, who: Person = t.people.viewer) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/reviews?${query}`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return res.json<AdminReviewList>();
};

describe('only buyers may review', () => {
  it('is on in a new store: a shopper who never bought the design is refused with 403 and why', async () => {
    const [productId] = productIds;
    expect((await publicList(productId!)).buyersOnly).toBe(true);
    const res = await review(productId!, await shopper());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: BUYERS_ONLY_MESSAGE });
    expect((await publicList(productId!)).count).toBe(0);
  });

  it.each(['paid', 'shipped', 'delivered', 'completed'] as const)(
    'lets a shopper with a %s order of the design review it, as a verified purchase',
    async (status) => {
      const productId = productIds[1]!;
      const res = await review(productId, await shopper(productId, status));
      expect(res.statusCode).toBe(201);
      expect(res.json<{ review: { verified: boolean } }>().review.verified).toBe(true);
    },
  );

  it.each(['pending', 'cancelled', 'refunded'] as const)(
    'refuses a shopper whose only order of the design is %s',
    async (status) => {
      const res = await review(productIds[1]!, await shopper(productIds[1], status));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: BUYERS_ONLY_MESSAGE });
    },
  );

  it('refuses a buyer of another design', async () => {
    const res = await review(productIds[2]!, await shopper(productIds[1]));
    expect(res.statusCode).toBe(403);
  });

  it('is turned off and on by an admin only, audited, and off lets any signed-in customer review', async () => {
    for (const who of [t.people.editor, t.people.viewer]) {
      const refused = await settings(false, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.settingsAdminOnly });
    }
    const asCustomer = await settings(false, t.people.customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ message: 'You do not have permission to do that.' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/store-settings',
      headers: bearer(t.people.admin),
      payload: { reviewsBuyersOnly: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('reviewsBuyersOnly must be true or false');

    const off = await settings(false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ reviewsBuyersOnly: false });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/store-settings',
      headers: bearer(t.people.viewer),
    });
    expect(read.json()).toEqual({ reviewsBuyersOnly: false });
    expect((await publicList(productIds[2]!)).buyersOnly).toBe(false);
    const anyone = await review(productIds[2]!, await shopper());
    expect(anyone.statusCode).toBe(201);
    expect(anyone.json<{ review: { verified: boolean } }>().review.verified).toBe(false);

    expect((await settings(true)).statusCode).toBe(200);
    expect((await review(productIds[2]!, await shopper())).statusCode).toBe(403);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store-settings.update'), eq(auditLog.actorId, t.people.admin.id)));
    expect(entries.map((e) => e.details)).toEqual([
      { from: { reviewsBuyersOnly: true }, to: { reviewsBuyersOnly: false } },
      { from: { reviewsBuyersOnly: false }, to: { reviewsBuyersOnly: true } },
    ]);
  });
});

describe('hiding and answering reviews', () => {
  let productId: string;
  let low: string;

  beforeAll(async () => {
    productId = productIds[3]!;
    // Three buyers: 5, 5 and 2 stars, an average of 4.0.
    for (const rating of [5, 5, 2]) {
      const res = await review(productId, await shopper(productId), rating);
      expect(res.statusCode).toBe(201);
      if (rating === 2) low = res.json<{ review: { id: string } }>().review.id;
    }
  });

  it('lists every review to staff with its product, author and state, newest first', async () => {
    const { reviews, total } = await adminList(`productId=${productId}`);
    expect(total).toBe(3);
    expect(reviews[0]).toMatchObject({
      id: low,
      product: { id: productId },
      rating: 2,
      author: { name: expect.stringMatching(/^Shopper Number/), email: expect.stringContaining('@') },
      verified: true,
      hidden: null,
      answer: null,
      answered: null,
    });
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: bearer(t.people.customer),
    });
    expect(customer.statusCode).toBe(403);
  });

  it('refuses viewers and customers the changes, and answers 404 and 400 for what is not there or not said', async () => {
    for (const who of [t.people.viewer, t.people.customer]) {
      const res = await moderate(low, { hidden: true }, who);
      expect(res.statusCode).toBe(403);
    }
    const unknown = await moderate('0190f5a0-0000-7000-8000-000000000000', { hidden: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Review not found.' });
    const empty = await moderate(low, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain('Say whether to hide the review');
    const long = await moderate(low, { answer: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect((await product(productId)).reviews).toBe(3);
  });

  it('takes a hidden review off the product page and out of its rating, count and listing figures', async () => {
    expect(await product(productId)).toMatchObject({ rating: 4, reviews: 3 });
    const res = await moderate(low, { hidden: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminReview>().hidden).toEqual({ at: expect.any(String), by: 'Test editor' });

    const shown = await publicList(productId);
    expect(shown.reviews.map((r) => r.id)).not.toContain(low);
    expect([shown.rating, shown.count]).toEqual([5, 2]);
    expect(await product(productId)).toMatchObject({ rating: 5, reviews: 2 });
    const listing = await t.app.inject({ method: 'GET', url: '/api/products?limit=50' });
    expect(listing.json<Product[]>().find((p) => p.id === productId)).toMatchObject({
      rating: 5,
      reviews: 2,
    });

    const { jsonLd } = await pageMeta(t.db, t.config, `/products/${productId}`);
    expect(jsonLd?.[0]).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 2 },
    });

    expect((await adminList('status=hidden')).reviews.map((r) => r.id)).toEqual([low]);
    expect((await adminList(`status=visible&productId=${productId}`)).total).toBe(2);
  });

  it('shows it again when unhidden, as an admin may too, and audits both', async () => {
    const res = await moderate(low, { hidden: false }, t.people.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminReview>().hidden).toBeNull();
    expect(await product(productId)).toMatchObject({ rating: 4, reviews: 3 });
    const actions = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entityId, low));
    expect(actions).toEqual([
      { action: 'review.hide', actor: t.people.editor.id },
      { action: 'review.unhide', actor: t.people.admin.id },
    ]);
  });

  it('publishes an answer under the review, trimmed, and takes it away when emptied', async () => {
    const answered = await moderate(low, {
      answer: '  Sorry to hear that. We have called you to replace it.  ',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<AdminReview>()).toMatchObject({
      answer: 'Sorry to hear that. We have called you to replace it.',
      answered: { at: expect.any(String), by: 'Test editor' },
    });
    const listed = (await publicList(productId)).reviews.find((r) => r.id === low);
    expect(listed?.answer).toEqual({
      text: 'Sorry to hear that. We have called you to replace it.',
      answeredAt: expect.any(String),
    });
    expect((await adminList(`status=unanswered&productId=${productId}`)).total).toBe(2);

    const removed = await moderate(low, { answer: '' });
    expect(removed.json<AdminReview>()).toMatchObject({ answer: null, answered: null });
    expect((await publicList(productId)).reviews.find((r) => r.id === low)?.answer).toBeNull();
    const audited = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, low), eq(auditLog.action, 'review.answer')));
    expect(audited.map((a) => a.details?.to)).toEqual([
      'Sorry to hear that. We have called you to replace it.',
      null,
    ]);
  });
});

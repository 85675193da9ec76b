import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NEW_PRODUCT_DEFAULTS } from '../../../domain/constants';
import { BOUGHT_STATUSES } from '../../../domain/order-status';
import {
  BUYERS_ONLY_MESSAGE,
  REVIEWS_LIST_LIMIT,
  type Review,
  type ReviewBody,
  type ReviewCreated,
  type ReviewList,
} from '../../../domain/review';
import type { Db } from '../../db/client';
import { orderItems, orders, products, reviews, users } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { getStoreSettings } from '../meta/store-settings';

export const REVIEW_MESSAGES = {
  productNotFound: 'Product not found',
  duplicate: 'You have already reviewed this product',
} as const;

/** 'Priya Sharma' → 'Priya S.'; a single name stays as it is. */
export function reviewerName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

const roundRating = (rating: number) => Math.round(rating * 10) / 10;

type ReviewRow = typeof reviews.$inferSelect;

/** A review as the shop shows it: the reviewer's short name and the store's answer, if any. */
export const toReviewDto = (review: ReviewRow, userName: string): Review => ({
  id: review.id,
  rating: review.rating,
  text: review.text,
  name: reviewerName(userName),
  verified: review.verified,
  createdAt: review.createdAt.toISOString(),
  answer:
    review.answer && review.answeredAt
      ? { text: review.answer, answeredAt: review.answeredAt.toISOString() }
      : null,
});

/** Hidden reviews are not the shop's: not listed, not in the rating or its count (decision 051). */
const shown = isNull(reviews.hiddenAt);

async function productStats(db: Db, productId: string) {
  const [row] = await db
    .select({ rating: products.rating, count: products.reviews })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new NotFound(REVIEW_MESSAGES.productNotFound);
  return { rating: roundRating(row.rating), count: row.count };
}

export async function listReviews(db: Db, productId: string): Promise<ReviewList> {
  const stats = await productStats(db, productId);
  const rows = await db
    .select({ review: reviews, userName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), shown))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_LIST_LIMIT);
  const { reviewsBuyersOnly } = await getStoreSettings(db);
  return {
    reviews: rows.map(({ review, userName }) => toReviewDto(review, userName)),
    ...stats,
    buyersOnly: reviewsBuyersOnly,
  };
}

/**
 * Writes the product's average (one decimal) and count from its shown reviews. With none left it returns to
 * the new-product defaults, 4.5 and 0 (docs/store-rules.md#constants).
 */
export async function recomputeProductRating(db: Db, productId: string) {
  const [row] = await db
    .update(products)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 1)::float8 from ${reviews} where ${reviews.productId} = ${productId} and ${shown}), ${NEW_PRODUCT_DEFAULTS.rating})`,
      reviews: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId} and ${shown})`,
    })
    .where(eq(products.id, productId))
    .returning({ rating: products.rating, count: products.reviews });
  if (!row) throw new NotFound(REVIEW_MESSAGES.productNotFound);
  return { rating: roundRating(row.rating), count: row.count };
}

export async function createReview(
  db: Db,
  input: { productId: string; userId: string; userName: string; body: ReviewBody },
): Promise<ReviewCreated> {
  return db.transaction(async (tx) => {
    // The row lock makes a second review of the same product wait here, so its recount below sees this one;
    // without it, two concurrent reviews on PostgreSQL could each count only themselves.
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId))
      .for('update');
    if (!product) throw new NotFound(REVIEW_MESSAGES.productNotFound);
    // Settled once, when the review is written: a later cancellation does not rewrite what was true then.
    const [bought] = await tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          eq(orders.userId, input.userId),
          eq(orderItems.productId, input.productId),
          inArray(orders.status, [...BOUGHT_STATUSES]),
        ),
      )
      .limit(1);
    // A buyer has a paid order with the design that was not cancelled or refunded (BOUGHT_STATUSES).
    if (!bought && (await getStoreSettings(tx)).reviewsBuyersOnly) throw new Forbidden(BUYERS_ONLY_MESSAGE);
    // The (product, user) unique index decides, so even two submissions at once leave a single review.
    const [review] = await tx
      .insert(reviews)
      .values({
        productId: input.productId,
        userId: input.userId,
        rating: input.body.rating,
        text: input.body.text,
        verified: bought !== undefined,
      })
      .onConflictDoNothing()
      .returning();
    if (!review) throw new Conflict(REVIEW_MESSAGES.duplicate);
    const stats = await recomputeProductRating(tx, input.productId);
    return { review: toReviewDto(review, input.userName), ...stats };
  });
}

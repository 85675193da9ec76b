import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminReview, AdminReviewList, AdminReviewQuery, ModerateReview } from '../../../domain/review';
import type { Db } from '../../db/client';
import { products, reviews, users } from '../../db/schema';
import { NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { recomputeProductRating } from './service';

export const REVIEW_ADMIN_MESSAGES = { notFound: 'Review not found.' } as const;

const hider = alias(users, 'hider');
const answerer = alias(users, 'answerer');

const FILTERS: Record<AdminReviewQuery['status'], SQL | undefined> = {
  all: undefined,
  visible: isNull(reviews.hiddenAt),
  hidden: isNotNull(reviews.hiddenAt),
  unanswered: isNull(reviews.answer),
};

const stamp = (at: Date | null, by: string | null) => (at ? { at: at.toISOString(), by } : null);

function reviewRows(db: Db) {
  return db
    .select({
      review: reviews,
      product: { id: products.id, name: products.name },
      author: { name: users.name, email: users.email },
      hiddenBy: hider.name,
      answeredBy: answerer.name,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(hider, eq(hider.id, reviews.hiddenBy))
    .leftJoin(answerer, eq(answerer.id, reviews.answeredBy));
}
type Row = Awaited<ReturnType<typeof reviewRows>>[number];

const toAdminReview = ({ review, product, author, hiddenBy, answeredBy }: Row): AdminReview => ({
  id: review.id,
  product,
  rating: review.rating,
  text: review.text,
  author,
  verified: review.verified,
  createdAt: review.createdAt.toISOString(),
  hidden: stamp(review.hiddenAt, hiddenBy),
  answer: review.answer,
  answered: stamp(review.answeredAt, answeredBy),
});

/** Every review, hidden ones included, newest first, with who wrote it and what staff did to it. */
export async function listAdminReviews(db: Db, query: AdminReviewQuery): Promise<AdminReviewList> {
  const where = and(
    FILTERS[query.status],
    query.productId ? eq(reviews.productId, query.productId) : undefined,
  );
  const rows = await reviewRows(db)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  return { reviews: rows.map(toAdminReview), total: total?.n ?? 0 };
}

/**
 * Hides or shows a review and answers it, audited. Hiding takes the review off the product page and out of its
 * rating and count (recomputed in the same transaction), so listings, the product page and its JSON-LD agree.
 */
export async function moderateReview(
  db: Db,
  actorId: string,
  id: string,
  { hidden, answer }: ModerateReview,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw new NotFound(REVIEW_ADMIN_MESSAGES.notFound);
    const changes: Partial<typeof reviews.$inferInsert> = {};
    if (hidden !== undefined && hidden !== (before.hiddenAt !== null)) {
      Object.assign(
        changes,
        hidden ? { hiddenAt: new Date(), hiddenBy: actorId } : { hiddenAt: null, hiddenBy: null },
      );
      await recordAudit(tx, actorId, hidden ? 'review.hide' : 'review.unhide', id, {
        productId: before.productId,
        rating: before.rating,
      });
    }
    if (answer !== undefined) {
      const next = answer || null;
      if (next !== before.answer) {
        Object.assign(
          changes,
          next
            ? { answer: next, answeredAt: new Date(), answeredBy: actorId }
            : {
                answer: null,
                answeredAt: null,
                answeredBy: null,
              },
        );
        await recordAudit(tx, actorId, 'review.answer', id, {
          productId: before.productId,
          from: before.answer,
          to: next,
        });
      }
    }
    if (Object.keys(changes).length > 0) {
      await tx.update(reviews).set(changes).where(eq(reviews.id, id));
      if ('hiddenAt' in changes) await recomputeProductRating(tx, before.productId);
    }
    const [row] = await reviewRows(tx).where(eq(reviews.id, id));
    if (!row) throw new NotFound(REVIEW_ADMIN_MESSAGES.notFound);
    return toAdminReview(row);
  });
}

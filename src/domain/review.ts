import { z } from 'zod';
import { PageQuerySchema } from './list-query';
import { text } from './text';

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
/** The newest this many are listed; `count` still says how many there are in all. */
export const REVIEWS_LIST_LIMIT = 50;

const RATING_MESSAGE = 'Rating must be from 1 to 5';

export const ReviewBodySchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  text: text('Review', REVIEW_TEXT_MAX, {
    type: 'Please write at least 10 characters',
    tooLong: `Please keep your review to ${REVIEW_TEXT_MAX} characters or fewer`,
  }).min(REVIEW_TEXT_MIN, 'Please write at least 10 characters'),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;
export type ReviewBodyInput = z.input<typeof ReviewBodySchema>;

export const ReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  /** first name and last initial ('Priya S.'): enough to feel real without publishing a customer's full name */
  name: z.string(),
  /** the reviewer had paid for this product when writing: shown as 'Verified purchase' */
  verified: z.boolean(),
  createdAt: z.string(),
  /** the store's public answer, shown under the review (decision 051) */
  answer: z.object({ text: z.string(), answeredAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** What a shopper hears when the store lets only buyers review (decision 051). */
export const BUYERS_ONLY_MESSAGE =
  'Only customers who bought this design can review it. Once your order is paid, come back and tell us how it looks.';

/** The product's own figures, so a product with no reviews shows 4.5 and 0 (docs/store-rules.md#constants). */
const productRating = { rating: z.number(), count: z.number().int() };

export const ReviewListSchema = z.object({
  reviews: z.array(ReviewSchema),
  ...productRating,
  /** the store lets only buyers review, so the page can say so before anyone writes */
  buyersOnly: z.boolean(),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** The new review, and the product's figures with it counted. */
export const ReviewCreatedSchema = z.object({ review: ReviewSchema, ...productRating });
export type ReviewCreated = z.infer<typeof ReviewCreatedSchema>;

/** Settings the store's admins choose in the dashboard, kept in app_state (decision 051). */
export const StoreSettingsSchema = z.object({
  /** only customers with a paid order containing the product may review it; on unless an admin turns it off */
  reviewsBuyersOnly: z.boolean({ error: 'reviewsBuyersOnly must be true or false' }),
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;
export const DEFAULT_STORE_SETTINGS: StoreSettings = { reviewsBuyersOnly: true };

export const REVIEW_FILTERS = ['all', 'visible', 'hidden', 'unanswered'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const REVIEW_ANSWER_MAX = 2000;

export const AdminReviewQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(REVIEW_FILTERS, { error: `status must be one of ${REVIEW_FILTERS.join(', ')}` })
    .default('all'),
  productId: z.uuid({ error: 'productId must be a valid id' }).optional(),
});
export type AdminReviewQuery = z.infer<typeof AdminReviewQuerySchema>;

const staffStamp = z.object({ at: z.string(), by: z.string().nullable() }).nullable();

export const AdminReviewSchema = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string() }),
  rating: z.number().int(),
  text: z.string(),
  author: z.object({ name: z.string(), email: z.string() }),
  verified: z.boolean(),
  createdAt: z.string(),
  /** when and by whom it was hidden; null while it shows */
  hidden: staffStamp,
  answer: z.string().nullable(),
  /** when and by whom it was answered */
  answered: staffStamp,
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewListSchema = z.object({
  reviews: z.array(AdminReviewSchema),
  total: z.number().int(),
});
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>;

/** Hide or show a review, and answer it (an empty answer takes the answer away). */
export const ModerateReviewSchema = z
  .object({
    hidden: z.boolean({ error: 'hidden must be true or false' }).optional(),
    answer: text('Answer', REVIEW_ANSWER_MAX, {
      tooLong: `Please keep the answer to ${REVIEW_ANSWER_MAX} characters or fewer`,
    })
      .nullable()
      .optional(),
  })
  .refine((body) => body.hidden !== undefined || body.answer !== undefined, {
    message: 'Say whether to hide the review or what to answer',
  });
export type ModerateReview = z.infer<typeof ModerateReviewSchema>;

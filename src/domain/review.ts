import { z } from 'zod';
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
});
export type Review = z.infer<typeof ReviewSchema>;

/** The product's own figures, so a product with no reviews shows 4.5 and 0 (docs/store-rules.md#constants). */
const productRating = { rating: z.number(), count: z.number().int() };

export const ReviewListSchema = z.object({ reviews: z.array(ReviewSchema), ...productRating });
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** The new review, and the product's figures with it counted. */
export const ReviewCreatedSchema = z.object({ review: ReviewSchema, ...productRating });
export type ReviewCreated = z.infer<typeof ReviewCreatedSchema>;

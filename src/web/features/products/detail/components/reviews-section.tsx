import { BadgeCheck, PenLine } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatDate } from '../../../../../domain/format';
import type { Product } from '../../../../../domain/product';
import type { Review } from '../../../../../domain/review';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useStoreInfo } from '../../../../lib/store-info';
import { useReviews } from '../api/get-reviews';
import { useIsLoggedIn } from '../use-is-logged-in';
import { RatingStars } from './rating-stars';
import { SectionHeading } from './section-heading';
import { loginPath } from '../../../../lib/redirect';

// The form brings react-hook-form and zod; only shoppers who write a review need them.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

function ReviewItem({ review, storeName }: { review: Review; storeName: string }) {
  return (
    <li className="border-b border-sand-200 py-6 first:pt-0 last:border-0">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sand-100 font-serif text-ink"
        >
          {review.name.charAt(0)}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink">{review.name}</p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            {review.verified && (
              <span className="inline-flex items-center gap-1 font-medium text-success">
                <BadgeCheck aria-hidden className="size-3.5" />
                Verified purchase
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="mt-3 flex items-center gap-2">
        <RatingStars rating={review.rating} />
        <span className="sr-only">Rated {review.rating} out of 5</span>
      </div>
      <p className="mt-2 text-[15px] leading-relaxed whitespace-pre-line text-ink-soft">{review.text}</p>
      {review.answer && (
        <div className="mt-4 rounded-lg border-l-2 border-gold bg-sand-50 px-4 py-3">
          <p className="text-xs font-medium text-ink">
            Reply from {storeName}{' '}
            <time dateTime={review.answer.answeredAt} className="font-normal text-ink-muted">
              · {formatDate(review.answer.answeredAt)}
            </time>
          </p>
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-ink-soft">
            {review.answer.text}
          </p>
        </div>
      )}
    </li>
  );
}

/** Real reviews with the product's average; writing one needs an account (docs/store-rules.md#roles). */
export function ReviewsSection({ product }: { product: Product }) {
  const id = useId();
  const { data, isPending } = useReviews(product.id);
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [writing, setWriting] = useState(false);

  const rating = data?.rating ?? product.rating;
  const count = data?.count ?? product.reviews;
  const reviews = data?.reviews ?? [];
  const storeName = useStoreInfo().storeName;

  const onWrite = () => {
    if (!loggedIn) {
      navigate(loginPath(pathname));
      return;
    }
    setWriting(true);
  };

  return (
    <section
      id="reviews"
      aria-labelledby={id}
      className="scroll-mt-28 border-t border-sand-200 py-12 sm:py-16"
    >
      <div className="grid gap-10 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <SectionHeading id={id} eyebrow="From our customers">
            Customer Reviews
          </SectionHeading>
          <div className="rounded-card bg-sand-50 p-6">
            <p className="flex items-end gap-2">
              <span className="font-serif text-5xl leading-none text-ink lining-nums">
                {rating.toFixed(1)}
              </span>
              <span className="pb-1 text-sm text-ink-muted">out of 5</span>
            </p>
            <RatingStars rating={rating} size="md" className="mt-3" />
            <p className="mt-2 text-sm text-ink-soft">
              Based on {count} {count === 1 ? 'review' : 'reviews'}
            </p>
            {!writing && (
              <Button
                variant="secondary"
                fullWidth
                className="mt-5"
                onClick={onWrite}
                icon={<PenLine aria-hidden className="size-4" />}
              >
                Write a Review
              </Button>
            )}
            {data?.buyersOnly && (
              <p className="mt-3 text-xs leading-relaxed text-ink-muted">
                Reviews are written by customers who bought this design.
              </p>
            )}
          </div>
        </div>

        <div className="space-y-8 lg:col-span-8">
          {writing && (
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <ReviewForm productId={product.id} onDone={() => setWriting(false)} />
            </Suspense>
          )}
          {isPending ? (
            <div aria-hidden className="space-y-6">
              {[0, 1].map((i) => (
                <div key={i}>
                  <div className="flex items-center gap-3">
                    <Skeleton rounded="full" className="size-10" />
                    <Skeleton className="h-4 w-28" />
                  </div>
                  <Skeleton className="mt-4 h-4 w-24" />
                  <Skeleton className="mt-3 h-4 w-full" />
                  <Skeleton className="mt-2 h-4 w-2/3" />
                </div>
              ))}
            </div>
          ) : reviews.length === 0 ? (
            <p className="rounded-card border border-dashed border-sand-300 px-6 py-10 text-center text-ink-soft">
              No reviews yet. Be the first to share how it looks on your wall.
            </p>
          ) : (
            <>
              <ul>
                {reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} storeName={storeName} />
                ))}
              </ul>
              {count > reviews.length && (
                <p className="text-sm text-ink-muted">
                  Showing the {reviews.length} most recent of {count} reviews.
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

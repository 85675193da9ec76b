import { useId } from 'react';
import { TIMINGS_MS } from '../../../../domain/constants';
import type { Product } from '../../../../domain/product';
import { ProductCard } from '../../../components/ui/product-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { CarouselHeading } from './carousel-controls';
import { useEmblaAutoplay } from './use-embla-autoplay';
import { useWishlistHearts } from '../../../stores/wishlist/wishlist-context';

// The gap is each slide's right padding, not a negative margin on the track: embla measures with offsetLeft,
// and Chromium makes the (transformed) track the slides' offsetParent, so the track must sit at the viewport's
// left edge. Phones see two cards, as in the listing, and the edge of a third that says the row moves.
const SLIDE = 'min-w-0 shrink-0 grow-0 basis-[46%] pr-3 sm:basis-[min(336px,82%)] sm:pr-6';

export interface ProductCarouselProps {
  title: string;
  eyebrow: string;
  /** what a slide is, for the controls' names */
  noun: string;
  products: Product[] | undefined;
  className?: string;
}

/** A looping row of product cards that moves on by one every 4 s (docs/store-rules.md#sessions, #constants). */
export function ProductCarousel({ title, eyebrow, noun, products, className }: ProductCarouselProps) {
  const headingId = useId();
  const trackId = useId();
  const carousel = useEmblaAutoplay(TIMINGS_MS.carousel);
  const { viewportRef, selected, snapCount, autoplay } = carousel;
  const wishlistOf = useWishlistHearts();
  if (products && products.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      className={className}
      data-selected={selected}
      {...autoplay.rootProps}
    >
      <CarouselHeading
        {...{ eyebrow, title, noun, carousel }}
        id={headingId}
        controls={trackId}
        withControls={products !== undefined}
        className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
      />

      <div className="mx-auto mt-8 max-w-7xl px-4 sm:px-6 lg:px-8">
        {products ? (
          <div ref={viewportRef} className="relative overflow-hidden">
            <div id={trackId} className="flex touch-pan-y touch-pinch-zoom">
              {products.map((product, index) => (
                <div
                  key={product.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${products.length}`}
                  className={SLIDE}
                >
                  <ProductCard
                    product={product}
                    wishlist={wishlistOf(product)}
                    sizes="(min-width: 640px) 336px, 46vw"
                    headingLevel="h3"
                  />
                </div>
              ))}
            </div>
          </div>
        ) : (
          <div className="flex overflow-hidden" aria-hidden>
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className={SLIDE}>
                <Skeleton rounded="lg" className="aspect-[4/5] w-full" />
                <Skeleton className="mt-4 h-3 w-24 max-sm:hidden" />
                <Skeleton className="mt-2 h-5 w-3/4" />
                <Skeleton className="mt-2 h-4 w-1/2" />
              </div>
            ))}
          </div>
        )}
        {snapCount > 1 && (
          <p className="sr-only" aria-live="polite">
            {autoplay.running ? '' : `Showing item ${selected + 1} of ${snapCount}`}
          </p>
        )}
      </div>
    </section>
  );
}

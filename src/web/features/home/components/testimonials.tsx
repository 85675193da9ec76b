import { Quote, Star } from 'lucide-react';
import { TIMINGS_MS } from '../../../../domain/constants';
import { LabelHint } from '../../../components/ui/label-hint';
import { TESTIMONIALS, type Testimonial } from '../content';
import { CarouselHeading } from './carousel-controls';
import { useEmblaAutoplay } from './use-embla-autoplay';

/** Eight customer reviews that rotate every 4 s (docs/store-rules.md#screens, #sessions). */
export function Testimonials() {
  const carousel = useEmblaAutoplay(TIMINGS_MS.carousel);
  const { viewportRef, selected, snapCount, autoplay } = carousel;
  return (
    <section
      aria-labelledby="home-reviews"
      aria-roledescription="carousel"
      data-selected={selected}
      className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
      {...autoplay.rootProps}
    >
      <CarouselHeading
        id="home-reviews"
        eyebrow="Reviews"
        title="Loved in homes across India"
        noun="reviews"
        carousel={carousel}
        controls="home-reviews-track"
      />
      <div ref={viewportRef} className="relative mt-8 overflow-hidden">
        <ul id="home-reviews-track" className="flex touch-pan-y">
          {TESTIMONIALS.map((review, index) => (
            <li
              key={review.name}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
              className="min-w-0 shrink-0 grow-0 basis-[88%] pr-4 sm:basis-1/2 sm:pr-6 lg:basis-1/3"
            >
              <ReviewCard review={review} avatar={`/images/avatar-${index + 1}.webp`} />
            </li>
          ))}
        </ul>
      </div>
      {snapCount > 1 && !autoplay.running && (
        <p className="sr-only" aria-live="polite">
          Showing review {selected + 1} of {snapCount}
        </p>
      )}
    </section>
  );
}

/** One review: its stars, the words and who wrote them. */
function ReviewCard({ review, avatar }: { review: Testimonial; avatar: string }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-sand-200 bg-white/70 p-6 shadow-soft sm:p-7">
      <div className="flex items-center justify-between">
        <p className="flex gap-0.5" role="img" aria-label={`Rated ${review.stars} out of 5 stars`}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star
              key={i}
              aria-hidden
              className={i < review.stars ? 'size-4 fill-gold text-gold' : 'size-4 text-sand-300'}
            />
          ))}
        </p>
        <Quote aria-hidden className="size-7 text-sand-200" />
      </div>
      <blockquote className="mt-4 flex-1 text-[15px] leading-relaxed text-ink-soft">
        <p>“{review.text}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-sand-100 pt-5">
        <img
          src={avatar}
          width={48}
          height={48}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-12 rounded-full bg-sand-100 object-cover"
        />
        <LabelHint label={review.name} hint={review.city} size="md" />
      </figcaption>
    </figure>
  );
}

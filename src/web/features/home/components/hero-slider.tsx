import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useCallback, useState } from 'react';
import { TIMINGS_MS } from '../../../../domain/constants';
import { heroImage } from '../../../../domain/images';
import { ButtonLink } from '../../../components/ui/button';
import { useStoreInfo } from '../../../lib/store-info';
import { useHydrated } from '../../../lib/use-hydrated';
import { HERO_SLIDES, type HeroSlide } from '../content';
import { useAutoplay } from './use-autoplay';

/**
 * Three cross-fading slides that advance every 5 s (docs/store-rules.md#sessions); the first carries the
 * store's headline and 'Explore Designs' (docs/store-rules.md#screens).
 */
export function HeroSlider() {
  const { storeName } = useStoreInfo();
  const [current, setCurrent] = useState(0);
  const advance = useCallback(() => setCurrent((i) => (i + 1) % HERO_SLIDES.length), []);
  const autoplay = useAutoplay(advance, TIMINGS_MS.heroSlide, current);
  const hydrated = useHydrated();

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="relative isolate h-[600px] overflow-hidden bg-ink sm:h-[620px] lg:h-[min(80vh,720px)] lg:min-h-[560px]"
      {...autoplay.rootProps}
    >
      {HERO_SLIDES.map((slide, index) => (
        <Slide
          key={slide.title}
          slide={slide}
          index={index}
          active={index === current}
          // Only script turns the slides, so the hidden ones' pictures wait for it: fetched at first paint they
          // took a phone's bandwidth from the page's scripts and the lead picture.
          withPicture={index === 0 || hydrated}
          storeName={storeName}
        />
      ))}

      <div className="absolute inset-x-0 bottom-0 z-20">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 pb-7 sm:px-6 lg:px-8 lg:pb-10">
          <button
            type="button"
            onClick={autoplay.toggle}
            data-autoplay-toggle=""
            aria-label={autoplay.playing ? 'Pause slideshow' : 'Play slideshow'}
            className="inline-flex size-9 items-center justify-center rounded-full border border-ivory/40 text-ivory transition-colors hover:bg-ivory/15"
          >
            {autoplay.playing ? (
              <Pause aria-hidden className="size-4" />
            ) : (
              <Play aria-hidden className="size-4" />
            )}
          </button>
          <div className="flex items-center">
            {HERO_SLIDES.map((slide, index) => (
              <button
                key={slide.title}
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                className="group/dot flex h-9 min-w-6 items-center justify-center px-1.5"
              >
                <span
                  aria-hidden
                  className={clsx(
                    'block h-1.5 rounded-full transition-all duration-300',
                    index === current ? 'w-8 bg-gold-light' : 'w-1.5 bg-ivory/60 group-hover/dot:bg-ivory',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

interface SlideProps {
  slide: HeroSlide;
  index: number;
  active: boolean;
  withPicture: boolean;
  storeName: string;
}

/** One slide, shown while active and inert while faded out; the first carries the page's h1. */
function Slide({ slide, index, active, withPicture, storeName }: SlideProps) {
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${HERO_SLIDES.length}: ${slide.title}`}
      aria-hidden={!active}
      inert={!active}
      data-active={active || undefined}
      className={clsx(
        'absolute inset-0 transition-opacity duration-700 ease-out',
        active ? 'z-10 opacity-100' : 'opacity-0',
      )}
    >
      {withPicture && (
        <img
          {...heroImage(slide.image)}
          width={1920}
          height={900}
          alt={slide.alt}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'low'}
          decoding="async"
          className={clsx(
            'absolute inset-0 size-full object-cover object-[62%_center] transition-transform duration-[6000ms] ease-out motion-reduce:transition-none',
            active ? 'scale-100' : 'scale-105',
          )}
        />
      )}
      <div
        aria-hidden
        className="absolute inset-0 bg-gradient-to-t from-ink/90 via-ink/55 to-ink/10 lg:bg-gradient-to-r lg:from-ink/80 lg:via-ink/45 lg:to-transparent"
      />
      <div className="relative mx-auto flex h-full max-w-7xl items-end px-4 pb-24 sm:px-6 lg:items-center lg:px-8 lg:pb-0">
        <div className="max-w-xl text-ivory">
          <p className="text-xs font-semibold tracking-[0.24em] text-gold-light uppercase">
            {index === 0 ? slide.title : slide.eyebrow}
          </p>
          <Heading className="mt-4 font-serif text-[2.5rem] leading-[1.08] text-balance sm:text-5xl lg:text-6xl">
            {index === 0 ? `Transform Your Space with ${storeName}` : slide.title}
          </Heading>
          <p className="mt-5 max-w-md text-base leading-relaxed text-ivory/85 sm:text-lg">
            {slide.description}
          </p>
          <ButtonLink to={slide.cta.to} size="lg" className="mt-8 ring-1 ring-gold-light/40">
            {slide.cta.label}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

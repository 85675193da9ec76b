import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type TouchEvent } from 'react';
import { PRODUCT_GALLERY_SIZES } from '../../../../../domain/images';
import type { Product } from '../../../../../domain/product';
import { ProductImage } from '../../../../components/ui/product-image';
import { useHydrated } from '../../../../lib/use-hydrated';

/** docs/store-rules.md#screens: up to two thumbnails, however many images there are. */
const THUMBNAILS = 2;
/** A horizontal drag shorter than this is a tap or a scroll, not a swipe. */
const SWIPE_PX = 40;

const imageAlt = (name: string, index: number) =>
  index === 0 ? `${name} wallpaper` : `${name} wallpaper, view ${index + 1}`;

const arrowClass = clsx(
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full',
  'bg-ivory/90 text-ink shadow-soft backdrop-blur-sm transition-[background-color,transform] duration-200',
  'hover:bg-ivory active:scale-95',
);

export function ProductGallery({ product }: { product: Product }) {
  const { images, name } = product;
  const count = images.length;
  const [index, setIndex] = useState(0);
  const live = useHydrated();
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  // The arrows wrap round (docs/store-rules.md#sessions): next from the last image is the first.
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    go(dx < 0 ? 1 : -1);
  };

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <div
        className="relative aspect-square touch-pan-y overflow-hidden rounded-card bg-sand-100 select-none"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {/* The other views join once the page is live: without JavaScript only the first can be shown, and the
            server's HTML holds no picture without its src (docs/decisions/049-pictures-in-the-html.md). */}
        {images.map(
          (src, i) =>
            (i === 0 || live) && (
              <ProductImage
                key={i}
                src={src}
                alt={i === index ? imageAlt(name, i) : ''}
                width={1200}
                height={1200}
                sizes={PRODUCT_GALLERY_SIZES}
                priority={i === 0}
                className={clsx(
                  'absolute inset-0 size-full transition-opacity duration-500 ease-out',
                  i === index ? 'opacity-100' : 'opacity-0',
                )}
              />
            ),
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => go(-1)}
              className={clsx(arrowClass, 'left-3')}
            >
              <ChevronLeft aria-hidden className="size-5" strokeWidth={1.75} />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => go(1)}
              className={clsx(arrowClass, 'right-3')}
            >
              <ChevronRight aria-hidden className="size-5" strokeWidth={1.75} />
            </button>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-ink/70 px-2.5 py-1 text-[11px] font-medium tracking-wider text-ivory tabular-nums"
            >
              <span className="sr-only">Image </span>
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>

      {count > 1 && (
        <ul className="flex gap-3" aria-label="Choose an image">
          {images.slice(0, THUMBNAILS).map((src, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}`}
                aria-pressed={i === index}
                className={clsx(
                  'block size-20 overflow-hidden rounded-lg ring-offset-2 ring-offset-ivory transition-[box-shadow,opacity] sm:size-24',
                  i === index ? 'ring-2 ring-gold-dark' : 'opacity-70 ring-1 ring-sand-200 hover:opacity-100',
                )}
              >
                <ProductImage src={src} alt="" width={96} height={96} sizes="96px" className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

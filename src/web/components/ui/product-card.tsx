import { clsx } from 'clsx';
import { Heart, Star } from 'lucide-react';
import { useOptimistic, useState, useTransition } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { TIMINGS_MS } from '../../../domain/constants';
import { productPrice } from '../../../domain/pricing';
import type { Product } from '../../../domain/product';
import { isLowStock, STOCK_MESSAGES } from '../../../domain/stock';
import { hasSession } from '../../lib/api-client';
import { Badge } from './badge';
import { Price } from './price';
import { ProductImage } from './product-image';

export interface ProductCardProps {
  product: Product;
  /** how wide the card is drawn, for the image's srcset */
  sizes?: string;
  /** the first cards on screen load their image eagerly */
  priority?: boolean;
  /** the heading level of the product name, to fit the page's outline */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** the wishlist heart's state; without it the card has no heart */
  wishlist?: WishlistState;
  className?: string;
}

/** Whether a product is in the shopper's wishlist, and the change: resolves to true when it is now saved. */
export interface WishlistState {
  saved: boolean;
  toggle(): Promise<boolean>;
}

/**
 * A product in a grid or carousel: image (the room view fades in on hover), name, rate and the
 * wishlist heart. The whole card is one link to the product; the heart sits above it. On phones, two
 * to a row, it drops the category line and keeps the name to two lines (CSS only, so the server's
 * markup is the browser's).
 */
export function ProductCard({
  product,
  sizes = '(min-width: 1024px) 33vw, 50vw',
  priority = false,
  headingLevel: Heading = 'h3',
  wishlist,
  className,
}: ProductCardProps) {
  // The rate the detail page starts from, with the product's own compare-at
  // (docs/decisions/014-one-honest-price.md).
  const price = productPrice(product);
  // The room view is fetched only once someone shows interest, so a grid costs one image per card.
  const [showRoom, setShowRoom] = useState(false);
  const roomImage = product.images[1];

  return (
    <article
      className={clsx('group relative flex flex-col', className)}
      onPointerEnter={() => setShowRoom(true)}
    >
      <div className="relative aspect-[4/5] overflow-hidden rounded-card bg-sand-100">
        <ProductImage
          src={product.images[0]}
          alt={`${product.name}, ${product.theme ?? product.category} wallpaper`}
          width={480}
          height={600}
          sizes={sizes}
          priority={priority}
          className="size-full transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {showRoom && roomImage && (
          <ProductImage
            src={roomImage}
            alt=""
            width={480}
            height={600}
            sizes={sizes}
            className="absolute inset-0 size-full opacity-0 transition-opacity duration-500 group-hover:opacity-100 motion-reduce:transition-none"
          />
        )}
        <div className="pointer-events-none absolute top-3 left-3 flex flex-col items-start gap-1.5">
          {product.bestseller && <Badge>Bestseller</Badge>}
          {!product.inStock && (
            <Badge tone="neutral">{product.reserved ? STOCK_MESSAGES.reserved : 'Out of stock'}</Badge>
          )}
          {isLowStock(product.stock) && <Badge tone="warning">{STOCK_MESSAGES.left(product.stock)}</Badge>}
        </div>
      </div>

      <div className="flex flex-1 flex-col pt-2.5 sm:pt-3.5">
        <p className="text-[11px] font-medium tracking-[0.14em] text-ink-muted uppercase max-sm:hidden">
          {product.kind === 'rolls' ? 'Wallpaper Roll' : product.category}
        </p>
        <Heading className="line-clamp-2 font-serif text-[0.98rem] leading-snug text-ink sm:mt-1 sm:text-[1.05rem]">
          <Link
            to={`/products/${product.id}`}
            className="underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-card group-hover:underline focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-gold"
          >
            {product.name}
          </Link>
        </Heading>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-[13px] sm:mt-1.5 sm:text-sm">
          <Price
            amount={price.rate}
            unit={price.unit}
            ratePerSqft={price.ratePerSqft}
            compareAt={price.compareAtRate}
          />
          {/* Every card shows the figures the product page shows, the defaults 4.5 from 0 for a product nobody
              has reviewed (docs/decisions/013-phone-layout-and-failure-states.md). */}
          <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
            <Star aria-hidden className="size-3.5 fill-gold text-gold" />
            <span className="sr-only">Rated </span>
            {product.rating.toFixed(1)}
            <span className="sr-only">
              {' '}
              out of 5 from {product.reviews} {product.reviews === 1 ? 'review' : 'reviews'}
            </span>
            <span aria-hidden>({product.reviews})</span>
          </span>
        </div>
      </div>

      {wishlist && <WishlistHeart name={product.name} {...wishlist} />}
    </article>
  );
}

/**
 * Optimistic (docs/store-rules.md#sessions): the heart fills at once and falls back if the wishlist refuses.
 * Guests get the 'Added to wishlist!' toast on adding; a signed-in shopper's wishlist speaks for itself.
 */
export function WishlistHeart({
  name,
  saved: savedNow,
  toggle,
  className,
}: WishlistState & { name: string; className?: string }) {
  const [saved, setSaved] = useOptimistic(savedNow);
  const [, startTransition] = useTransition();

  const onClick = () => {
    const next = !saved;
    startTransition(async () => {
      setSaved(next);
      try {
        const added = await toggle();
        if (added && !hasSession()) {
          toast.success('Added to wishlist!', { duration: TIMINGS_MS.wishlistToast });
        }
      } catch (error) {
        // docs/store-rules.md#errors: wishlist failures are only logged; the heart returns to its real state.
        console.warn('Wishlist update failed', error);
      }
    });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      className={clsx(
        'absolute top-2.5 right-2.5 z-10 inline-flex size-10 items-center justify-center rounded-full',
        'bg-ivory/90 text-ink shadow-soft backdrop-blur-sm transition-[color,transform] duration-200',
        'hover:scale-105 hover:text-gold-dark active:scale-95',
        className,
      )}
    >
      <Heart
        aria-hidden
        strokeWidth={1.75}
        className={clsx('size-[18px] transition-colors', saved && 'fill-gold-dark text-gold-dark')}
      />
    </button>
  );
}

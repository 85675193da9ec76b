import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Product } from '../../../../domain/product';
import { ProductCard } from '../../../components/ui/product-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWishlistHearts } from '../../../stores/wishlist/wishlist-context';

// Two columns even on a 390 px phone (decision 013): one column of tall cards made a page of 21 a long scroll.
const GRIDS = {
  /** beside the filter sidebar: 3 / 2 */
  three: 'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 sm:gap-y-10 lg:grid-cols-3 lg:gap-x-7',
  /** the full page width: a fourth column on wide screens keeps cards at a browsable size */
  four: 'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 sm:gap-y-10 lg:grid-cols-3 lg:gap-x-7 xl:grid-cols-4',
};
const PLACEHOLDERS = 6;
const SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 28vw, (min-width: 640px) 45vw, 46vw';

export interface ProductGridProps {
  /** undefined while the first page loads */
  products: Product[] | undefined;
  /** a newer page is on its way; the current one stays, dimmed */
  stale?: boolean;
  /** shown above the placeholder cards when there are no products */
  empty: ReactNode;
  columns?: keyof typeof GRIDS;
  className?: string;
}

/** 3 (or 4) / 2 columns of product cards, six skeleton cards while loading or when empty. */
export function ProductGrid({
  products,
  stale = false,
  empty,
  columns = 'three',
  className,
}: ProductGridProps) {
  const grid = GRIDS[columns];
  const wishlistOf = useWishlistHearts();
  if (!products) {
    return (
      <div className={className} aria-busy="true">
        <p className="sr-only" role="status">
          Loading products
        </p>
        <ul className={grid}>
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i}>
              <CardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <div className={className}>
        {empty}
        <ul className={clsx(grid, 'mt-8')} aria-hidden>
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i}>
              <CardSkeleton still />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul
      aria-busy={stale || undefined}
      className={clsx(grid, 'transition-opacity duration-200', stale && 'opacity-60', className)}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            wishlist={wishlistOf(product)}
            sizes={SIZES}
            priority={index < 3}
            headingLevel="h2"
          />
        </li>
      ))}
    </ul>
  );
}

function CardSkeleton({ still = false }: { still?: boolean }) {
  if (still) {
    return (
      <div aria-hidden>
        <div className="aspect-[4/5] w-full rounded-card bg-sand-100/70" />
        <div className="mt-4 h-3 w-24 rounded-md bg-sand-100/70 max-sm:hidden" />
        <div className="mt-2 h-5 w-3/4 rounded-md bg-sand-100/70" />
        <div className="mt-2 h-4 w-1/2 rounded-md bg-sand-100/70" />
      </div>
    );
  }
  return (
    <div aria-hidden>
      <Skeleton rounded="lg" className="aspect-[4/5] w-full" />
      <Skeleton className="mt-4 h-3 w-24 max-sm:hidden" />
      <Skeleton className="mt-2 h-5 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/2" />
    </div>
  );
}

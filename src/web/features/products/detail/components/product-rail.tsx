import { useId } from 'react';
import type { Product } from '../../../../../domain/product';
import { ProductCard } from '../../../../components/ui/product-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { SectionHeading } from './section-heading';
import { useWishlistHearts } from '../../../../stores/wishlist/wishlist-context';

const ITEM = 'w-[46%] shrink-0 snap-start sm:w-[31%] lg:w-[calc((100%-4.5rem)/4)]';
const CARD_SIZES = '(min-width: 1024px) 22vw, (min-width: 640px) 31vw, 46vw';

interface ProductRailProps {
  title: string;
  eyebrow?: string;
  products: readonly Product[] | undefined;
  isLoading: boolean;
}

/**
 * A row of product cards: four across on wide screens, a swipeable row with the next card peeking on
 * phones. With nothing to show once loaded, the section is left out entirely.
 */
export function ProductRail({ title, eyebrow, products, isLoading }: ProductRailProps) {
  const id = useId();
  const wishlistOf = useWishlistHearts();
  if (!isLoading && (!products || products.length === 0)) return null;
  return (
    <section aria-labelledby={id} className="border-t border-sand-200 py-12 sm:py-16">
      <SectionHeading id={id} eyebrow={eyebrow}>
        {title}
      </SectionHeading>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:gap-6 lg:px-0">
        {isLoading
          ? [0, 1, 2, 3].map((i) => (
              <li key={i} className={ITEM} aria-hidden>
                <Skeleton rounded="lg" className="aspect-[4/5] w-full" />
                <Skeleton className="mt-3.5 h-3 w-20 max-sm:hidden" />
                <Skeleton className="mt-2 h-4 w-3/4" />
                <Skeleton className="mt-2 h-4 w-1/2" />
              </li>
            ))
          : products?.map((product) => (
              <li key={product.id} className={ITEM}>
                <ProductCard product={product} wishlist={wishlistOf(product)} sizes={CARD_SIZES} />
              </li>
            ))}
      </ul>
    </section>
  );
}

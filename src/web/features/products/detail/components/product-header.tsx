import type { Product } from '../../../../../domain/product';
import { isLowStock, STOCK_MESSAGES } from '../../../../../domain/stock';
import { Badge } from '../../../../components/ui/badge';
import { ratingLabel } from '../detail-price';
import { RatingStars } from './rating-stars';

/** Badge, name, rating and description: what the shopper reads before choosing anything. */
export function ProductHeader({ product }: { product: Product }) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        {product.bestseller && <Badge size="md">Bestseller</Badge>}
        {!product.inStock && (
          <Badge tone="neutral" size="md">
            {/* Held by checkouts not yet paid, which lapse (decision 044): not gone for good. */}
            {product.reserved ? STOCK_MESSAGES.reserved : 'Out of stock'}
          </Badge>
        )}
        {isLowStock(product.stock) && (
          <Badge tone="warning" size="md">
            {STOCK_MESSAGES.left(product.stock)}
          </Badge>
        )}
        <p className="text-[11px] font-medium tracking-[0.16em] text-ink-muted uppercase">
          {product.kind === 'rolls' ? 'Wallpaper Roll' : `${product.category} · Custom fit`}
        </p>
      </div>
      <h1 className="mt-3 font-serif text-[2rem] leading-tight text-ink sm:text-[2.5rem]">{product.name}</h1>
      <a
        href="#reviews"
        className="mt-3 inline-flex items-center gap-2 text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline"
      >
        <RatingStars rating={product.rating} />
        <span>
          <span className="sr-only">Rated </span>
          {ratingLabel(product.rating, product.reviews)}
        </span>
      </a>
      <p className="mt-5 text-[15px] leading-relaxed text-ink-soft">{product.description}</p>
    </div>
  );
}

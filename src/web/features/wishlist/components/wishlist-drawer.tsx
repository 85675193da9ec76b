import { ArrowRight, Heart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../../../domain/product';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { formatRate } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { Sheet } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { productRate } from '../../../lib/product-rate';
import { useWishlist } from '../wishlist-context';

export function WishlistDrawer() {
  const { items, count, isLoading, isOpen, setOpen, close } = useWishlist();
  return (
    <Sheet
      open={isOpen}
      onOpenChange={setOpen}
      title={`Wishlist (${count})`}
      footer={
        items.length > 0 && (
          <div className="space-y-3">
            <p className="flex items-baseline justify-between text-ink">
              <span className="font-serif text-lg">Total Items</span>
              <span className="text-lg font-semibold tabular-nums">{count}</span>
            </p>
            <ButtonLink to="/products" onClick={close} size="lg" fullWidth>
              Continue Shopping
            </ButtonLink>
          </div>
        )
      }
    >
      {items.length === 0 ? (
        isLoading ? (
          <WishlistSkeleton />
        ) : (
          <EmptyWishlist onNavigate={close} />
        )
      ) : (
        <ul className="divide-y divide-sand-200 px-5 sm:px-6">
          {items.map((product) => (
            <WishlistRow key={product.id} product={product} onNavigate={close} />
          ))}
        </ul>
      )}
    </Sheet>
  );
}

function WishlistSkeleton() {
  return (
    <div role="status" aria-busy className="divide-y divide-sand-200 px-5 sm:px-6">
      <span className="sr-only">Loading your wishlist</span>
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-4 py-5">
          <Skeleton rounded="lg" className="size-[88px] shrink-0" />
          <div className="flex-1 space-y-2.5 pt-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-2/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyWishlist({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center px-8 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-sand-100 text-gold-dark">
        <Heart aria-hidden className="size-7" strokeWidth={1.5} />
      </span>
      <p className="mt-5 font-serif text-xl text-ink">Your wishlist is empty</p>
      <p className="mt-2 max-w-64 text-sm text-ink-soft">Start liking wallpapers to build your collection!</p>
      <ButtonLink to="/products" onClick={onNavigate} className="mt-6">
        Explore Designs
      </ButtonLink>
    </div>
  );
}

function WishlistRow({ product, onNavigate }: { product: Product; onNavigate: () => void }) {
  const { remove } = useWishlist();
  const href = `/products/${product.id}`;
  const { rate, unit } = productRate(product);
  return (
    <li className="flex gap-4 py-5">
      <Link
        to={href}
        onClick={onNavigate}
        className="shrink-0 overflow-hidden rounded-lg"
        tabIndex={-1}
        aria-hidden
      >
        <ProductImage
          src={product.images[0]}
          alt={product.name}
          width={88}
          height={88}
          sizes="88px"
          className="size-[88px] rounded-lg"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            {product.bestseller && <Badge className="mb-1.5">Bestseller</Badge>}
            <Link
              to={href}
              onClick={onNavigate}
              className="line-clamp-2 font-medium text-ink underline-offset-4 hover:underline"
            >
              {product.name}
            </Link>
          </div>
          <IconButton
            label={`Remove ${product.name} from wishlist`}
            icon={<Trash2 />}
            size="sm"
            className="-mt-1 -mr-1 text-ink-muted hover:text-danger"
            onClick={() => void remove(product.id)}
          />
        </div>
        <p className="mt-0.5 text-xs text-ink-muted">{product.category}</p>
        <p className="mt-1 text-sm text-ink-soft">{formatRate(rate, unit)}</p>
        <Link
          to={href}
          onClick={onNavigate}
          aria-label={`View ${product.name}`}
          className="mt-3 inline-flex items-center gap-1 self-start text-sm font-medium text-gold-dark underline-offset-4 hover:underline"
        >
          View <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </li>
  );
}

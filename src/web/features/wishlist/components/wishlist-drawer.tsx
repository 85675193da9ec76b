import { ArrowRight, Heart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../../../domain/product';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { DrawerEmpty, DrawerSkeleton, DrawerThumb } from '../../../components/ui/drawer-parts';
import { IconButton } from '../../../components/ui/icon-button';
import { productPrice, TAX_NOTE } from '../../../../domain/pricing';
import { LoadError } from '../../../components/ui/load-error';
import { formatRate } from '../../../components/ui/price';
import { Sheet } from '../../../components/ui/sheet';
import { useWishlist } from '../../../app/wishlist-context';

export function WishlistDrawer() {
  const { items, count, isLoading, loadFailed, reloading, reload, isOpen, setOpen, close } = useWishlist();
  return (
    <Sheet
      open={isOpen}
      onOpenChange={setOpen}
      title={loadFailed ? 'Wishlist' : `Wishlist (${count})`}
      footer={
        items.length > 0 && (
          <div className="space-y-3">
            <p className="flex items-baseline justify-between text-ink">
              <span className="font-serif text-lg">Total Items</span>
              <span className="text-lg font-semibold tabular-nums">{count}</span>
            </p>
            <p className="text-xs text-ink-muted">Prices are before tax: {TAX_NOTE}</p>
            <ButtonLink to="/products" onClick={close} size="lg" fullWidth>
              Continue Shopping
            </ButtonLink>
          </div>
        )
      }
    >
      {items.length === 0 ? (
        isLoading ? (
          <DrawerSkeleton label="Loading your wishlist" />
        ) : loadFailed ? (
          <LoadError
            title="Your wishlist could not be loaded."
            onRetry={reload}
            retrying={reloading}
            className="mx-5 sm:mx-6"
          />
        ) : (
          <DrawerEmpty
            icon={<Heart aria-hidden strokeWidth={1.5} />}
            title="Your wishlist is empty"
            text="Start liking wallpapers to build your collection!"
            action={{ label: 'Explore Designs', to: '/products' }}
            onNavigate={close}
          />
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

function WishlistRow({ product, onNavigate }: { product: Product; onNavigate: () => void }) {
  const { remove } = useWishlist();
  const href = `/products/${product.id}`;
  const { rate, unit, ratePerSqft } = productPrice(product);
  return (
    <li className="flex gap-4 py-5">
      <DrawerThumb product={product} onNavigate={onNavigate} />
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
        <p className="mt-1 text-sm text-ink-soft">{formatRate(rate, unit, ratePerSqft)}</p>
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

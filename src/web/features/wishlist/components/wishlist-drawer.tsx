import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../../../domain/product';
import { Badge } from '../../../components/ui/badge';
import { DrawerRow, ListDrawer } from '../../../components/ui/drawer-parts';
import { productPrice, TAX_NOTE } from '../../../../domain/pricing';
import { formatRate } from '../../../components/ui/price';
import { useWishlist } from '../../../stores/wishlist/wishlist-context';

export function WishlistDrawer() {
  const wishlist = useWishlist();
  const { items, count, close } = wishlist;
  return (
    <ListDrawer
      kind="wishlist"
      list={wishlist}
      notes={<p className="text-xs text-ink-muted">Prices are before tax: {TAX_NOTE}</p>}
      rows={items.length}
      summary={{ label: 'Total Items', value: count }}
      action={{ label: 'Continue Shopping', to: '/products' }}
    >
      {items.map((product) => (
        <WishlistRow key={product.id} product={product} onNavigate={close} />
      ))}
    </ListDrawer>
  );
}

function WishlistRow({ product, onNavigate }: { product: Product; onNavigate: () => void }) {
  const { remove } = useWishlist();
  const { rate, unit, ratePerSqft } = productPrice(product);
  return (
    <DrawerRow
      product={product}
      onNavigate={onNavigate}
      badge={product.bestseller && <Badge className="mb-1.5">Bestseller</Badge>}
      removeLabel={`Remove ${product.name} from wishlist`}
      onRemove={() => void remove(product.id)}
    >
      <p className="mt-0.5 text-xs text-ink-muted">{product.category}</p>
      <p className="mt-1 text-sm text-ink-soft">{formatRate(rate, unit, ratePerSqft)}</p>
      <Link
        to={`/products/${product.id}`}
        onClick={onNavigate}
        aria-label={`View ${product.name}`}
        className="mt-3 inline-flex items-center gap-1 self-start text-sm font-medium text-gold-dark underline-offset-4 hover:underline"
      >
        View <ArrowRight aria-hidden className="size-4" />
      </Link>
    </DrawerRow>
  );
}

import { clsx } from 'clsx';
import { Check, Heart, MessageCircle, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TIMINGS_MS } from '../../../../../domain/constants';
import type { Product } from '../../../../../domain/product';
import { Button, buttonStyles } from '../../../../components/ui/button';
import { useStoreInfo, whatsappLink } from '../../../../lib/store-info';
import type { AddToCartInput } from '../../../../stores/cart/cart-context';
import { useCart } from '../../../../stores/cart/cart-context';
import { useWishlist } from '../../../../stores/wishlist/wishlist-context';
import { useIsLoggedIn } from '../use-is-logged-in';
import { loginPath } from '../../../../lib/redirect';

interface ProductActionsProps {
  product: Product;
  /** the line as chosen on the page, read when the button is pressed */
  line: () => AddToCartInput;
  /** why Add to Cart cannot be pressed yet, if it cannot */
  blockedReason?: string | null;
}

/**
 * Add to Cart, the wishlist heart and Order on WhatsApp; logged-out shoppers are sent to /login, their line kept in
 * this browser's cart until they are known.
 */
export function ProductActions({ product, line, blockedReason }: ProductActionsProps) {
  const cart = useCart();
  const wishlist = useWishlist();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { info } = useStoreInfo();
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toLogin = () => navigate(loginPath(pathname));

  const onAdd = async () => {
    if (added) return;
    try {
      await cart.add(line());
    } catch {
      // The cart has already shown the server's reason in a toast.
      return;
    }
    // Signed out, the line waits in this browser's cart with the material and wall chosen, and joins the
    // shopper's cart once they sign in or continue as a guest (decisions/005, issue 26); then on to /login.
    if (!loggedIn) return toLogin();
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), TIMINGS_MS.addedToCart);
  };

  const saved = wishlist.has(product.id);
  const onHeart = () => {
    if (!loggedIn) return toLogin();
    void wishlist.toggle(product);
  };

  const outOfStock = !product.inStock;
  const message = `I'm interested in ${product.name}`;
  return (
    <div className="space-y-3">
      <div className="flex gap-3">
        <Button
          size="lg"
          fullWidth
          onClick={onAdd}
          disabled={outOfStock || Boolean(blockedReason)}
          // 'Added to Cart' holds for a moment without disabling the button: a disabled button drops the
          // keyboard focus to the page's start (issue 26).
          aria-disabled={added || undefined}
          aria-describedby={blockedReason ? 'add-to-cart-hint' : undefined}
          icon={
            added ? (
              <Check aria-hidden className="size-[18px]" />
            ) : (
              <ShoppingBag aria-hidden className="size-[18px]" />
            )
          }
          className={clsx('flex-1', added && 'aria-disabled:opacity-100')}
        >
          {outOfStock
            ? product.reserved
              ? 'Reserved'
              : 'Out of Stock'
            : added
              ? 'Added to Cart'
              : 'Add to Cart'}
        </Button>
        <button
          type="button"
          onClick={onHeart}
          aria-pressed={saved}
          aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
          title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full border border-sand-300 bg-white text-ink transition-colors hover:border-ink/50 hover:text-gold-dark"
        >
          <Heart
            aria-hidden
            strokeWidth={1.75}
            className={clsx('size-5 transition-colors', saved && 'fill-gold-dark text-gold-dark')}
          />
        </button>
      </div>
      {blockedReason && (
        <p id="add-to-cart-hint" className="text-sm text-ink-muted">
          {blockedReason}
        </p>
      )}
      <a
        href={info ? whatsappLink(info.whatsappNumber, message) : undefined}
        target="_blank"
        rel="noopener noreferrer"
        aria-disabled={!info || undefined}
        className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
      >
        <MessageCircle aria-hidden className="size-[18px]" />
        Order on WhatsApp
      </a>
    </div>
  );
}

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { useOnceTrue } from '../../components/ui/use-once-true';
import { useAuth } from '../../stores/auth/auth-context';
import { loginPath } from '../../lib/redirect';
import { useCart } from '../../stores/cart/cart-context';
import { useWishlist } from '../../stores/wishlist/wishlist-context';
import { ChatButton } from './chat-button';
import { PromoBanner } from './promo-banner';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The overlays carry the dialog library; loading them on first open keeps it out of every page's first load.
const SearchDialog = lazy(() =>
  import('../../features/search/components/search-dialog').then((m) => ({ default: m.SearchDialog })),
);
const CartDrawer = lazy(() =>
  import('../../features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
);
const WishlistDrawer = lazy(() =>
  import('../../features/wishlist/components/wishlist-drawer').then((m) => ({ default: m.WishlistDrawer })),
);

/** The frame around every storefront page (docs/store-rules.md#screens). */
export function StoreLayout() {
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const showSearch = useOnceTrue(searchOpen);
  const cart = useCart();
  const showCart = useOnceTrue(cart.isOpen);
  const [params, setParams] = useSearchParams();
  const openCartFromLink = params.get('cart') === 'open';
  const { open: openCart } = cart;
  const { status } = useAuth();
  const navigate = useNavigate();
  // Cart-recovery e-mails link to /?cart=open: show the shopper their cart, then tidy the address. The cart
  // they mean is saved with their account, so a signed-out shopper signs in first and comes back here.
  useEffect(() => {
    if (!openCartFromLink || status === 'checking') return;
    if (status === 'signed-out') {
      navigate(loginPath('/?cart=open'), { replace: true });
      return;
    }
    openCart();
    setParams(
      (current) => {
        current.delete('cart');
        return current;
      },
      { replace: true },
    );
  }, [openCartFromLink, status, openCart, navigate, setParams]);
  const showWishlist = useOnceTrue(useWishlist().isOpen);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-sm text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <PromoBanner />
      <SiteHeader onSearch={openSearch} />
      <div id="content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </div>
      <SiteFooter />
      <ChatButton />
      <Suspense fallback={null}>
        {showSearch && <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />}
        {showCart && <CartDrawer />}
        {showWishlist && <WishlistDrawer />}
      </Suspense>
    </div>
  );
}

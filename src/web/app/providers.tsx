import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider, useAuth } from '../stores/auth/auth-context';
import { CartProvider } from '../stores/cart/cart-context';
import { WishlistProvider } from '../stores/wishlist/wishlist-context';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
  });

/**
 * The cart and wishlist follow the session: a guest's live in this browser, a signed-in shopper's on
 * the server. Wired here so neither feature has to import the auth feature.
 */
function ShopperProviders({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  const userId = user?.id ?? null;
  const sessionPending = status === 'checking';
  return (
    <CartProvider userId={userId} sessionPending={sessionPending}>
      <WishlistProvider userId={userId} sessionPending={sessionPending}>
        {children}
      </WishlistProvider>
    </CartProvider>
  );
}

/** Everything around the router: the browser's and the server's render share it (entry-server.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ShopperProviders>{children}</ShopperProviders>
      </AuthProvider>
      <Toaster position="top-center" closeButton />
    </QueryClientProvider>
  );
}

import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../stores/auth/auth-context';

// Guests, most first visits, never download the menu and its positioning code.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

const placeholder = (
  <span aria-hidden className="inline-block size-10 animate-pulse rounded-full bg-sand-100 md:ml-1" />
);

/**
 * The header's account slot (docs/store-rules.md#screens): a Login link for guests; for a signed-in shopper a
 * menu with their name and email, Profile, My Orders, Reset Password and a red Logout.
 */
export function HeaderAccount() {
  const { user, status } = useAuth();
  // The session check takes a moment; a quiet placeholder avoids flashing 'Login' at a signed-in shopper.
  if (status === 'checking') return placeholder;
  if (!user) {
    return (
      <Link
        to="/login"
        className="inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-sm font-medium text-ink transition-colors hover:bg-sand-100 md:ml-1 md:border md:border-sand-200 md:px-4"
      >
        <UserRound aria-hidden className="size-5 md:size-4" />
        <span className="max-md:sr-only">Login</span>
      </Link>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

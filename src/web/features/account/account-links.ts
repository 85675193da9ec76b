import { KeyRound, Package, UserRound, type LucideIcon } from 'lucide-react';

export interface AccountLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** a line under the label on the profile page */
  description: string;
}

/** docs/store-rules.md#screens: the header menu's and the profile page's links ('Reset Password' opens /forgot-password). */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { to: '/profile', label: 'Profile', icon: UserRound, description: 'Your name, email and account details' },
  { to: '/orders', label: 'My Orders', icon: Package, description: 'Track deliveries and see past orders' },
  {
    to: '/forgot-password',
    label: 'Reset Password',
    icon: KeyRound,
    description: 'Get an email link to choose a new password',
  },
];

/** Pages that only make sense signed in; logging out from one of them goes home. */
export const isAccountPath = (pathname: string): boolean =>
  ['/profile', '/orders', '/checkout'].some((p) => pathname === p || pathname.startsWith(`${p}/`));

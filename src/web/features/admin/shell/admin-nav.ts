import {
  ChartColumn,
  GripVertical,
  Images,
  Inbox,
  LayoutDashboard,
  Lightbulb,
  Mail,
  PackageOpen,
  ScrollText,
  ShoppingCart,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import type { StaffAccess } from '../../../../domain/staff';

export interface AdminNavItem {
  /** relative to /admin */
  to: string;
  label: string;
  icon: LucideIcon;
  /** who sees the link; the server refuses everyone else anyway */
  access: StaffAccess;
}

export interface AdminNavGroup {
  label: string;
  items: AdminNavItem[];
}

/** Spec §2's sidebar links first, in its order; then what our staff added. */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    label: 'Store',
    items: [
      { to: 'dashboard', label: 'Dashboard', icon: LayoutDashboard, access: 'viewer' },
      { to: 'abandoned-carts', label: 'Abandoned Carts', icon: ShoppingCart, access: 'viewer' },
      { to: 'insights', label: 'Product Insights', icon: Lightbulb, access: 'viewer' },
      { to: 'arrange', label: 'Arrange Products', icon: GripVertical, access: 'viewer' },
      { to: 'media', label: 'Media Management', icon: Images, access: 'viewer' },
      { to: 'access', label: 'User Access', icon: UserCog, access: 'viewer' },
      { to: 'analytics', label: 'Analytics', icon: ChartColumn, access: 'viewer' },
    ],
  },
  {
    label: 'Correspondence',
    items: [
      { to: 'requests', label: 'Requests & Messages', icon: Inbox, access: 'viewer' },
      { to: 'returns', label: 'Returns & Exchanges', icon: PackageOpen, access: 'viewer' },
      { to: 'outbox', label: 'E-mail Outbox', icon: Mail, access: 'viewer' },
      { to: 'audit-log', label: 'Audit Log', icon: ScrollText, access: 'admin' },
    ],
  },
];

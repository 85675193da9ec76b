import {
  Banknote,
  BookA,
  ChartColumn,
  Gift,
  GripVertical,
  Images,
  Inbox,
  LayoutDashboard,
  Lightbulb,
  Mail,
  MessageSquareText,
  PackageOpen,
  PackageX,
  ReceiptIndianRupee,
  ScrollText,
  ShoppingCart,
  UserCog,
  CalendarDays,
  HardHat,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffAccess } from '../../../../domain/staff';

export interface AdminNavItem {
  /** relative to /admin */
  to: string;
  label: string;
  icon: LucideIcon;
  /** who sees the link, when not every member of staff; the server refuses everyone else anyway */
  access?: StaffAccess;
}

export interface AdminNavGroup {
  label: string;
  items: AdminNavItem[];
}

/** the sidebar of docs/store-rules.md#screens links first, in its order; then what our staff added. */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    label: 'Store',
    items: [
      { to: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
      { to: 'abandoned-carts', label: 'Abandoned Carts', icon: ShoppingCart },
      { to: 'insights', label: 'Product Insights', icon: Lightbulb },
      { to: 'arrange', label: 'Arrange Products', icon: GripVertical },
      { to: 'media', label: 'Media Management', icon: Images },
      { to: 'synonyms', label: 'Search Synonyms', icon: BookA },
      { to: 'access', label: 'User Access', icon: UserCog },
      { to: 'analytics', label: 'Analytics', icon: ChartColumn },
      { to: 'gst-returns', label: 'GST Returns', icon: ReceiptIndianRupee },
    ],
  },
  {
    label: 'Correspondence',
    items: [
      { to: 'requests', label: 'Requests & Messages', icon: Inbox },
      { to: 'returns', label: 'Returns & Exchanges', icon: PackageOpen },
      { to: 'reviews', label: 'Reviews', icon: MessageSquareText },
      { to: 'delivery-problems', label: 'Delivery problems', icon: PackageX },
      { to: 'cod', label: 'Cash on delivery', icon: Banknote },
      { to: 'offers', label: 'Offers & gift cards', icon: Gift },
      { to: 'outbox', label: 'E-mail Outbox', icon: Mail },
      { to: 'audit-log', label: 'Audit Log', icon: ScrollText, access: 'admin' },
    ],
  },
  {
    label: 'Installation',
    items: [
      { to: 'installer', label: 'My Jobs', icon: HardHat, access: 'installer' },
      { to: 'dispatch', label: 'Dispatch Board', icon: CalendarDays },
      { to: 'installation-teams', label: 'Teams', icon: Users, access: 'admin' },
    ],
  },
];

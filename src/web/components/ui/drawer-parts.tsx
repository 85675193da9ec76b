import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../domain/product';
import type { CopyLoad, Drawer } from '../../lib/local-store';
import { ButtonLink } from './button';
import { IconButton } from './icon-button';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { LoadError } from './load-error';
import { NamedThumb } from './product-image';
import { Sheet } from './sheet';
import { Skeleton } from './skeleton';

/** The two drawers' own words, side by side so they stay in step. */
const DRAWERS = {
  cart: {
    title: 'Shopping Cart',
    icon: ShoppingBag,
    emptyText: 'Add some beautiful wallpapers to get started!',
    emptyAction: 'Shop Now',
    /** its rows end in a quantity control, which waits while the cart loads */
    controls: true,
  },
  wishlist: {
    title: 'Wishlist',
    icon: Heart,
    emptyText: 'Start liking wallpapers to build your collection!',
    emptyAction: 'Explore Designs',
    controls: false,
  },
} as const;

export interface ListDrawerProps {
  kind: keyof typeof DRAWERS;
  /** the cart's or the wishlist's context: its load state, its count and its drawer */
  list: CopyLoad & Drawer & { count: number };
  /** how many rows there are to list */
  rows: number;
  /** the footer's headline figure while there are rows: 'Total:' and the amount */
  summary: { label: string; value: ReactNode };
  /** lines that lead to that figure, above it (the cart's savings) */
  figures?: ReactNode;
  /** the quiet lines under it (tax, shipping, samples) */
  notes: ReactNode;
  /** the footer's way on: checkout, or back to the shop */
  action: { label: string; to: string };
  /** the rows, each a DrawerRow */
  children: ReactNode;
  /** under the rows, scrolling with them (the cart's code field) */
  after?: ReactNode;
}

/**
 * The cart's and the wishlist's drawer. With no rows it says why: still loading, failed to load (with a
 * retry, never an empty list the store cannot vouch for), or truly empty.
 */
export function ListDrawer({
  kind,
  list,
  rows,
  summary,
  figures,
  notes,
  action,
  children,
  after,
}: ListDrawerProps) {
  const { title, controls } = DRAWERS[kind];
  return (
    <Sheet
      open={list.isOpen}
      onOpenChange={list.setOpen}
      title={list.loadFailed ? title : `${title} (${list.count})`}
      footer={
        rows > 0 && (
          <div className="space-y-3">
            {figures}
            <p className="flex items-baseline justify-between text-ink">
              <span className="font-serif text-lg">{summary.label}</span>
              <span className="text-lg font-semibold tabular-nums">{summary.value}</span>
            </p>
            {notes}
            <ButtonLink to={action.to} onClick={list.close} size="lg" fullWidth>
              {action.label}
            </ButtonLink>
          </div>
        )
      }
    >
      {rows > 0 ? (
        <>
          <ul
            aria-busy={(controls && list.isLoading) || undefined}
            className="divide-y divide-sand-200 px-5 sm:px-6"
          >
            {children}
          </ul>
          {after}
        </>
      ) : list.isLoading ? (
        <DrawerSkeleton label={`Loading your ${kind}`} withControls={controls} />
      ) : list.loadFailed ? (
        <LoadError
          title={`Your ${kind} could not be loaded.`}
          onRetry={list.reload}
          retrying={list.reloading}
          className="mx-5 sm:mx-6"
        />
      ) : (
        <EmptyList kind={kind} look="drawer" title={`Your ${kind} is empty`} onNavigate={list.close} />
      )}
    </Sheet>
  );
}

export interface EmptyListProps extends Pick<EmptyStateProps, 'look' | 'title' | 'onNavigate'> {
  kind: keyof typeof DRAWERS;
}

/** An empty cart or wishlist in its drawer's words, wherever it shows: the drawer, the checkout. */
export function EmptyList({ kind, ...state }: EmptyListProps) {
  const { icon, emptyText, emptyAction } = DRAWERS[kind];
  return <EmptyState icon={icon} text={emptyText} action={emptyAction} {...state} />;
}

export interface DrawerRowProps {
  product: Product;
  onNavigate: () => void;
  /** a badge over the name */
  badge?: ReactNode;
  /** the remove button's accessible name: 'Remove Jaali from cart' */
  removeLabel: string;
  onRemove: () => void;
  removeDisabled?: boolean;
  /** what the row shows under its name */
  children: ReactNode;
}

/** One drawer row: the picture and the name, both linking to the product, and the button that takes it out. */
export function DrawerRow({
  product,
  onNavigate,
  badge,
  removeLabel,
  onRemove,
  removeDisabled,
  children,
}: DrawerRowProps) {
  const href = `/products/${product.id}`;
  return (
    <li className="flex gap-4 py-5">
      {/* The picture links too, hidden from assistive tech: the name's link is the one announced. */}
      <Link
        to={href}
        onClick={onNavigate}
        className="shrink-0 overflow-hidden rounded-lg"
        tabIndex={-1}
        aria-hidden
      >
        <NamedThumb product={product} width={88} className="size-[88px] rounded-lg" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            {badge}
            <Link
              to={href}
              onClick={onNavigate}
              className="line-clamp-2 font-medium text-ink underline-offset-4 hover:underline"
            >
              {product.name}
            </Link>
          </div>
          <IconButton
            label={removeLabel}
            icon={<Trash2 />}
            size="sm"
            className="-mt-1 -mr-1 text-ink-muted hover:text-danger"
            disabled={removeDisabled}
            onClick={onRemove}
          />
        </div>
        {children}
      </div>
    </li>
  );
}

/** Shaped like the rows that are on their way (design.md: skeletons, not blank panels). */
function DrawerSkeleton({ label, withControls = false }: { label: string; withControls?: boolean }) {
  return (
    <div role="status" aria-busy className="divide-y divide-sand-200 px-5 sm:px-6">
      <span className="sr-only">{label}</span>
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-4 py-5">
          <Skeleton rounded="lg" className="size-[88px] shrink-0" />
          <div className="flex-1 space-y-2.5 pt-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-2/5" />
            {withControls && <Skeleton rounded="full" className="mt-4 h-8 w-28" />}
          </div>
        </div>
      ))}
    </div>
  );
}

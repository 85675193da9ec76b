import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

export interface EmptyStateProps {
  /** a lucide icon, drawn in a soft sand disc */
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** a button or link that gets the reader unstuck (Add Product, Clear search…) */
  action?: ReactNode;
  /** `sm` inside a table or a sheet, `md` for a whole page */
  size?: 'sm' | 'md';
  className?: string;
}

/** What a list shows when it has nothing to show, including after a failed fetch (spec §8). */
export function EmptyState({ icon, title, description, action, size = 'md', className }: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center text-center',
        size === 'md' ? 'px-6 py-16' : 'px-4 py-10',
        className,
      )}
    >
      {icon && (
        <div
          aria-hidden
          className="mb-4 flex size-12 items-center justify-center rounded-full bg-sand-100 text-gold-dark [&>svg]:size-5"
        >
          {icon}
        </div>
      )}
      <p className={clsx('font-serif text-ink', size === 'md' ? 'text-xl' : 'text-lg')}>{title}</p>
      {description && <p className="mt-1.5 max-w-sm text-sm leading-relaxed text-ink-muted">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

export interface ListEmptyStateProps {
  icon: ReactNode;
  /** plural, lower case: 'orders' */
  noun: string;
  /** search or filters narrow the list */
  filtered: boolean;
  failed: boolean;
  /** what to try when filters find nothing: 'Try another search or status.' */
  filteredHint: string;
  /** what fills the list when nothing has yet */
  emptyHint: string;
  onRetry(): void;
  onClearFilters(): void;
}

/** A dashboard table's empty body: failed (try again), filtered to nothing (clear filters) or simply empty. */
export function ListEmptyState({
  icon,
  noun,
  filtered,
  failed,
  filteredHint,
  emptyHint,
  onRetry,
  onClearFilters,
}: ListEmptyStateProps) {
  return (
    <EmptyState
      size="sm"
      icon={icon}
      title={filtered ? `No ${noun} match` : `No ${noun} yet`}
      description={failed ? `The ${noun} could not be loaded.` : filtered ? filteredHint : emptyHint}
      action={
        failed ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        ) : filtered ? (
          <Button variant="secondary" size="sm" onClick={onClearFilters}>
            Clear filters
          </Button>
        ) : undefined
      }
    />
  );
}

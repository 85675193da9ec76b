import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { RetryNote } from './page-parts';

export interface EmptyStateProps {
  /** a lucide icon, drawn in a soft sand disc */
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** a button or link that gets the reader unstuck (Add Product, Clear search…) */
  action?: ReactNode;
  /** `sm` inside a table or a sheet, `md` for a whole page */
  size?: 'sm' | 'md';
  /** drawn as a card of its own, where no table or panel frames it */
  card?: boolean;
  className?: string;
}

/** What a list shows when it has nothing to show, including after a failed fetch (spec §8). */
export function EmptyState({
  icon,
  title,
  description,
  action,
  size = 'md',
  card = false,
  className,
}: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center text-center',
        size === 'md' ? 'px-6 py-16' : 'px-4 py-10',
        card && 'rounded-card border border-sand-200 bg-white',
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

export interface QueryEmptyStateProps extends Omit<EmptyStateProps, 'description'> {
  /** the query the list comes from */
  query: { isError: boolean; refetch: () => unknown };
  /** spec §8's text for a failed fetch, as the console logs it; a Try again sits beside it */
  failure: string;
  /** why the list is empty when nothing failed */
  description?: ReactNode;
}

/** A list's empty state: after a failed fetch, the failure and a way to try again; otherwise why it is empty. */
export function QueryEmptyState({ query, failure, description, ...props }: QueryEmptyStateProps) {
  return (
    <EmptyState
      {...props}
      description={
        query.isError ? <RetryNote text={failure} onRetry={() => void query.refetch()} /> : description
      }
    />
  );
}

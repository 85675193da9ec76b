import { RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** A quiet line after a failed fetch, in the words of docs/store-rules.md#errors, so staff can try again without reloading. */
export function RetryNote({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <span className="mt-1 flex flex-wrap items-center justify-center gap-x-2 text-sm text-ink-muted">
      <span>{text}.</span>
      <Button variant="quiet" icon={<RotateCw className="size-3.5" aria-hidden />} onClick={onRetry}>
        Try again
      </Button>
    </span>
  );
}

/** What a screen needs to know of the query its list comes from. */
export interface ListQuery {
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryEmptyStateProps {
  /** `inset` in a table, `panel` where no table frames it */
  look: 'inset' | 'panel';
  icon: LucideIcon;
  title: string;
  /** why the list is empty when nothing failed */
  text?: ReactNode;
  /** the text of docs/store-rules.md#errors for a failed fetch, as the console logs it; a Try again sits beside it */
  failure: string;
  query: ListQuery;
  /** a way on when nothing failed: Add media */
  action?: ReactNode;
}

/** A list's empty state: after a failed fetch, the failure and a way to try again; otherwise why it is empty. */
export function QueryEmptyState({ query, failure, text, action, ...props }: QueryEmptyStateProps) {
  return (
    <EmptyState
      {...props}
      text={query.isError ? <RetryNote text={failure} onRetry={() => void query.refetch()} /> : text}
    >
      {!query.isError && action}
    </EmptyState>
  );
}

/** A list's empty state as the list's screen writes it; the query and the look come from what draws it. */
export type EmptyCopy = Omit<QueryEmptyStateProps, 'look' | 'query'>;

/**
 * A query's list outside a table: `skeleton` until the first answer, then the list, or an empty state saying
 * why there is nothing (after a failure, nothing but the failure and Try again).
 */
export function QueryList<T>({
  query,
  look = 'panel',
  skeleton,
  empty,
  children,
}: {
  query: ListQuery & { data: T[] | undefined };
  /** `inset` where the list already sits in a panel */
  look?: QueryEmptyStateProps['look'];
  skeleton: ReactNode;
  empty: EmptyCopy;
  children: (items: T[]) => ReactNode;
}) {
  const items = query.isError ? [] : query.data;
  if (items === undefined) return skeleton;
  if (items.length === 0) return <QueryEmptyState look={look} query={query} {...empty} />;
  return children(items);
}

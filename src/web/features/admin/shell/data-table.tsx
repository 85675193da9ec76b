import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../../domain/format';
import { IconButton } from '../../../components/ui/icon-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { QueryEmptyState, type EmptyCopy, type ListQuery } from './query-state';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** hides the column on narrower screens, so a phone keeps the columns that matter */
  hideBelow?: 'sm' | 'md' | 'lg';
  /** extra classes for this column's cells (width, wrapping) */
  className?: string;
}

export interface PaginationState {
  /** 1-based */
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
}

export interface DataTableProps<T extends { id: string }> {
  /** the table's accessible name (visually hidden) */
  caption: string;
  columns: Column<T>[];
  /** the rows from a query (queryRows) */
  rows: TableRows<T>;
  skeletonRows?: number;
  /** shown in place of the body when there are no rows (an EmptyState with look="inset") */
  empty: ReactNode;
  /**
   * The whole row becomes a mouse target for this. Keep a real button or link in one cell too: it is what
   * keyboard and screen-reader users reach.
   */
  onRowClick?: (row: T) => void;
  /** a foot with the page and previous/next, once the list's total is known */
  pagination?: Omit<PaginationState, 'total'> & { total: number | undefined };
}

const HIDE: Record<NonNullable<Column<unknown>['hideBelow']>, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
};
const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/** A dense, calm table in a card, with skeleton rows, an empty state and optional paging. */
export function DataTable<T extends { id: string }>({
  caption,
  columns,
  rows: { list, loading, stale },
  skeletonRows = 6,
  empty,
  onRowClick,
  pagination,
}: DataTableProps<T>) {
  const cellClass = (column: Column<T>) =>
    clsx(ALIGN[column.align ?? 'left'], column.hideBelow && HIDE[column.hideBelow], column.className);
  const showEmpty = !loading && list !== undefined && list.length === 0;

  return (
    <div className="overflow-hidden rounded-card border border-sand-200 bg-white">
      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-sand-200 bg-sand-50/70">
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={clsx(
                    'px-3 py-2.5 text-[11px] sm:px-4 font-semibold tracking-[0.1em] whitespace-nowrap text-ink-muted uppercase',
                    cellClass(column),
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={clsx('transition-opacity', stale && 'opacity-60')}>
            {loading || list === undefined
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  <tr key={i} className="border-b border-sand-100 last:border-0">
                    {columns.map((column) => (
                      <td key={column.id} className={clsx('px-3 py-3.5 sm:px-4', cellClass(column))}>
                        <Skeleton className={clsx('h-4', i % 2 ? 'w-3/4' : 'w-2/3', 'inline-block')} />
                      </td>
                    ))}
                  </tr>
                ))
              : list.map((row) => (
                  <tr
                    key={row.id}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    className={clsx(
                      'border-b border-sand-100 transition-colors last:border-0',
                      onRowClick && 'cursor-pointer hover:bg-sand-50',
                    )}
                  >
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        className={clsx('px-3 py-3 align-middle text-ink sm:px-4', cellClass(column))}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {showEmpty && empty}
      {pagination?.total !== undefined && !showEmpty && (
        <Pagination {...pagination} total={pagination.total} />
      )}
    </div>
  );
}

/** 'Showing 21–40 of 143' with previous and next; sits at the foot of a DataTable. */
export function Pagination({ page, limit, total, onPageChange }: PaginationState) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav
      aria-label="Pagination"
      className="flex items-center justify-between gap-4 border-t border-sand-200 bg-sand-50/50 px-4 py-2.5 text-xs text-ink-muted"
    >
      <p className="tabular-nums">
        {total === 0 ? (
          'No results'
        ) : (
          <>
            Showing <span className="font-medium text-ink">{first.toLocaleString('en-IN')}</span>–
            <span className="font-medium text-ink">{last.toLocaleString('en-IN')}</span> of{' '}
            <span className="font-medium text-ink">{total.toLocaleString('en-IN')}</span>
          </>
        )}
      </p>
      <div className="flex items-center gap-1">
        <span className="mr-2 hidden tabular-nums sm:inline">
          Page {page} of {pages}
        </span>
        <IconButton
          label="Previous page"
          icon={<ChevronLeft />}
          size="sm"
          variant="outline"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        />
        <IconButton
          label="Next page"
          icon={<ChevronRight />}
          size="sm"
          variant="outline"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        />
      </div>
    </nav>
  );
}

/** What a DataTable needs to know of the query its rows come from. */
export interface TableQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
}

/**
 * A query's answer as a DataTable shows it: skeletons until the first answer (`list` undefined, `loading`),
 * dimmed rows while a newer one loads (`stale`), and no rows after a failure, so the empty state can say what
 * went wrong.
 */
export interface TableRows<T> {
  list: T[] | undefined;
  loading: boolean;
  stale: boolean;
}

/** A table's rows with the query they come from, for an empty state that offers to ask again. */
export interface QueryRows<T> extends TableRows<T> {
  query: ListQuery;
}

/** The rows (`rowsOf` its answer) a query gives a table. */
export const queryRows = <D, T>(
  query: TableQuery<D> & ListQuery,
  rowsOf: (data: D) => T[],
): QueryRows<T> => ({
  list: query.isError ? [] : query.data === undefined ? undefined : rowsOf(query.data),
  loading: query.isPending,
  stale: query.isPlaceholderData,
  query,
});

export interface QueryTableProps<T extends { id: string }> extends Omit<DataTableProps<T>, 'rows' | 'empty'> {
  rows: QueryRows<T>;
  empty: EmptyCopy;
}

/** A DataTable of one query's answer, whose empty state says when the query failed (docs/store-rules.md#errors). */
export function QueryTable<T extends { id: string }>({ rows, empty, ...table }: QueryTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={rows}
      empty={<QueryEmptyState look="inset" query={rows.query} {...empty} />}
    />
  );
}

/** A column of moments, each a <time> shown as a date in India (or with the time of day too). */
export const timeColumn = <T,>(
  id: string,
  header: string,
  at: (row: T) => string,
  { hideBelow, withTime = false }: Pick<Column<T>, 'hideBelow'> & { withTime?: boolean } = {},
): Column<T> => ({
  id,
  header,
  hideBelow,
  cell: (row) => (
    <time dateTime={at(row)} className="whitespace-nowrap text-ink-soft">
      {(withTime ? formatDateTime : formatDate)(at(row))}
    </time>
  ),
});

/** A column of one plain value a row, drawn in `look`; the caller formats the value. */
const plainColumn =
  (look: string, align: Column<unknown>['align'] = 'left') =>
  <T,>(
    id: string,
    header: string,
    value: (row: T) => ReactNode,
    options: Pick<Column<T>, 'hideBelow' | 'className'> = {},
  ): Column<T> => ({
    id,
    header,
    align,
    ...options,
    cell: (row) => <span className={look}>{value(row)}</span>,
  });

/** A short label in secondary text, kept on one line: a category, a kind of e-mail, an address. */
export const textColumn = plainColumn('whitespace-nowrap text-ink-soft');
/** Counts, right-aligned in tabular figures so they line up. */
export const countColumn = plainColumn('tabular-nums', 'right');
/** Rupee amounts, as counts but a little heavier and never wrapped. */
export const moneyColumn = plainColumn('font-medium whitespace-nowrap tabular-nums', 'right');

/**
 * The button in a row's first cell that opens it: what keyboard and screen-reader users reach, while a mouse
 * may click anywhere on the row (DataTable's onRowClick), so its own click stops here.
 */
export function RowButton({
  onOpen,
  label,
  className,
  children,
}: {
  onOpen: () => void;
  /** an accessible name, when the visible text is not enough ('Open order #A1B2C3') */
  label?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
      aria-label={label}
      className={clsx('text-ink underline-offset-4 hover:text-gold-dark hover:underline', className)}
    >
      {children}
    </button>
  );
}

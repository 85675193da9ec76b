import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectControl } from '../../../components/ui/form-field';
import type { Paged } from './api/admin-query';
import { DataTable, queryRows, type DataTableProps, type TableQuery } from './data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Options } from './options';
import { DebouncedSearch } from './debounced-search';
import { useDashboardParams } from './use-dashboard-params';
import { useUrlPage } from './use-patch-search-params';

/** Rows on one page of a dashboard list. */
export const LIST_PAGE_SIZE = 20;

/** The row of search and filters above a table; wraps on phones. */
export function Toolbar({ children }: { children: ReactNode }) {
  return (
    <div className="mb-4 flex flex-col gap-2.5 sm:flex-row sm:flex-wrap sm:items-center">{children}</div>
  );
}

/** The search box over a dashboard list (?q); each new search starts at the first page. */
export function ListSearch({ placeholder, className }: { placeholder: string; className: string }) {
  const { search, update } = useDashboardParams();
  return (
    <DebouncedSearch
      value={search}
      onSearch={(q) => update({ q, page: null })}
      placeholder={placeholder}
      className={className}
    />
  );
}

/** A select that filters a dashboard list by one URL parameter; its first option, '', is everything. */
export function ListFilter({
  param,
  label,
  all,
  value,
  className,
  children,
}: {
  param: string;
  /** the accessible name */
  label: string;
  /** the first option's text: 'All statuses' */
  all: string;
  value: string;
  className: string;
  children: ReactNode;
}) {
  const { update } = useDashboardParams();
  return (
    <SelectControl
      aria-label={label}
      value={value}
      onChange={(e) => update({ [param]: e.target.value, page: null })}
      className={className}
    >
      <option value="">{all}</option>
      {children}
    </SelectControl>
  );
}

/** The list's status filter (?status), offering `values` by their labels; an unknown status shows as all. */
export function StatusFilter<T extends string>({
  values,
  labelOf,
  className,
}: {
  values: readonly T[];
  labelOf: (status: T) => string;
  className: string;
}) {
  const { status } = useDashboardParams();
  return (
    <ListFilter
      param="status"
      label="Status"
      all="All statuses"
      value={values.find((v) => v === status) ?? ''}
      className={className}
    >
      <Options values={values} labelOf={labelOf} />
    </ListFilter>
  );
}

export interface ListEmptyStateProps {
  icon: LucideIcon;
  /** search or filters narrow the list */
  filtered: boolean;
  /** what to try when filters find nothing: 'Try another search or status.' */
  filteredHint: string;
  /** what fills the list when nothing has yet */
  emptyHint: string;
  /** the button that drops the filters, when 'Clear filters' says it less well */
  clearLabel?: string;
}

/** A dashboard table's empty body: failed (try again), filtered to nothing (clear filters) or simply empty. */
function ListEmptyState({
  icon,
  noun,
  query,
  filtered,
  filteredHint,
  emptyHint,
  clearLabel = 'Clear filters',
}: ListEmptyStateProps & { noun: string; query: { isError: boolean; refetch: () => unknown } }) {
  const { clearFilters } = useDashboardParams();
  const failed = query.isError;
  return (
    <EmptyState
      look="inset"
      icon={icon}
      title={filtered ? `No ${noun} match` : `No ${noun} yet`}
      text={failed ? `The ${noun} could not be loaded.` : filtered ? filteredHint : emptyHint}
    >
      {failed ? (
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      ) : (
        filtered && (
          <Button variant="secondary" size="sm" onClick={clearFilters}>
            {clearLabel}
          </Button>
        )
      )}
    </EmptyState>
  );
}

export interface DashboardTableProps<K extends string, T extends { id: string }> extends Pick<
  DataTableProps<T>,
  'columns' | 'onRowClick'
> {
  /** plural, lower case ('orders'): the table's name and the list's key in the answer */
  noun: K;
  query: TableQuery<Paged<K, T>> & { refetch: () => unknown };
  empty: ListEmptyStateProps;
}

/** One page of a dashboard list (?page), with its foot and its empty state. */
export function DashboardTable<K extends string, T extends { id: string }>({
  noun,
  query,
  empty,
  ...table
}: DashboardTableProps<K, T>) {
  const paging = useUrlPage();
  return (
    <DataTable
      {...table}
      rows={queryRows(query, (data) => data[noun])}
      caption={noun.charAt(0).toUpperCase() + noun.slice(1)}
      empty={<ListEmptyState noun={noun} query={query} {...empty} />}
      pagination={{ ...paging, limit: LIST_PAGE_SIZE, total: query.data?.total }}
    />
  );
}

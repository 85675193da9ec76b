import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { paginationRange } from './pagination-range';

export interface PaginationProps {
  /** the page asked for, which may lie past the end */
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** names the navigation landmark, e.g. 'Product pages' */
  label?: string;
}

const cell =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-2.5 text-sm font-medium tabular-nums transition-colors sm:h-10 sm:min-w-10 sm:px-3';

/**
 * Prev, numbered pages in a window of 5 with first and last and ellipses, and Next
 * (docs/store-rules.md#screens, #constants), set well clear of the grid above it.
 */
export function Pagination({ page: asked, totalPages, onPageChange, label = 'Pages' }: PaginationProps) {
  if (totalPages <= 1) return null;
  // A page past the end (a stale link, fewer results since) shows as the last one until the page moves there.
  const page = Math.min(asked, totalPages);
  const items = paginationRange(page, totalPages);
  return (
    <nav aria-label={label} className="mt-14 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            className={clsx(
              cell,
              'gap-1 text-ink hover:bg-sand-100 disabled:pointer-events-none disabled:opacity-40',
            )}
          >
            <ChevronLeft aria-hidden className="size-4" />
            <span className="max-sm:sr-only">Prev</span>
          </button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} aria-hidden className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                onClick={() => onPageChange(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                className={clsx(
                  cell,
                  item.page === page
                    ? 'bg-ink text-ivory'
                    : 'text-ink-soft ring-1 ring-sand-200 ring-inset hover:bg-sand-100 hover:text-ink',
                )}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
            className={clsx(
              cell,
              'gap-1 text-ink hover:bg-sand-100 disabled:pointer-events-none disabled:opacity-40',
            )}
          >
            <span className="max-sm:sr-only">Next</span>
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

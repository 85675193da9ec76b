import { PAGINATION_WINDOW } from '../../../../domain/constants';

export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/**
 * The numbered buttons of the pager (docs/store-rules.md#constants): a window of up to 5 pages around the
 * current one, the first and last page always shown, and an ellipsis for each gap. A gap of a single page shows
 * that page instead, since an ellipsis would take the same room and hide it.
 */
export function paginationRange(current: number, totalPages: number, window = PAGINATION_WINDOW): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  const size = Math.min(window, totalPages);
  let start = Math.max(1, page - Math.floor((size - 1) / 2));
  let end = start + size - 1;
  if (end > totalPages) {
    end = totalPages;
    start = end - size + 1;
  }

  const items: PageItem[] = [];
  const push = (n: number) => items.push({ type: 'page', page: n });
  if (start > 1) {
    push(1);
    if (start === 3) push(2);
    else if (start > 3) items.push({ type: 'ellipsis', key: 'start' });
  }
  for (let n = start; n <= end; n++) push(n);
  if (end < totalPages) {
    if (end === totalPages - 2) push(totalPages - 1);
    else if (end < totalPages - 2) items.push({ type: 'ellipsis', key: 'end' });
    push(totalPages);
  }
  return items;
}

export const totalPagesFor = (total: number, pageSize: number): number =>
  total > 0 ? Math.ceil(total / pageSize) : 0;

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Patch = Record<string, string | number | null | undefined>;

/** The 1-based page a list's URL asks for (?page=3), the first for anything else. */
export const pageParam = (params: URLSearchParams) =>
  Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);

/** A list's page in the URL (?page) and the way to turn to another; `push` makes each turn a history entry. */
export function useUrlPage({ push = false }: { push?: boolean } = {}) {
  const [params] = useSearchParams();
  const patchParams = usePatchSearchParams();
  return { page: pageParam(params), onPageChange: (page: number) => patchParams({ page }, { push }) };
}

/**
 * Sets some of the page's query parameters and keeps the others, so the URL holds what a reload should keep.
 * Empty values and page 1 are dropped, so the URL stays as short as the state allows; the change replaces the
 * current history entry unless `push` asks for a new one.
 */
export function usePatchSearchParams() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (patch: Patch, { push = false }: { push?: boolean } = {}) =>
      setParams(
        () => {
          // The URL as it is now, not as it was at render: a search box's debounce timer calls this with a
          // closure from several renders ago, and must not undo a sheet opened since.
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '' || (key === 'page' && value === 1)) {
              next.delete(key);
            } else next.set(key, String(value));
          }
          return next;
        },
        { replace: !push, preventScrollReset: true },
      ),
    [setParams],
  );
}

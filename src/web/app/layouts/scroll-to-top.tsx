import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Starts each new page at the top. Keyed on the path alone, so pages that keep filters in the query
 * string do not jump; back/forward (POP) is left to the browser's own scroll restoration.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // navigationType is read for the change that moved pathname, not a trigger on its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}

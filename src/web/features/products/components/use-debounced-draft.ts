import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * A local draft of a value that lives in the URL: edits show at once and are committed once they
 * settle for `delayMs`, and a change from outside (Back, Clear All) replaces the draft unless the
 * draft already says the same thing (so committing 'leaf ' as 'leaf' never eats the space being typed).
 */
export function useDebouncedDraft<T>(
  value: T,
  commit: (next: T) => void,
  same: (a: T, b: T) => boolean,
  delayMs = 300,
) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!same(value, seen)) {
    setSeen(value);
    if (!same(value, draft)) setDraft(value);
  }

  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  const settled = useDebouncedValue(draft, delayMs);
  useEffect(() => {
    if (settled === draft && !same(settled, value)) commitRef.current(settled);
  }, [settled, draft, value, same]);

  /** commits now (Enter in a search box) */
  const flush = useCallback(() => {
    if (!same(draft, value)) commitRef.current(draft);
  }, [draft, value, same]);

  return [draft, setDraft, flush] as const;
}

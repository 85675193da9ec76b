import { useState } from 'react';

/**
 * True from the first time `value` is true. An overlay whose code loads on first open stays mounted after
 * that, so it can animate closed.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

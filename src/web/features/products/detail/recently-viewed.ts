/** The shopper's own history, newest first, in localStorage under this key. */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_MAX = 8;

const isId = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value);

/** Keeps well-formed ids only, once each, so a hand-edited or stale entry never breaks the page. */
export function parseRecentlyViewed(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter(isId))].slice(0, RECENTLY_VIEWED_MAX);
}

/** Moves `id` to the front, dropping its older entry and whatever falls beyond the last eight. */
export function pushRecentlyViewed(list: readonly string[], id: string, max = RECENTLY_VIEWED_MAX): string[] {
  if (list[0] === id) return list.length > max ? list.slice(0, max) : [...list];
  return [id, ...list.filter((entry) => entry !== id)].slice(0, max);
}

/** What to show on a product's page: the history without the product itself. */
export const otherRecentlyViewed = (list: readonly string[], currentId: string): string[] =>
  list.filter((id) => id !== currentId);

/** Pages that would send a shopper straight back into the sign-in flow. */
const AUTH_PATHS = ['/login', '/register', '/forgot-password', '/reset-password'];

// Only parsing happens against this base; a value that resolves anywhere else is refused.
const BASE = 'https://store.invalid';

/**
 * Where to go after login or register: the `?redirect=` path when it is a path on this site,
 * otherwise `/`. Refuses other origins, protocol-relative (`//x`), backslash (`/\x`) and scheme
 * (`javascript:`) tricks, so the parameter cannot be used to send shoppers to another site.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Browsers drop tabs and newlines inside URLs, which would turn '/\t/evil.com' into '//evil.com'.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (AUTH_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirect=…` for the current location, so a shopper returns where they were. */
export function loginPath(from?: string, page: '/login' | '/register' = '/login'): string {
  const target = from ? safeRedirect(from, '') : '';
  return target && target !== '/' ? `${page}?redirect=${encodeURIComponent(target)}` : page;
}

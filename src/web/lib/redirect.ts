/** Pages that would send a shopper straight back into a sign-in flow. */
const AUTH_PATHS = ['/login', '/register', '/forgot-password', '/reset-password', '/admin/login'];

// Only parsing happens against this base; a value that resolves anywhere else is refused.
const BASE = 'https://store.invalid';

const hasControlCharacter = (value: string) =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A path whose first segment is empty (`//x`, and `/\x`, which browsers read the same) names another host. */
const namesAnotherHost = (path: string) => /^[/\\]{2}/.test(path);

const isWithin = (pathname: string, area: string) =>
  area === '/' || pathname === area || pathname.startsWith(`${area}/`);

/**
 * The one rule for every `?redirect=` the app reads (login, register, admin login): a path on this site,
 * normalised (dot segments resolved, so `/.//evil.example` cannot turn into `//evil.example` after the
 * check), inside `area`, and not a sign-in page; anything else is `fallback`. Refuses other origins,
 * protocol-relative (`//x`), backslash (`/\x`), scheme (`javascript:`) and control-character tricks, so the
 * parameter can neither send a fresh session to another site nor end in the router's error screen.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/', area = '/'): string {
  if (!value || !value.startsWith('/') || namesAnotherHost(value)) return fallback;
  // Browsers drop tabs and newlines inside URLs, which would turn '/\t/evil.com' into '//evil.com'.
  if (hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || namesAnotherHost(target)) return fallback;
  // Normalising once more must change nothing, so what the router is handed is exactly what was checked.
  if (new URL(target, BASE).href !== url.href) return fallback;
  if (!isWithin(url.pathname, area)) return fallback;
  if (AUTH_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return target;
}

/**
 * `/login?redirect=…` (or the register or staff sign-in page) for the current location, so a shopper returns
 * where they were. The home page, and for staff the dashboard's home, need no parameter.
 */
export function loginPath(
  from?: string | null,
  page: '/login' | '/register' | '/admin/login' = '/login',
): string {
  const target = from ? safeRedirect(from, '') : '';
  const home = page === '/admin/login' ? /^\/admin\/?$/.test(target.replace(/[?#].*$/, '')) : target === '/';
  return target && !home ? `${page}?redirect=${encodeURIComponent(target)}` : page;
}

// Kept apart from the zod schemas in auth.ts: the storefront's first load reads these names, and must not
// pull zod in with them (e2e/bundle.e2e.ts holds that budget).
/**
 * A browser's session (decision 039): the token in an httpOnly cookie, beside a readable hint that tells the
 * page a session is there (and, removed, ends it on this device even when the server cannot be reached), and the
 * CSRF secret that every state-changing request with cookies proves with the `x-csrf-token` header. Behind
 * HTTPS the httpOnly ones take the `__Host-` prefix.
 */
export const SESSION_COOKIE = 'wc_session';
export const SESSION_HINT_COOKIE = 'wc_signed_in';
export const CSRF_COOKIE = 'wc_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_REFUSED = 'Your request could not be verified. Please reload the page and try again.';

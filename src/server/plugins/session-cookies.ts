import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../domain/session';
import type { Config } from '../config';

/** Behind HTTPS a cookie of this name can be set only by this host, over HTTPS, for the whole site. */
const HOST_ONLY = '__Host-';

export interface SessionCookieNames {
  session: string;
  csrf: string;
  /** Secure, and the httpOnly ones `__Host-` prefixed: a live store, or any store served over HTTPS */
  secure: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookies: SessionCookieNames;
  }
  interface FastifyRequest {
    /** a state-changing request with cookies whose CSRF token checked out: a browser of this store */
    csrfVerified: boolean;
    /** its session cookie named no live session, so the answer removes it */
    sessionCookieRejected: boolean;
  }
}

export function sessionCookieNames(config: Pick<Config, 'production' | 'publicUrl'>): SessionCookieNames {
  const secure = config.production || new URL(config.publicUrl).protocol === 'https:';
  const prefix = secure ? HOST_ONLY : '';
  return { session: `${prefix}${SESSION_COOKIE}`, csrf: `${prefix}${CSRF_COOKIE}`, secure };
}

/** The cookies a guest may carry and still be answered from the guest cache: the CSRF secret tells no one apart. */
const GUEST_COOKIES = new Set([CSRF_COOKIE, `${HOST_ONLY}${CSRF_COOKIE}`]);

/** True when a Cookie header holds only cookies that say nothing about who is asking (or none at all). */
export function onlyGuestCookies(header: string | undefined): boolean {
  if (header === undefined) return true;
  return header.split(';').every((pair) => {
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    return name === '' || GUEST_COOKIES.has(name);
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cross-site page can make a browser send cookies but cannot set a header, so what has to prove itself is a
 * state-changing request that carries cookies and no Authorization header: an API client's bearer token is
 * never sent by a browser on its own, and a request with no cookie at all carries no session to abuse (a modern
 * browser sends no SameSite=Lax cookie on a cross-site POST, so the check also covers browsers that would).
 */
const needsCsrfToken = (request: FastifyRequest) =>
  !SAFE_METHODS.has(request.method) &&
  request.headers.authorization === undefined &&
  request.headers.cookie !== undefined;

/**
 * Browser sessions in cookies with CSRF protection (decision 039): @fastify/cookie reads and writes them,
 * @fastify/csrf-protection keeps the CSRF secret in its own httpOnly cookie and checks the `x-csrf-token` header
 * of every request `needsCsrfToken` picks, before its body is read. Registered on the root, after helmet (a
 * refusal keeps the security headers) and before the guest cache.
 */
export async function registerSessionCookies(app: FastifyInstance) {
  const names = sessionCookieNames(app.config);
  app.decorate('sessionCookies', names);
  app.decorateRequest('csrfVerified', false);
  app.decorateRequest('sessionCookieRejected', false);
  await app.register(fastifyCookie);
  await app.register(fastifyCsrfProtection, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: names.csrf,
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure: names.secure },
    getToken: (request) => {
      const token = request.headers[CSRF_HEADER];
      return typeof token === 'string' ? token : undefined;
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!needsCsrfToken(request)) return done();
    // On a refusal the plugin answers 403 itself (errors.ts words it) and never calls on.
    app.csrfProtection(request, reply, () => {
      request.csrfVerified = true;
      done();
    });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.sessionCookieRejected) clearSessionCookies(reply);
    return payload;
  });
}

/**
 * The token of a browser's session, when the request has no Authorization header (which, when present, is the
 * only credential that counts). Without the readable hint beside it the cookie is ignored: the page removed the
 * hint to sign out on this device while the server could not be reached.
 */
export function cookieSessionToken(request: FastifyRequest): string | null {
  if (request.headers.cookie === undefined || request.cookies[SESSION_HINT_COOKIE] === undefined) return null;
  return request.cookies[request.server.sessionCookies.session] ?? null;
}

function cookieOptions(reply: FastifyReply, maxAgeSeconds: number | null): CookieSerializeOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: reply.server.sessionCookies.secure,
    ...(maxAgeSeconds === null ? {} : { maxAge: maxAgeSeconds }),
  };
}

/**
 * Hands a browser its session: the token where no script can read it, and the hint the page reads to know a
 * session is there. `maxAgeMs` null makes both end with the browser (remember-me off, a guest checkout).
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number | null,
) {
  const options = cookieOptions(reply, maxAgeMs === null ? null : Math.floor(maxAgeMs / 1000));
  request.sessionCookieRejected = false;
  reply
    .setCookie(reply.server.sessionCookies.session, token, { ...options, httpOnly: true })
    .setCookie(SESSION_HINT_COOKIE, '1', options);
}

export function clearSessionCookies(reply: FastifyReply) {
  const options = cookieOptions(reply, null);
  reply
    .clearCookie(reply.server.sessionCookies.session, { ...options, httpOnly: true })
    .clearCookie(SESSION_HINT_COOKIE, options);
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { onlyGuestCookies } from '../plugins/session-cookies';
import type { CachedAnswer, CatalogueCache, Encoding } from './catalogue-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** guest answers and listing counts, dropped on every catalogue change across instances */
    catalogueCache: CatalogueCache;
  }
  interface FastifyContextConfig {
    /** a GET whose answer is the same for every guest: kept in the guest cache under this name */
    guestCache?: string;
  }
  interface FastifyRequest {
    /** where a guest's answer to a guestCache route is stored; null for everyone else */
    guestCacheSlot: { name: string; key: string; generation: number; hit: boolean } | null;
  }
}

/**
 * A CDN may keep a guest answer for a minute and serve it stale for ten more while it asks again; this
 * store's own instances drop theirs at once on every catalogue change.
 */
export const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';
/** Shared caches must keep a signed-in request's answer apart from a guest's. */
const VARY = 'Authorization, Cookie';
/** @fastify/compress's threshold: smaller answers go out as they are. */
const COMPRESS_FROM = 1024;
/** Headers a guest answer carries besides its body; anything else the route sets is per response. */
const KEPT_HEADERS = ['content-type', 'x-total-count'];

/**
 * A guest carries no credentials at all: no Authorization header (an API client's session), no session cookie
 * (a browser's, decision 039) and no cookie the store does not know (one might tell this visitor apart); the
 * CSRF secret alone is allowed, since a guest who once sent a form carries it and it changes no answer. Anyone
 * else, even with an expired session, is answered afresh and privately, and nothing of theirs is cached.
 */
export const isGuest = (request: FastifyRequest) =>
  request.headers.authorization === undefined && onlyGuestCookies(request.headers.cookie);

/**
 * The path with its query parameters in one order, so the same question finds the same answer. A bare path is
 * kept as it is, the cheapest key for the URLs asked most; a question with a query string is kept as its digest,
 * since a guest writes the query and URLSearchParams builds it back as a rope of one string per escaped
 * character: 2,000 answers under 14 KB URLs held 242 MB in keys alone, beyond the byte budget.
 */
export function guestCacheKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  const query = params.toString();
  if (!query) return url.slice(0, at);
  return createHash('sha256')
    .update(`${url.slice(0, at)}?${query}`)
    .digest('base64url');
}

/** For a handler whose answer, this time, is not the same for every guest (a page behind a session). */
export function skipGuestCache(request: FastifyRequest) {
  request.guestCacheSlot = null;
}

function preferredEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const matchesEtag = (request: FastifyRequest, etag: string) =>
  request.headers['if-none-match']
    ?.split(',')
    .some((tag) => tag.trim() === etag || tag.trim() === etag.slice(2) || tag.trim() === '*') ?? false;

function guestHeaders(reply: FastifyReply, answer: CachedAnswer) {
  reply.header('ETag', answer.etag).header('Cache-Control', GUEST_CACHE_CONTROL).header('Vary', VARY);
}

async function sendCached(
  cache: CatalogueCache,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
) {
  guestHeaders(reply, answer);
  if (matchesEtag(request, answer.etag)) return reply.code(304).send();
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  const encoding = answer.body.length >= COMPRESS_FROM ? preferredEncoding(request) : null;
  if (!encoding) return reply.send(answer.body);
  // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
  return reply
    .header('Vary', `${VARY}, Accept-Encoding`)
    .header('Content-Encoding', encoding)
    .send(await cache.encoded(answer, encoding));
}

/**
 * An onSend hook for the routes that change what guests see (products, collections, ratings): once the change
 * is made, every instance forgets its answers. A refusal changed nothing, so it flushes nothing either.
 */
export async function catalogueChanged(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const refused = reply.statusCode >= 400 && reply.statusCode < 500;
  if (request.method !== 'GET' && request.method !== 'HEAD' && !refused) {
    await request.server.catalogueCache.invalidate();
  }
  return payload;
}

/**
 * Serves and stores the answers of routes marked `guestCache`. Registered after helmet (so a cached answer
 * still gets its security headers) and before @fastify/compress (so what is stored is the body, not a stream).
 */
export function registerGuestCache(app: FastifyInstance, cache: CatalogueCache) {
  app.decorate('catalogueCache', cache);
  app.decorateRequest('guestCacheSlot', null);

  app.addHook('onRequest', async (request, reply) => {
    const name = request.routeOptions.config.guestCache;
    if (!name || request.method !== 'GET') return;
    if (!isGuest(request)) {
      reply.header('Cache-Control', SIGNED_IN_CACHE_CONTROL).header('Vary', VARY);
      return;
    }
    const key = guestCacheKey(request.url);
    const answer = cache.lookup(name, key);
    request.guestCacheSlot = { name, key, generation: cache.generation, hit: answer !== undefined };
    if (answer) return sendCached(cache, request, reply, answer);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.guestCacheSlot;
    if (!slot || slot.hit || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const answer = cache.store(slot.name, slot.key, slot.generation, Buffer.from(payload), headers);
    guestHeaders(reply, answer);
    if (!matchesEtag(request, answer.etag)) return payload;
    reply.code(304);
    return null;
  });
}

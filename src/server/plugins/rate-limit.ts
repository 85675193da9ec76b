import { createHash } from 'node:crypto';
import fastifyRateLimit, { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { redisKey } from '../redis';
import { requestUser } from './auth';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a minute.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a little while.';

/**
 * Keys one in-process counter keeps at most, the least recently seen dropped first: @fastify/rate-limit's own
 * bound for the store it gives each counter (its `cache` option reaches only the plugin-wide store).
 */
export const RATE_LIMIT_CACHE = 5000;

export interface WindowRule {
  max: number;
  windowMs: number;
}

/**
 * Registers @fastify/rate-limit for the whole app, with no global limit: each route that needs one builds its
 * counters with `limitByAddressAndEmail` or `limitPerClient`. In memory by default, so every app instance (and
 * every test's app) counts on its own; given a Redis client, all processes share the counts (and count nothing
 * while Redis does not answer).
 */
export async function registerRateLimits(app: FastifyInstance, redis?: RateLimitPluginOptions['redis']) {
  if (redis) {
    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: `${redisKey(app.config, 'rate-limit')}:`,
      // While Redis is away a request goes uncounted rather than failing: the store stays open, for a while
      // without limits, which beats turning every shopper away with a 500.
      skipOnError: true,
    });
    return;
  }
  await app.register(fastifyRateLimit, { global: false });
}

/**
 * A key of fixed size whatever the client sent (an e-mail of a megabyte costs the same 40 bytes as any other),
 * prefixed with the counter's name so counters sharing one Redis never mix.
 */
const hashKey = (name: string, parts: readonly string[]) =>
  `${name}:${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 32)}`;

/** Addresses in one IPv6 /64 are one client, as @fastify/rate-limit counts them by default. */
const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

/** A counter of one window rule; each call counts a request and says how many seconds to wait, or 0. */
function counter(
  app: FastifyInstance,
  name: string,
  { max, windowMs }: WindowRule,
  keyParts: (request: FastifyRequest) => readonly string[] | Promise<readonly string[]>,
) {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: async (request) => hashKey(name, await keyParts(request)),
  });
  return async (request: FastifyRequest): Promise<number> => {
    const result = await check(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : 0;
  };
}

const EmailBody = z.object({ email: z.string() });

/**
 * docs/decisions/010-input-bounds-and-rate-limits.md: about 10 attempts a minute for one e-mail from one
 * address, and a looser cap per address alone against spraying many e-mails. Runs as a preHandler, after
 * validation, so the e-mail is the trimmed, bounded one and a refusal costs no password hashing. `name` tells
 * this route's counters from others'.
 */
export function limitByAddressAndEmail(
  app: FastifyInstance,
  name: string,
  {
    perEmail = { max: 10, windowMs: 60_000 },
    perAddress = { max: 50, windowMs: 60_000 },
  }: { perEmail?: WindowRule; perAddress?: WindowRule } = {},
) {
  const byAddress = counter(app, `${name}:address`, perAddress, (request) => [clientAddress(request)]);
  const byEmail = counter(app, `${name}:email`, perEmail, (request) => {
    const parsed = EmailBody.safeParse(request.body);
    return [clientAddress(request), parsed.success ? parsed.data.email.toLowerCase() : ''];
  });
  return async function rateLimitHook(request: FastifyRequest, reply: FastifyReply) {
    const wait = Math.max(await byAddress(request), await byEmail(request));
    if (wait > 0)
      return reply.status(429).header('Retry-After', String(wait)).send({ message: TOO_MANY_ATTEMPTS });
  };
}

/**
 * A modest cap on forms anyone can post (custom design, contact, uploads): per account when a bearer token is
 * valid, otherwise per client address.
 */
export function limitPerClient(
  app: FastifyInstance,
  name: string,
  rule: WindowRule,
  message = TOO_MANY_REQUESTS,
) {
  const byClient = counter(app, name, rule, async (request) => {
    const user = await requestUser(request);
    return user ? ['user', user.id] : ['address', clientAddress(request)];
  });
  return async function perClientLimit(request: FastifyRequest, reply: FastifyReply) {
    const wait = await byClient(request);
    if (wait > 0) return reply.status(429).header('Retry-After', String(wait)).send({ message });
  };
}

/** A shopper who writes twice in a day hears back twice; a third confirmation to one address waits a day. */
export const CONFIRMATIONS_PER_RECIPIENT: WindowRule = { max: 3, windowMs: 24 * 60 * 60_000 };

/**
 * How often a public form may e-mail one address, whoever posts it and from wherever: the form takes an e-mail
 * nobody has verified, so without this anyone could have the store write to a stranger again and again. Unlike
 * the other limits it refuses nothing: it answers whether this request may still mail the address in its body's
 * `email` (lower-cased), and the caller keeps the message and leaves the confirmation out once it may not.
 */
export function limitPerRecipient(
  app: FastifyInstance,
  name: string,
  rule: WindowRule = CONFIRMATIONS_PER_RECIPIENT,
) {
  const byRecipient = counter(app, `${name}:recipient`, rule, (request) => {
    const parsed = EmailBody.safeParse(request.body);
    return [parsed.success ? parsed.data.email.toLowerCase() : ''];
  });
  return async (request: FastifyRequest): Promise<boolean> => (await byRecipient(request)) === 0;
}

/**
 * A cap per value the request names (a phone in the body, say), whoever sends it: `key` answers the value, or
 * null when the request names none and is not counted here.
 */
export function limitByKey(
  app: FastifyInstance,
  name: string,
  rule: WindowRule,
  key: (request: FastifyRequest) => string | null,
  message = TOO_MANY_REQUESTS,
) {
  const byKey = counter(app, name, rule, (request) => [key(request) ?? '']);
  return async function perKeyLimit(request: FastifyRequest, reply: FastifyReply) {
    if (key(request) === null) return;
    const wait = await byKey(request);
    if (wait > 0) return reply.status(429).header('Retry-After', String(wait)).send({ message });
  };
}

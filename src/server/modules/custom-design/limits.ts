import type { FastifyReply, FastifyRequest } from 'fastify';
import { createFixedWindowCounter, type WindowRule } from '../../plugins/rate-limit';
import { requestUser } from '../../plugins/auth';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a little while.';

/**
 * A modest cap on forms anyone can post (custom design, contact, uploads): per account when a bearer token is
 * valid, otherwise per client address. Made per plugin, so every app instance (and every test) counts alone.
 */
export function limitPerClient(rule: WindowRule, message = TOO_MANY_REQUESTS) {
  const counter = createFixedWindowCounter(rule);
  return async function perClientLimit(request: FastifyRequest, reply: FastifyReply) {
    const user = await requestUser(request);
    const wait = counter.hit(user ? `user:${user.id}` : `ip:${request.ip}`);
    if (wait > 0) return reply.status(429).header('Retry-After', String(wait)).send({ message });
  };
}

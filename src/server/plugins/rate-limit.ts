import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a minute.';

export interface WindowRule {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in this process's memory. Each call makes its own store, so every app instance (and
 * every test's app) counts on its own; a store shared by several server processes would need Redis or the DB.
 */
export function createFixedWindowCounter({ max, windowMs }: WindowRule) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    /** counts one attempt; seconds to wait when it is over the limit, else 0 */
    hit(key: string, now = Date.now()): number {
      // Drop finished windows about once a window, so keys sprayed by a client do not pile up.
      if (now >= nextSweep) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        nextSweep = now + windowMs;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
    },
  };
}

const EmailBody = z.object({ email: z.string() });

/**
 * Decisions §12: about 10 attempts a minute for one e-mail from one address, and a looser cap per address
 * alone against spraying many e-mails. Runs as a preHandler, after validation, so the e-mail is the trimmed
 * one and a refusal costs no password hashing.
 */
export function limitByAddressAndEmail({
  perEmail = { max: 10, windowMs: 60_000 },
  perAddress = { max: 50, windowMs: 60_000 },
}: { perEmail?: WindowRule; perAddress?: WindowRule } = {}) {
  const byEmail = createFixedWindowCounter(perEmail);
  const byAddress = createFixedWindowCounter(perAddress);
  return async function rateLimitHook(request: FastifyRequest, reply: FastifyReply) {
    const parsed = EmailBody.safeParse(request.body);
    const email = parsed.success ? parsed.data.email.toLowerCase() : '';
    const now = Date.now();
    const wait = Math.max(byAddress.hit(request.ip, now), byEmail.hit(`${request.ip}\n${email}`, now));
    if (wait > 0)
      return reply.status(429).header('Retry-After', String(wait)).send({ message: TOO_MANY_ATTEMPTS });
  };
}

import { and, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { Forbidden, Unauthorized } from '../errors';
import { hashToken } from '../lib/tokens';
import { cookieSessionToken } from './session-cookies';

// The hash never leaves the database layer: it is not even selected.
const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);

async function findSessionUser(db: Db, token: string) {
  const [row] = await db
    .select({ ...userColumns, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)));
  return row ?? null;
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the guards (requireUser, requireAccount, staffGuard); null until then */
    user: SessionUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The logged-in user, or null for a missing, unknown, expired or revoked token. An API client's bearer token,
 * or a browser's session cookie (decision 039); a request with an Authorization header is judged by it alone.
 */
export async function requestUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.user) return request.user;
  const fromCookie = request.headers.authorization === undefined;
  const token = fromCookie ? cookieSessionToken(request) : bearerToken(request);
  if (!token) return null;
  request.user = await findSessionUser(request.server.db, token);
  if (!request.user && fromCookie) request.sessionCookieRejected = true;
  return request.user;
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await requestUser(request))) throw new Unauthorized();
}

export const ACCOUNT_NEEDED = 'Please log in or create an account to do this.';

/** For what only an account may do (a review under a name): a guest checkout session is refused. */
export async function requireAccount(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await requestUser(request);
  if (!user) throw new Unauthorized();
  if (user.guest) throw new Forbidden(ACCOUNT_NEEDED);
}

/** For handlers behind a guard: the user they guaranteed, typed as present. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRole } from '../../domain/constants';
import { Forbidden, Unauthorized } from '../errors';
import { requestUser } from '../plugins/auth';

/** A role guard for probe routes in tests; admin routes use staffGuard (modules/admin/access.ts) instead. */
export function requireRole(...roles: readonly UserRole[]) {
  return async function requireRoleHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const user = await requestUser(request);
    if (!user) throw new Unauthorized();
    if (!roles.includes(user.role)) throw new Forbidden();
  };
}

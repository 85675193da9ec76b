import type { FastifyRequest } from 'fastify';
import { canAccess, type StaffAccess } from '../../../domain/staff';
import { Forbidden, Unauthorized } from '../../errors';
import { requestUser } from '../../plugins/auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call an /api/admin route; unset, reads need a viewer and changes an editor */
    staffAccess?: StaffAccess;
    /** the 403's message to a member of staff whose role is below staffAccess */
    staffRefusal?: string;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one guard for every /api/admin route. It runs onRequest, before the body is parsed, so a refused caller
 * learns nothing about the shape a body should have and an upload is never read.
 */
export async function staffGuard(request: FastifyRequest): Promise<void> {
  const user = await requestUser(request);
  if (!user) throw new Unauthorized();
  const needed = request.routeOptions.config.staffAccess ?? (READS.has(request.method) ? 'viewer' : 'editor');
  if (!canAccess(user.role, needed))
    // Staff are told why (refunds are an admin's); anyone else learns nothing about the route.
    throw new Forbidden(
      canAccess(user.role, 'viewer') ? request.routeOptions.config.staffRefusal : undefined,
    );
}

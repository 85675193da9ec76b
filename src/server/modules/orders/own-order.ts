import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrderLinkQuery } from '../../../domain/order';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requireUser, sessionUser } from '../../plugins/auth';
import type { CustomerReader } from './link';
import { getOrder, getOrderByLink } from './service';

/**
 * The doors to a customer's order, its documents and its after-sale requests (decision 019): a guest's mailed
 * link (?token=) is its own credential; without one the order needs a session.
 */
export async function requireSessionUnlessLinked(
  request: FastifyRequest & { query: OrderLinkQuery },
  reply: FastifyReply,
): Promise<void> {
  if (request.query.token === undefined) await requireUser(request, reply);
}

/** The order the session owns, or the one a guest's link names; anything else is 'Order not found.' */
export const ownOrder = (
  db: Db,
  config: Pick<Config, 'orderLinkSecret'>,
  request: FastifyRequest,
  id: string,
  token: string | undefined,
) =>
  token !== undefined ? getOrderByLink(db, config, id, token) : getOrder(db, sessionUser(request).id, id);

/** Who asks for the order's documents: the guest whose link this is, or the session's customer. */
export const orderReader = (request: FastifyRequest, token: string | undefined): CustomerReader =>
  token !== undefined ? { token } : { userId: sessionUser(request).id };

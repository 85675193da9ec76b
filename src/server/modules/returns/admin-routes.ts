import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../domain/list-query';
import {
  ReturnDecisionBodySchema,
  ReturnRequestListSchema,
  ReturnRequestSchema,
  ReturnsQuerySchema,
} from '../../../domain/returns';
import { ADMIN_MESSAGES, canAccess } from '../../../domain/staff';
import { Forbidden } from '../../errors';
import { sessionUser } from '../../plugins/auth';
import { afterSaleOf } from '../fulfilment/service';
import { decideReturn, listReturns, markDispatched, oneReturn, returnsOfOrder } from './service';

/** Staff: the list of requests, and the decisions on them (editors and up, as every change in admin). */
export const adminReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const afterSale = afterSaleOf(app);

  app.get(
    '/returns',
    {
      schema: {
        querystring: ReturnsQuerySchema,
        response: { 200: ReturnRequestListSchema },
      },
    },
    async (request) =>
      request.query.orderId
        ? returnsOfOrder(app.db, request.query.orderId)
        : listReturns(app.db, request.query.status),
  );

  app.post(
    '/returns/:id/decision',
    {
      schema: {
        params: IdParamsSchema,
        body: ReturnDecisionBodySchema,
        response: { 200: ReturnRequestSchema },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      // Approving a return refunds it at once: an admin's to do, as every refund (decision 048).
      if (request.body.decision === 'approve' && !canAccess(user.role, 'admin')) {
        const decided = await oneReturn(app.db, request.params.id);
        if (decided.kind === 'return') throw new Forbidden(ADMIN_MESSAGES.refundsAdminOnly);
      }
      return decideReturn(afterSale(request.log), user.id, request.params.id, request.body);
    },
  );

  app.post(
    '/returns/:id/dispatched',
    { schema: { params: IdParamsSchema, response: { 200: ReturnRequestSchema } } },
    async (request) => markDispatched(afterSale(request.log), request.params.id),
  );
};

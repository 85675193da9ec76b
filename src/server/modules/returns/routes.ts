import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderLinkQuerySchema, OrderParamsSchema, OrderSchema } from '../../../domain/order';
import { IdParamsSchema } from '../../../domain/list-query';
import {
  OrderReturnsSchema,
  ReturnDecisionBodySchema,
  ReturnRequestBodySchema,
  ReturnRequestListSchema,
  ReturnRequestSchema,
  ReturnsQuerySchema,
} from '../../../domain/returns';
import { sessionUser } from '../../plugins/auth';
import { ADMIN_MESSAGES, canAccess } from '../../../domain/staff';
import { Forbidden } from '../../errors';
import { limitPerClient } from '../../plugins/rate-limit';
import { afterSaleOf, cancelOrder } from '../fulfilment/service';
import { ownOrder, requireSessionUnlessLinked } from '../orders/own-order';
import { createPaymentProvider, type PaymentProvider } from '../payment/providers';
import {
  decideReturn,
  listReturns,
  markDispatched,
  oneReturn,
  requestReturn,
  returnableOf,
  returnsOfOrder,
} from './service';

/**
 * The customer's after-sale doors (cancel, returns), beside their order: the session that owns it, or a guest's
 * signed link (decision 019).
 */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const requestLimit = limitPerClient(app, 'returns', { max: 20, windowMs: 60 * 60_000 });
  const provider = createPaymentProvider(app.config, app.db, app.log);
  const afterSale = afterSaleOf(app, provider);

  // A customer cancels until the order ships; a paid order's money goes back in full (decision 024).
  app.post(
    '/orders/:id/cancel',
    {
      preHandler: requireSessionUnlessLinked,
      schema: {
        params: OrderParamsSchema,
        querystring: OrderLinkQuerySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { token } = request.query;
      await ownOrder(app.db, app.config, request, id, token);
      await cancelOrder(afterSale(request.log), id, { actorId: null });
      // Its rolls may be back on sale (decision 044).
      await app.catalogueCache.invalidate();
      return ownOrder(app.db, app.config, request, id, token);
    },
  );

  app.get(
    '/orders/:id/returns',
    {
      preHandler: requireSessionUnlessLinked,
      schema: {
        params: OrderParamsSchema,
        querystring: OrderLinkQuerySchema,
        response: { 200: OrderReturnsSchema },
      },
    },
    async (request) => {
      const order = await ownOrder(app.db, app.config, request, request.params.id, request.query.token);
      return {
        returnable: await returnableOf(app.db, order.id),
        requests: await returnsOfOrder(app.db, order.id),
      };
    },
  );

  app.post(
    '/orders/:id/returns',
    {
      preHandler: [requireSessionUnlessLinked, requestLimit],
      schema: {
        params: OrderParamsSchema,
        querystring: OrderLinkQuerySchema,
        body: ReturnRequestBodySchema,
        response: { 201: ReturnRequestSchema },
      },
    },
    async (request, reply) => {
      const order = await ownOrder(app.db, app.config, request, request.params.id, request.query.token);
      const created = await requestReturn(
        { ...afterSale(request.log), media: app.media },
        order.id,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );
};

/** Staff: the list of requests, and the decisions on them (editors and up, as every change in admin). */
export const adminReturnRoutes =
  (provider: PaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    const afterSale = afterSaleOf(app, provider);

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

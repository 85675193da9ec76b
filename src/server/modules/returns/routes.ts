import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderLinkQuerySchema, OrderParamsSchema } from '../../../domain/order';
import { OrderReturnsSchema, ReturnRequestBodySchema, ReturnRequestSchema } from '../../../domain/returns';
import { limitPerClient } from '../../plugins/rate-limit';
import { afterSaleOf } from '../fulfilment/service';
import { ownOrder, requireSessionUnlessLinked } from '../orders/own-order';
import { requestReturn, returnableOf, returnsOfOrder } from './service';

/**
 * The customer's returns, beside their order: the session that owns it, or a guest's
 * signed link (decision 019).
 */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const requestLimit = limitPerClient(app, 'returns', { max: 20, windowMs: 60 * 60_000 });
  const afterSale = afterSaleOf(app);

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

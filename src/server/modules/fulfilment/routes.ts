import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderLinkQuerySchema, OrderParamsSchema, OrderSchema } from '../../../domain/order';
import { ownOrder, requireSessionUnlessLinked } from '../orders/own-order';
import { afterSaleOf, cancelOrder } from './service';

/**
 * The customer's cancel door, beside cancelOrder: the session that owns the order, or a guest's signed link
 * (decision 019). Orders sits below fulfilment, so the door cannot live in orders/ without a module cycle.
 */
export const cancelRoutes: FastifyPluginAsyncZod = async (app) => {
  const afterSale = afterSaleOf(app);

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
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlaceOrderSchema } from '../../../domain/checkout';
import { OrderListSchema, OrderParamsSchema, OrderSchema } from '../../../domain/order';
import { requireUser, sessionUser } from '../../plugins/auth';
import { createPaymentProvider } from '../payment/providers';
import { getOrder, listOrders, placeOrder } from './service';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPaymentProvider(app.config, app.db, app.log);
  app.addHook('onRequest', requireUser);

  // 201 when this call placed the order; 200 when it had already been placed (a replay, or the webhook first).
  app.post(
    '/orders',
    { schema: { body: PlaceOrderSchema, response: { 200: OrderSchema, 201: OrderSchema } } },
    async (request, reply) => {
      const { order, created } = await placeOrder(
        app.db,
        app.config,
        provider,
        sessionUser(request),
        request.body,
        request.log,
      );
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.get('/orders', { schema: { response: { 200: OrderListSchema } } }, async (request) =>
    listOrders(app.db, sessionUser(request).id),
  );

  app.get(
    '/orders/:id',
    { schema: { params: OrderParamsSchema, response: { 200: OrderSchema } } },
    async (request) => getOrder(app.db, sessionUser(request).id, request.params.id),
  );
};

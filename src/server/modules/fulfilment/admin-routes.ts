import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../domain/list-query';
import { AdminOrderDetailSchema, OrderStatusBodySchema } from '../../../domain/order-admin';
import { OrderNoteBodySchema, RefundBodySchema, RefundHeadersSchema } from '../../../domain/fulfilment';
import { toPaise } from '../../../domain/pricing';
import { ADMIN_MESSAGES, canAccess } from '../../../domain/staff';
import { Forbidden } from '../../errors';
import { sessionUser } from '../../plugins/auth';
import { getOrderDetail } from '../orders/admin-service';
import { addNote, afterSaleOf, cancelRefunds, moveOrder, refundOrder } from './service';

/** Staff move an order along, refund it and note on it; each answers with the order as the detail sheet shows it. */
export const adminFulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const afterSale = afterSaleOf(app);
  const detailOptions = { einvoicing: app.config.einvoiceEnabled };

  app.patch(
    '/orders/:id/status',
    {
      schema: {
        params: IdParamsSchema,
        body: OrderStatusBodySchema,
        response: { 200: AdminOrderDetailSchema },
      },
    },
    async (request) => {
      // Cancelling a paid order refunds what is left of it, so it is an admin's to do (decision 048).
      if (request.body.status === 'cancelled' && !canAccess(sessionUser(request).role, 'admin')) {
        if (await cancelRefunds(app.db, request.params.id))
          throw new Forbidden(ADMIN_MESSAGES.refundsAdminOnly);
      }
      await moveOrder(afterSale(request.log), sessionUser(request).id, request.params.id, request.body);
      // A cancellation before dispatch puts rolls back on sale (decision 044).
      if (request.body.status === 'cancelled') await app.catalogueCache.invalidate();
      return getOrderDetail(app.db, request.params.id, detailOptions);
    },
  );

  // 201 when this request made the refund; 200 when its Idempotency-Key had already made it (a retry).
  app.post(
    '/orders/:id/refunds',
    {
      config: { staffAccess: 'admin', staffRefusal: ADMIN_MESSAGES.refundsAdminOnly },
      schema: {
        params: IdParamsSchema,
        headers: RefundHeadersSchema,
        body: RefundBodySchema,
        response: { 200: AdminOrderDetailSchema, 201: AdminOrderDetailSchema },
      },
    },
    async (request, reply) => {
      const { created } = await refundOrder(afterSale(request.log), {
        amountPaise: toPaise(request.body.amount),
        reason: request.body.reason,
        orderId: request.params.id,
        idempotencyKey: request.headers['idempotency-key'],
        actorId: sessionUser(request).id,
      });
      return reply
        .status(created ? 201 : 200)
        .send(await getOrderDetail(app.db, request.params.id, detailOptions));
    },
  );
};

/** Staff's notes on an order; registered after the production routes, where the API reference lists them. */
export const adminOrderNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const detailOptions = { einvoicing: app.config.einvoiceEnabled };

  app.post(
    '/orders/:id/notes',
    {
      schema: {
        params: IdParamsSchema,
        body: OrderNoteBodySchema,
        response: { 201: AdminOrderDetailSchema },
      },
    },
    async (request, reply) => {
      await addNote(app.db, sessionUser(request).id, request.params.id, request.body.body);
      return reply.status(201).send(await getOrderDetail(app.db, request.params.id, detailOptions));
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../../domain/http';
import {
  OrderCreditNoteParamsSchema,
  OrderLinkQuerySchema,
  OrderListSchema,
  OrderParamsSchema,
  OrderSchema,
} from '../../../domain/order';
import { requireUser, sessionUser } from '../../plugins/auth';
import { orderCreditNote, orderInvoice, sendPdf } from './invoice';
import { orderReader, ownOrder, requireSessionUnlessLinked } from './own-order';
import { listOrders } from './service';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    { onRequest: requireUser, schema: { response: { 200: OrderListSchema } } },
    async (request) => listOrders(app.db, sessionUser(request).id),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        params: OrderParamsSchema,
        querystring: OrderLinkQuerySchema,
        response: { 200: OrderSchema },
      },
      preHandler: requireSessionUnlessLinked,
    },
    async (request) => ownOrder(app.db, app.config, request, request.params.id, request.query.token),
  );

  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        params: OrderParamsSchema,
        querystring: OrderLinkQuerySchema,
        response: { 200: fileResponse('application/pdf', 'The GST invoice') },
      },
      preHandler: requireSessionUnlessLinked,
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await orderInvoice(app.db, app.config, request.params.id, orderReader(request, request.query.token)),
      ),
  );

  app.get(
    '/orders/:id/credit-notes/:refundId',
    {
      schema: {
        params: OrderCreditNoteParamsSchema,
        querystring: OrderLinkQuerySchema,
        response: { 200: fileResponse('application/pdf', 'The credit note') },
      },
      preHandler: requireSessionUnlessLinked,
    },
    async (request, reply) => {
      const { id, refundId } = request.params;
      const reader = orderReader(request, request.query.token);
      return sendPdf(reply, await orderCreditNote(app.db, app.config, id, refundId, reader));
    },
  );
};

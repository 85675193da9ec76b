import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../../domain/http';
import {
  OrderLinkQuerySchema,
  OrderListSchema,
  OrderParamsSchema,
  OrderSchema,
  type OrderLinkQuery,
} from '../../../domain/order';
import { line } from '../../../domain/text';
import { requireUser, sessionUser } from '../../plugins/auth';

import { customerCreditNote, customerInvoice, linkedCreditNote, linkedInvoice, sendPdf } from './invoice';
import { getOrder, getOrderByLink, listOrders } from './service';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    { onRequest: requireUser, schema: { response: { 200: OrderListSchema } } },
    async (request) => listOrders(app.db, sessionUser(request).id),
  );

  const orderLink = {
    schema: {
      params: OrderParamsSchema,
      querystring: OrderLinkQuerySchema,
      response: { 200: OrderSchema },
    },
    // A guest's mailed link (?token=) is its own credential; without one the order needs a session.
    preHandler: async (request: FastifyRequest<{ Querystring: OrderLinkQuery }>, reply: FastifyReply) => {
      if (request.query.token === undefined) await requireUser(request, reply);
    },
  };
  /** The order the session owns, or the one a guest's link names; anything else is 'Order not found.' */
  const ownOrder = (request: FastifyRequest, id: string, token: string | undefined) =>
    token !== undefined
      ? getOrderByLink(app.db, app.config, id, token)
      : getOrder(app.db, sessionUser(request).id, id);

  app.get('/orders/:id', orderLink, async (request) =>
    ownOrder(request, request.params.id, request.query.token),
  );

  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        params: OrderParamsSchema,
        querystring: OrderLinkQuerySchema,
        response: { 200: fileResponse('application/pdf', 'The GST invoice') },
      },
      // The same doors as the order itself: the owner's session, or a guest's signed link.
      preHandler: async (request, reply) => {
        if (request.query.token === undefined) await requireUser(request, reply);
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const file =
        token !== undefined
          ? await linkedInvoice(app.db, app.config, request.params.id, token)
          : await customerInvoice(app.db, app.config, sessionUser(request).id, request.params.id);
      return sendPdf(reply, file);
    },
  );

  app.get(
    '/orders/:id/credit-notes/:refundId',
    {
      schema: {
        params: OrderParamsSchema.extend({ refundId: line('refundId', 100) }),
        querystring: OrderLinkQuerySchema,
        response: { 200: fileResponse('application/pdf', 'The credit note') },
      },
      preHandler: async (request, reply) => {
        if (request.query.token === undefined) await requireUser(request, reply);
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const { id, refundId } = request.params;
      const file =
        token !== undefined
          ? await linkedCreditNote(app.db, app.config, id, token, refundId)
          : await customerCreditNote(app.db, app.config, sessionUser(request).id, id, refundId);
      return sendPdf(reply, file);
    },
  );
};

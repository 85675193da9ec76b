import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CsvFileSchema, PdfFileSchema } from '../../../domain/http';
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/list-query';
import {
  AdminOrderDetailSchema,
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  OrderExportQuerySchema,
  OrderStatusBodySchema,
} from '../../../domain/order-admin';
import {
  CreditNoteParamsSchema,
  OrderNoteBodySchema,
  RefundBodySchema,
  RefundHeadersSchema,
} from '../../../domain/fulfilment';
import { STORE_TIME_ZONE } from '../../../domain/format';
import { sessionUser } from '../../plugins/auth';
import { addNote, moveOrder, refundOrder, type AfterSale } from '../fulfilment/service';
import { createPaymentProvider } from '../payment/providers';
import { adminReturnRoutes } from '../returns/routes';
import { exportOrdersCsv, getOrderDetail, listOrders, recentOrders } from '../orders/admin-service';
import { sendPdf, staffCreditNote, staffInvoice } from '../orders/invoice';

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPaymentProvider(app.config, app.db, app.log);
  const afterSale = (log: AfterSale['log']): AfterSale => ({ db: app.db, config: app.config, provider, log });
  await app.register(adminReturnRoutes(provider));

  app.get('/orders/recent', { schema: { response: { 200: z.array(AdminOrderSchema) } } }, async () =>
    recentOrders(app.db),
  );

  app.get(
    '/orders',
    { schema: { querystring: AdminOrderQuerySchema, response: { 200: AdminOrderListSchema } } },
    async (request) => listOrders(app.db, request.query),
  );

  app.get(
    '/orders/export.csv',
    { schema: { querystring: OrderExportQuerySchema, response: { 200: CsvFileSchema } } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${todayInIndia()}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(await exportOrdersCsv(app.db, request.query)),
  );

  app.get(
    '/orders/:id',
    { schema: { params: IdParamsSchema, response: { 200: AdminOrderDetailSchema } } },
    async (request) => getOrderDetail(app.db, request.params.id),
  );

  app.get(
    '/orders/:id/invoice',
    { schema: { params: IdParamsSchema, response: { 200: PdfFileSchema } } },
    async (request, reply) => sendPdf(reply, await staffInvoice(app.db, app.config, request.params.id)),
  );

  app.get(
    '/orders/:id/credit-notes/:refundId',
    {
      schema: {
        params: CreditNoteParamsSchema,
        response: { 200: PdfFileSchema },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await staffCreditNote(app.db, app.config, request.params.id, request.params.refundId)),
  );

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
      await moveOrder(afterSale(request.log), sessionUser(request).id, request.params.id, request.body);
      return getOrderDetail(app.db, request.params.id);
    },
  );

  // 201 when this request made the refund; 200 when its Idempotency-Key had already made it (a retry).
  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        params: IdParamsSchema,
        headers: RefundHeadersSchema,
        body: RefundBodySchema,
        response: { 200: AdminOrderDetailSchema, 201: AdminOrderDetailSchema },
      },
    },
    async (request, reply) => {
      const { created } = await refundOrder(afterSale(request.log), {
        ...request.body,
        orderId: request.params.id,
        idempotencyKey: request.headers['idempotency-key'],
        actorId: sessionUser(request).id,
      });
      return reply.status(created ? 201 : 200).send(await getOrderDetail(app.db, request.params.id));
    },
  );

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
      return reply.status(201).send(await getOrderDetail(app.db, request.params.id));
    },
  );
};

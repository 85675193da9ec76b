import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CsvFileSchema, PdfFileSchema } from '../../../domain/http';
import { IdParamsSchema } from '../../../domain/list-query';
import {
  AdminOrderDetailSchema,
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  CreditNoteParamsSchema,
  OrderExportQuerySchema,
} from '../../../domain/order-admin';
import { sendCsv } from '../../lib/csv-download';
import { exportOrdersCsv, getOrderDetail, listOrders, recentOrders } from './admin-service';
import { orderCreditNote, orderInvoice, sendPdf } from './invoice';

/** Staff read orders here; what changes one (status, refunds, notes) is fulfilment's (fulfilment/admin-routes.ts). */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const detailOptions = { einvoicing: app.config.einvoiceEnabled };

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
    async (request, reply) => sendCsv(reply, 'orders', await exportOrdersCsv(app.db, request.query)),
  );

  app.get(
    '/orders/:id',
    { schema: { params: IdParamsSchema, response: { 200: AdminOrderDetailSchema } } },
    async (request) => getOrderDetail(app.db, request.params.id, detailOptions),
  );

  app.get(
    '/orders/:id/invoice',
    { schema: { params: IdParamsSchema, response: { 200: PdfFileSchema } } },
    async (request, reply) =>
      sendPdf(reply, await orderInvoice(app.db, app.config, request.params.id, 'staff')),
  );

  app.get(
    '/orders/:id/credit-notes/:refundId',
    { schema: { params: CreditNoteParamsSchema, response: { 200: PdfFileSchema } } },
    async (request, reply) =>
      sendPdf(
        reply,
        await orderCreditNote(app.db, app.config, request.params.id, request.params.refundId, 'staff'),
      ),
  );
};

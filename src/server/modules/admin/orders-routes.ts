import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  IdParamsSchema,
  OrderExportQuerySchema,
  OrderStatusBodySchema,
} from '../../../domain/admin';
import { STORE_TIME_ZONE } from '../../../domain/format';
import { sessionUser } from '../../plugins/auth';
import { sendPdf, staffInvoice } from '../orders/invoice';
import { changeOrderStatus, exportOrdersCsv, getOrder, listOrders, recentOrders } from './orders-service';

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/orders/recent', { schema: { response: { 200: z.array(AdminOrderSchema) } } }, async () =>
    recentOrders(app.db),
  );

  app.get(
    '/orders',
    { schema: { querystring: AdminOrderQuerySchema, response: { 200: AdminOrderListSchema } } },
    async (request) => listOrders(app.db, request.query),
  );

  app.get('/orders/export.csv', { schema: { querystring: OrderExportQuerySchema } }, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="orders-${todayInIndia()}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(await exportOrdersCsv(app.db, request.query)),
  );

  app.get(
    '/orders/:id',
    { schema: { params: IdParamsSchema, response: { 200: AdminOrderSchema } } },
    async (request) => getOrder(app.db, request.params.id),
  );

  app.get('/orders/:id/invoice', { schema: { params: IdParamsSchema } }, async (request, reply) =>
    sendPdf(reply, await staffInvoice(app.db, app.config, request.params.id)),
  );

  app.patch(
    '/orders/:id/status',
    { schema: { params: IdParamsSchema, body: OrderStatusBodySchema, response: { 200: AdminOrderSchema } } },
    async (request) =>
      changeOrderStatus(app.db, sessionUser(request).id, request.params.id, request.body.status),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CsvFileSchema, PdfFileSchema } from '../../../domain/http';
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/list-query';
import {
  AdminOrderDetailSchema,
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  CreditNoteParamsSchema,
  OrderExportQuerySchema,
  OrderStatusBodySchema,
} from '../../../domain/order-admin';
import { OrderNoteBodySchema, RefundBodySchema, RefundHeadersSchema } from '../../../domain/fulfilment';
import { toPaise } from '../../../domain/pricing';
import { sessionUser } from '../../plugins/auth';
import { addNote, afterSaleOf, cancelRefunds, moveOrder, refundOrder } from '../fulfilment/service';
import { createPaymentProvider } from '../payment/providers';
import { adminReturnRoutes } from '../returns/routes';
import { exportOrdersCsv, getOrderDetail, listOrders, recentOrders } from '../orders/admin-service';
import { ADMIN_MESSAGES, canAccess } from '../../../domain/staff';
import { Forbidden } from '../../errors';
import { orderCreditNote, orderInvoice, sendPdf } from '../orders/invoice';
import { sendCsv } from './csv-download';
import {
  ProductionFileParamsSchema,
  ProductionItemParamsSchema,
  ProductionPacksSchema,
  ProductionStepBodySchema,
} from '../../../domain/production';
import { moveProductionStep, orderPacks, packFile } from '../production/service';
import { createMediaStore } from '../../media/store';
import path from 'node:path';

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPaymentProvider(app.config, app.db, app.log);
  const afterSale = afterSaleOf(app, provider);
  const detailOptions = { einvoicing: app.config.einvoiceEnabled };
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

  // Production packs of made-to-measure lines (docs/decisions/068-production-pack.md).
  const media = createMediaStore(app.db, path.join(app.config.dataDir, 'images'));
  app.get(
    '/orders/:id/production',
    { schema: { params: IdParamsSchema, response: { 200: ProductionPacksSchema } } },
    async (request) => orderPacks(app.db, request.params.id),
  );

  app.get(
    '/orders/:id/production/:itemId/:file',
    { schema: { params: ProductionFileParamsSchema, response: { 200: PdfFileSchema } } },
    async (request, reply) => {
      const { id, itemId, file } = request.params;
      return sendPdf(reply, await packFile(app.db, media, id, itemId, file));
    },
  );

  app.post(
    '/orders/:id/production/:itemId/step',
    {
      schema: {
        params: ProductionItemParamsSchema,
        body: ProductionStepBodySchema,
        response: { 200: ProductionPacksSchema },
      },
    },
    async (request) =>
      moveProductionStep(
        app.db,
        request.params.id,
        request.params.itemId,
        request.body.step,
        sessionUser(request).id,
      ),
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
      return reply.status(201).send(await getOrderDetail(app.db, request.params.id, detailOptions));
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PdfFileSchema } from '../../../domain/http';
import { IdParamsSchema } from '../../../domain/list-query';
import {
  BookedShipmentSchema,
  BulkShipmentBodySchema,
  BulkShipmentResultSchema,
  DeliveryCorrectionSchema,
  DeliveryProblemSchema,
  NdrActionBodySchema,
  ShipmentParamsSchema,
  SERVICEABILITY_LIMIT,
  SHIPPING_MESSAGES,
  ServiceabilityQuerySchema,
  ServiceabilitySchema,
} from '../../../domain/shipping';
import { OrderLinkQuerySchema, OrderParamsSchema, OrderSchema } from '../../../domain/order';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { AppError, NotFound } from '../../errors';
import { sessionUser } from '../../plugins/auth';
import { orderReader, requireSessionUnlessLinked } from '../orders/own-order';
import { limitPerClient } from '../../plugins/rate-limit';
import { afterSaleOf } from '../fulfilment/service';
import { carrierOf } from './carrier';
import { labelPdf } from './label-pdf';
import {
  bookedShipment,
  bookShipment,
  checkServiceability,
  correctDelivery,
  decideDeliveryProblem,
  deliveryProblems,
  receiveWebhook,
  refundReturned,
  type ShippingDeps,
} from './service';

const WebhookParamsSchema = z.object({ provider: z.string().max(40) });
const WebhookAckSchema = z.object({ recorded: z.number(), duplicates: z.number(), ignored: z.number() });

/**
 * Carriers sign or key the exact bytes they send, so the webhook alone keeps JSON bodies as a Buffer, in its own
 * plugin; every other route still gets parsed JSON.
 */
const webhookRoutes =
  (deps: (log: ShippingDeps['log']) => ShippingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    app.post(
      '/shipping/webhook/:provider',
      { schema: { params: WebhookParamsSchema, response: { 200: WebhookAckSchema } } },
      async (request) => {
        const d = deps(request.log);
        if (request.params.provider !== d.carrier.name) throw new NotFound(SHIPPING_MESSAGES.unknownProvider);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const ack = await receiveWebhook(d, body, request.headers);
        // A return to origin put rolls back on the shelf.
        if (ack.recorded) await app.catalogueCache.invalidate();
        return ack;
      },
    );
  };

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const afterSale = afterSaleOf(app);
  const deps = (log: ShippingDeps['log']): ShippingDeps => ({
    ...afterSale(log),
    carrier: carrierOf(app).carrier,
  });
  const serviceabilityLimit = limitPerClient(app, 'serviceability', SERVICEABILITY_LIMIT);

  app.get(
    '/shipping/serviceability',
    {
      preHandler: serviceabilityLimit,
      schema: { querystring: ServiceabilityQuerySchema, response: { 200: ServiceabilitySchema } },
    },
    async (request) => checkServiceability({ ...carrierOf(app), log: request.log }, request.query.pin),
  );

  // The failed-delivery e-mail's signed link, or the customer's own order page.
  const correctionLimit = limitPerClient(app, 'delivery-correction', { max: 10, windowMs: 60_000 });
  app.post(
    '/orders/:id/delivery-correction',
    {
      preHandler: [requireSessionUnlessLinked, correctionLimit],
      schema: {
        params: OrderParamsSchema,
        querystring: OrderLinkQuerySchema,
        body: DeliveryCorrectionSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      correctDelivery(
        app.db,
        app.config,
        orderReader(request, request.query.token),
        request.params.id,
        request.body,
      ),
  );

  await app.register(webhookRoutes(deps));
};

/** Under /api/admin, behind the staff guard: booking is an editor's, the label a viewer's. */
export const adminShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const afterSale = afterSaleOf(app);
  const deps = (log: ShippingDeps['log']): ShippingDeps => ({
    ...afterSale(log),
    carrier: carrierOf(app).carrier,
  });

  app.post(
    '/orders/:id/shipments',
    { schema: { params: IdParamsSchema, response: { 201: BookedShipmentSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await bookShipment(deps(request.log), sessionUser(request).id, request.params.id)),
  );

  // Many selected orders at once: each is booked on its own, and one refusal does not stop the rest.
  app.post(
    '/shipments',
    { schema: { body: BulkShipmentBodySchema, response: { 200: BulkShipmentResultSchema } } },
    async (request) => {
      const results = [];
      for (const orderId of request.body.orderIds) {
        try {
          results.push({
            orderId,
            shipment: await bookShipment(deps(request.log), sessionUser(request).id, orderId),
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ orderId, shipment: null, message: error.message });
        }
      }
      return { results };
    },
  );

  app.get('/delivery-problems', { schema: { response: { 200: z.array(DeliveryProblemSchema) } } }, async () =>
    deliveryProblems(app.db),
  );

  app.post(
    '/delivery-problems/:id',
    {
      schema: {
        params: ShipmentParamsSchema,
        body: NdrActionBodySchema,
        response: { 200: z.array(DeliveryProblemSchema) },
      },
    },
    async (request) => {
      await decideDeliveryProblem(
        deps(request.log),
        sessionUser(request).id,
        request.params.id,
        request.body,
      );
      return deliveryProblems(app.db);
    },
  );

  // Money goes back: an admin's, as every refund is.
  app.post(
    '/delivery-problems/:id/refund',
    {
      config: { staffAccess: 'admin', staffRefusal: ADMIN_MESSAGES.refundsAdminOnly },
      schema: { params: ShipmentParamsSchema, response: { 200: z.array(DeliveryProblemSchema) } },
    },
    async (request) => {
      await refundReturned(deps(request.log), sessionUser(request).id, request.params.id);
      return deliveryProblems(app.db);
    },
  );

  app.get(
    '/orders/:id/shipments/label',
    { schema: { params: IdParamsSchema, response: { 200: PdfFileSchema } } },
    async (request, reply) => {
      const { shipment, order } = await bookedShipment(app.db, request.params.id);
      if (shipment.labelUrl) return reply.redirect(shipment.labelUrl);
      const pdf = await labelPdf({
        storeName: app.config.invoice.legalName,
        fromAddress: app.config.invoice.address,
        carrier: shipment.carrier ?? '',
        awb: shipment.awb ?? '',
        orderId: order.id,
        orderDate: order.createdAt,
        to: order.shippingInfo,
        weightG: shipment.weightG,
        box: shipment,
        codPaise: shipment.codPaise,
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="label-${shipment.awb}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};

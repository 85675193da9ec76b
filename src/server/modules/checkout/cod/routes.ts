import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentOrderSchema } from '../../../../domain/checkout';
import {
  COD_MESSAGES,
  COD_PLACEMENTS_PER_HOUR,
  COD_RESEND_MESSAGE,
  COD_RESENDS_PER_HOUR,
  CodCodeSentSchema,
  CodAdvanceSchema,
  CodLedgerSchema,
  DeliveryAnalyticsQuerySchema,
  DeliveryAnalyticsSchema,
  ConfirmCodSchema,
  PlaceCodSchema,
  PlacedCodSchema,
} from '../../../../domain/cod';
import { OrderLinkQuerySchema, OrderParamsSchema, OrderSchema } from '../../../../domain/order';
import { requireUser, sessionUser } from '../../../plugins/auth';
import { limitByKey, limitPerClient } from '../../../plugins/rate-limit';
import { orderReader, requireSessionUnlessLinked } from '../../orders/own-order';
import { carrierOf } from '../../shipping/carrier';
import { phoneKey } from './record';
import { deliveryAnalytics } from './analytics';
import {
  assertCodReader,
  codLedger,
  confirmCod,
  openCodAdvance,
  placeCod,
  resendCodCode,
  whatsappLink,
  type CodDeps,
} from './service';

const HOUR = 3_600_000;
const PhoneBody = z.object({ shippingInfo: z.object({ phone: z.string() }) });

/** Cash on delivery's shopper routes (docs/decisions/056-cash-on-delivery.md). */
export const codRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;
  const deps = (log: CodDeps['log']): CodDeps => ({
    db: app.db,
    config: app.config,
    provider,
    serviceable: { ...carrierOf(app), log: app.log },
    log,
  });
  const stockChanged = () => app.catalogueCache.invalidate();
  // Every placement holds rolls and sends a parcel out unpaid: per customer and per phone, whoever asks.
  const perCustomer = limitPerClient(
    app,
    'cod-place',
    { max: COD_PLACEMENTS_PER_HOUR, windowMs: HOUR },
    COD_MESSAGES.tooMany,
  );
  const perPhone = limitByKey(
    app,
    'cod-place:phone',
    { max: COD_PLACEMENTS_PER_HOUR, windowMs: HOUR },
    (request) => {
      const body = PhoneBody.safeParse(request.body);
      return body.success ? phoneKey(body.data.shippingInfo.phone) : null;
    },
    COD_MESSAGES.tooMany,
  );

  // 201 when this call placed the order; 200 when the same cart had already been placed.
  app.post(
    '/orders/cod',
    {
      preHandler: [requireUser, perCustomer, perPhone],
      schema: { body: PlaceCodSchema, response: { 200: PlacedCodSchema, 201: PlacedCodSchema } },
    },
    async (request, reply) => {
      const { order, created } = await placeCod(
        deps(request.log),
        sessionUser(request).id,
        request.body,
        stockChanged,
      );
      return reply.status(created ? 201 : 200).send({ order, whatsappUrl: whatsappLink(app.config, order) });
    },
  );

  app.post(
    '/orders/cod/advance',
    {
      preHandler: [requireUser, perCustomer, perPhone],
      schema: { body: CodAdvanceSchema, response: { 200: PaymentOrderSchema } },
    },
    async (request) => openCodAdvance(deps(request.log), sessionUser(request).id, request.body, stockChanged),
  );

  // Each answer says whether a code is right: bounded per order by COD_CODE_ATTEMPTS, and per client here.
  const confirmLimit = limitPerClient(app, 'cod-confirm', { max: 20, windowMs: 60_000 });
  app.post(
    '/orders/:id/confirm-cod',
    {
      preHandler: [requireSessionUnlessLinked, confirmLimit],
      schema: {
        params: OrderParamsSchema,
        querystring: OrderLinkQuerySchema,
        body: ConfirmCodSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      confirmCod(
        app.db,
        app.config,
        orderReader(request, request.query.token),
        request.params.id,
        request.body.code,
      ),
  );

  // Each new code is an e-mail sent: a few an hour per order, whoever asks, and a bound per client on top.
  const resendPerOrder = limitByKey(
    app,
    'cod-resend',
    { max: COD_RESENDS_PER_HOUR, windowMs: HOUR },
    (request) => OrderParamsSchema.safeParse(request.params).data?.id ?? null,
    COD_RESEND_MESSAGE,
  );
  const resendPerClient = limitPerClient(app, 'cod-resend:client', { max: 10, windowMs: HOUR });
  app.post(
    '/orders/:id/cod-code',
    {
      // The order's own quota is counted only for its owner, so no one else can use it up.
      preHandler: [
        requireSessionUnlessLinked,
        resendPerClient,
        async (request) => {
          await assertCodReader(
            app.db,
            app.config,
            orderReader(request, request.query.token),
            request.params.id,
          );
        },
        resendPerOrder,
      ],
      schema: {
        params: OrderParamsSchema,
        querystring: OrderLinkQuerySchema,
        response: { 200: CodCodeSentSchema },
      },
    },
    async (request) =>
      resendCodCode(deps(request.log), orderReader(request, request.query.token), request.params.id),
  );
};

/** Under /api/admin: the COD ledger and the delivery analytics, read by any member of staff. */
export const adminCodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cod', { schema: { response: { 200: CodLedgerSchema } } }, async () => codLedger(app.db));
  app.get(
    '/analytics/delivery',
    { schema: { querystring: DeliveryAnalyticsQuerySchema, response: { 200: DeliveryAnalyticsSchema } } },
    async (request) => deliveryAnalytics(app.db, request.query),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePaymentOrderSchema,
  PaymentOrderSchema,
  PaymentResultSchema,
  PlaceOrderSchema,
  SandboxAuthorizeSchema,
  WebhookAckSchema,
} from '../../../domain/checkout';
import { OrderSchema } from '../../../domain/order';
import { requireAccount, requireUser, sessionUser } from '../../plugins/auth';
import { limitPerClient } from '../../plugins/rate-limit';
import { placeOrder } from './place-order';
import { sandboxWebhookSender } from './sandbox-webhook';
import { deliverableAddress } from '../shipping/checkout-guard';
import { CodeAnswerSchema, CodeCheckSchema, OffersSchema } from '../../../domain/promotion';
import { GiftCardConfirmSchema, GiftCardPurchaseSchema, GiftCardSchema } from '../../../domain/gift-card';
import { confirmGiftCardPurchase, createGiftCardPurchase } from './gift-card-purchase';
import {
  CreateVisitBodySchema,
  VisitParamsSchema,
  VisitPaymentSchema,
  VisitSchema,
} from '../../../domain/measure-visit';
import { confirmVisitPayment, createVisitPayment } from './measure-visit-payment';
import { authorizeSandboxPayment, cartOffers, checkCode, createPaymentOrder, handleWebhook } from './service';

export const TOO_MANY_ORDERS = 'Too many payment attempts. Please try again in a minute.';

/**
 * Razorpay signs the exact bytes it sent, so this route alone keeps JSON bodies as a Buffer; the parser is
 * registered inside its own plugin and every other route still gets parsed JSON.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post('/payment/webhook', { schema: { response: { 200: WebhookAckSchema } } }, async (request) => {
    const signature = request.headers['x-razorpay-signature'];
    return handleWebhook(
      app.db,
      app.config,
      Buffer.isBuffer(request.body) ? request.body : null,
      typeof signature === 'string' ? signature : undefined,
      request.log,
    );
  });
};

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;

  // Each call opens an order with the provider; a script looping on it would flood Razorpay in our name.
  const createOrderLimit = limitPerClient(
    app,
    'create-order',
    { max: app.config.orderAttemptsPerMinute, windowMs: 60_000 },
    TOO_MANY_ORDERS,
  );

  app.post(
    '/payment/create-order',
    {
      preHandler: [requireUser, createOrderLimit, deliverableAddress(app)],
      schema: { body: CreatePaymentOrderSchema, response: { 200: PaymentOrderSchema } },
    },
    async (request) =>
      createPaymentOrder(
        app.db,
        app.config,
        provider,
        sessionUser(request).id,
        request.body,
        () => app.catalogueCache.invalidate(),
        request.log,
      ),
  );

  // A gift card is bought through the same provider as an order (docs/decisions/063-gift-cards.md).
  app.post(
    '/gift-cards/purchase',
    {
      preHandler: [requireUser, createOrderLimit],
      schema: { body: GiftCardPurchaseSchema, response: { 200: PaymentOrderSchema } },
    },
    async (request) =>
      createGiftCardPurchase(app.db, app.config, provider, sessionUser(request).id, request.body),
  );
  app.post(
    '/gift-cards/confirm',
    {
      onRequest: requireUser,
      schema: { body: GiftCardConfirmSchema, response: { 200: GiftCardSchema } },
    },
    async (request) =>
      confirmGiftCardPurchase(
        app.db,
        app.config,
        provider,
        sessionUser(request).id,
        request.body,
        request.log,
      ),
  );

  // A measurement visit's fee is paid like an order (docs/decisions/075-visit-fee-paid-like-an-order.md); an account,
  // not a guest session, since the fee becomes credit on its ledger.
  app.post(
    '/measure-visits',
    {
      preHandler: [requireAccount, createOrderLimit],
      schema: { body: CreateVisitBodySchema, response: { 201: VisitPaymentSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createVisitPayment(
            app.db,
            app.config,
            provider,
            sessionUser(request).id,
            request.body,
            new Date(),
          ),
        ),
  );
  app.post(
    '/measure-visits/:id/confirm',
    {
      onRequest: requireAccount,
      schema: { params: VisitParamsSchema, body: PaymentResultSchema, response: { 200: VisitSchema } },
    },
    async (request) =>
      confirmVisitPayment(
        app.db,
        app.config,
        provider,
        sessionUser(request).id,
        request.params.id,
        request.body,
      ),
  );

  // Each answer says whether a code exists, so guessing is slowed like payment attempts.
  const codeLimit = limitPerClient(
    app,
    'checkout-code',
    { max: 20, windowMs: 60_000 },
    'Too many codes tried. Please try again in a minute.',
  );
  app.post(
    '/checkout/code',
    {
      preHandler: [requireUser, codeLimit],
      schema: { body: CodeCheckSchema, response: { 200: CodeAnswerSchema } },
    },
    async (request) => checkCode(app.db, app.config, sessionUser(request).id, request.body.code),
  );

  app.get(
    '/checkout/offers',
    { onRequest: requireUser, schema: { response: { 200: OffersSchema } } },
    async (request) => ({ savings: await cartOffers(app.db, app.config, sessionUser(request).id) }),
  );

  // 201 when this call placed the order; 200 when it had already been placed (a replay, or the webhook first).
  app.post(
    '/orders',
    {
      onRequest: requireUser,
      schema: { body: PlaceOrderSchema, response: { 200: OrderSchema, 201: OrderSchema } },
    },
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

  // Only the offline sandbox signs payments itself; with Razorpay this route does not exist.
  if (app.config.payment.provider === 'sandbox') {
    const sendCapturedWebhook = sandboxWebhookSender(app, provider);
    app.post(
      '/payment/sandbox/authorize',
      {
        preHandler: requireUser,
        schema: { body: SandboxAuthorizeSchema, response: { 200: PaymentResultSchema } },
      },
      async (request) => {
        const result = await authorizeSandboxPayment(
          app.db,
          app.config,
          sessionUser(request).id,
          request.body,
        );
        sendCapturedWebhook(result.razorpay_order_id, result.razorpay_payment_id);
        return result;
      },
    );
  }

  // Without a secret of its own, the webhook would accept events forged with the one printed in config.ts.
  if (app.config.payment.webhookSecretSet) await app.register(webhookRoutes);
};

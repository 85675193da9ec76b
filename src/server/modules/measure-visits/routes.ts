import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentResultSchema, SandboxAuthorizeSchema } from '../../../domain/checkout';
import {
  CreateVisitBodySchema,
  RescheduleVisitBodySchema,
  VisitListSchema,
  VisitParamsSchema,
  VisitPaymentSchema,
  VisitSchema,
  VisitSlotsQuerySchema,
  VisitSlotsSchema,
} from '../../../domain/measure-visit';
import { requireAccount, sessionUser } from '../../plugins/auth';
import { limitPerClient } from '../../plugins/rate-limit';
import { createPaymentProvider } from '../payment/providers';
import { mailVisitBooked } from './mail';
import {
  confirmVisit,
  type Paid,
  createVisit,
  rescheduleVisit,
  sandboxPayVisit,
  visitSlots,
  visitsOf,
} from './service';

/**
 * Measurement visits for customers (docs/decisions/071-measurement-visits.md). Booking needs an account, not a
 * guest session: the fee becomes store credit on the account's ledger and the walls are kept in the account.
 */
export const measureVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPaymentProvider(app.config, app.db, app.log);
  // Each call opens an order with the provider, as create-order does.
  const createLimit = limitPerClient(
    app,
    'measure-visit',
    { max: app.config.orderAttemptsPerMinute, windowMs: 60_000 },
    'Too many payment attempts. Please try again in a minute.',
  );

  app.get(
    '/measure-visits/slots',
    { schema: { querystring: VisitSlotsQuerySchema, response: { 200: VisitSlotsSchema } } },
    async (request) => visitSlots(app.db, app.config, request.query.pin, new Date()),
  );

  app.post(
    '/measure-visits',
    {
      preHandler: [requireAccount, createLimit],
      schema: { body: CreateVisitBodySchema, response: { 201: VisitPaymentSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createVisit(app.db, app.config, provider, sessionUser(request).id, request.body, new Date()),
        ),
  );

  app.get(
    '/account/measure-visits',
    { onRequest: requireAccount, schema: { response: { 200: VisitListSchema } } },
    async (request) => visitsOf(app.db, sessionUser(request).id, new Date()),
  );

  app.post(
    '/measure-visits/:id/slot',
    {
      onRequest: requireAccount,
      schema: { params: VisitParamsSchema, body: RescheduleVisitBodySchema, response: { 200: VisitSchema } },
    },
    async (request) => {
      const visit = await rescheduleVisit(
        app.db,
        sessionUser(request).id,
        request.params.id,
        request.body.slot,
        new Date(),
      );
      await mailVisitBooked(app.db, app.config, visit.id);
      return visit;
    },
  );

  const paid = async ({ visit, recorded }: Paid) => {
    if (recorded) await mailVisitBooked(app.db, app.config, visit.id);
    return visit;
  };

  if (app.config.payment.provider === 'sandbox') {
    app.post(
      '/measure-visits/:id/sandbox-pay',
      {
        onRequest: requireAccount,
        schema: { params: VisitParamsSchema, body: SandboxAuthorizeSchema, response: { 200: VisitSchema } },
      },
      async (request) => {
        const result = await sandboxPayVisit(
          app.db,
          sessionUser(request).id,
          request.params.id,
          request.body,
          new Date(),
        );
        return paid(result);
      },
    );
  } else {
    app.post(
      '/measure-visits/:id/confirm',
      {
        onRequest: requireAccount,
        schema: { params: VisitParamsSchema, body: PaymentResultSchema, response: { 200: VisitSchema } },
      },
      async (request) => {
        const result = await confirmVisit(
          app.db,
          app.config,
          provider,
          sessionUser(request).id,
          request.params.id,
          request.body,
          new Date(),
        );
        return paid(result);
      },
    );
  }
};

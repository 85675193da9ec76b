import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RescheduleVisitBodySchema,
  VisitListSchema,
  VisitParamsSchema,
  VisitSchema,
  VisitSlotsQuerySchema,
  VisitSlotsSchema,
} from '../../../domain/measure-visit';
import { requireAccount, sessionUser } from '../../plugins/auth';
import { mailVisitBooked } from './mail';
import { rescheduleVisit, visitSlots, visitsOf } from './service';

/**
 * Measurement visits for customers (docs/decisions/071-measurement-visits.md). Booking needs an account, not a
 * guest session: the fee becomes store credit on the account's ledger and the walls are kept in the account.
 * Booking and paying are checkout's routes (docs/decisions/075-visit-fee-paid-like-an-order.md).
 */
export const measureVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/measure-visits/slots',
    { schema: { querystring: VisitSlotsQuerySchema, response: { 200: VisitSlotsSchema } } },
    async (request) => visitSlots(app.db, app.config, request.query.pin, new Date()),
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
};

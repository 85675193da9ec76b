import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookBodySchema, SlotsAnswerSchema } from '../../../domain/installation';
import { OrderLinkQuerySchema, OrderParamsSchema } from '../../../domain/order';
import { ownOrder, requireSessionUnlessLinked } from '../orders/own-order';
import { bookInstallation, installationSlots } from './service';
import { mailBooking } from './work';

/**
 * The customer's side of installation (decision 065): the open slots and the booking of one, through the same
 * doors as the order itself: a session for an account's order, the signed link for a guest's (decision 019).
 */
export const installationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/installation/slots',
    {
      schema: {
        params: OrderParamsSchema,
        querystring: OrderLinkQuerySchema,
        response: { 200: SlotsAnswerSchema },
      },
      preHandler: requireSessionUnlessLinked,
    },
    async (request) => {
      const order = await ownOrder(app.db, app.config, request, request.params.id, request.query.token);
      return installationSlots(app.db, order.id, new Date());
    },
  );

  // 201 when this books the installation; 200 when it moves a booking (or repeats the slot already booked).
  app.post(
    '/orders/:id/installation',
    {
      schema: {
        params: OrderParamsSchema,
        querystring: OrderLinkQuerySchema,
        body: BookBodySchema,
        response: { 200: SlotsAnswerSchema, 201: SlotsAnswerSchema },
      },
      preHandler: requireSessionUnlessLinked,
    },
    async (request, reply) => {
      const order = await ownOrder(app.db, app.config, request, request.params.id, request.query.token);
      const now = new Date();
      const booked = await bookInstallation(app.db, order.id, request.body.slot, now);
      await mailBooking(app.db, app.config, booked.jobId, !booked.created);
      return reply.status(booked.created ? 201 : 200).send(await installationSlots(app.db, order.id, now));
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SampleCreditCheckSchema, SampleCreditSchema } from '../../../domain/checkout';
import { requireUser, sessionUser } from '../../plugins/auth';
import { loadCartLines } from '../cart/service';
import { checkSampleCredit, toSampleCreditDto } from './service';

/** Checkout asks what a sample credit code takes off the cart before paying; create-order checks it again. */
export const sampleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout/sample-credit',
    {
      preHandler: requireUser,
      schema: { body: SampleCreditCheckSchema, response: { 200: SampleCreditSchema } },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      const lines = await loadCartLines(app.db, userId);
      return toSampleCreditDto(await checkSampleCredit(app.db, userId, request.body.code, lines));
    },
  );
};

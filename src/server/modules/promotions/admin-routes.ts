import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/list-query';
import { PromotionInputSchema, PromotionSchema, PromotionStatusSchema } from '../../../domain/promotion';
import { sessionUser } from '../../plugins/auth';
import { createPromotion, listPromotions, setPromotionPaused, updatePromotion } from './service';

/** Promotions are made, changed and paused by editors and admins, audited; viewers read them with their figures. */
export const adminPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/promotions', { schema: { response: { 200: z.array(PromotionSchema) } } }, async () =>
    listPromotions(app.db),
  );

  app.post(
    '/promotions',
    { schema: { body: PromotionInputSchema, response: { 201: PromotionSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createPromotion(app.db, sessionUser(request).id, request.body)),
  );

  app.put(
    '/promotions/:id',
    { schema: { params: IdParamsSchema, body: PromotionInputSchema, response: { 200: PromotionSchema } } },
    async (request) => updatePromotion(app.db, sessionUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/promotions/:id/status',
    { schema: { params: IdParamsSchema, body: PromotionStatusSchema, response: { 200: PromotionSchema } } },
    async (request) =>
      setPromotionPaused(app.db, sessionUser(request).id, request.params.id, request.body.paused),
  );
};

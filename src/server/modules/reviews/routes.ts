import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../domain/list-query';
import { ReviewBodySchema, ReviewCreatedSchema, ReviewListSchema } from '../../../domain/review';
import { catalogueChanged } from '../../cache/guest-cache';
import { requireAccount, sessionUser } from '../../plugins/auth';
import { createReview, listReviews } from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/reviews',
    { schema: { params: IdParamsSchema, response: { 200: ReviewListSchema } } },
    async (request) => listReviews(app.db, request.params.id),
  );

  app.post(
    '/products/:id/reviews',
    {
      // onRequest, so a logged-out visitor hears 'log in' before anything about the body.
      onRequest: requireAccount,
      // A review moves the product's rating, which the listing, the product and the home page show.
      onSend: catalogueChanged,
      schema: { params: IdParamsSchema, body: ReviewBodySchema, response: { 201: ReviewCreatedSchema } },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const created = await createReview(app.db, {
        productId: request.params.id,
        userId: user.id,
        userName: user.name,
        body: request.body,
      });
      return reply.status(201).send(created);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CollectionProductsBodySchema,
  CollectionSchema,
  CreateCollectionSchema,
} from '../../../domain/collection';
import { IdParamsSchema } from '../../../domain/list-query';
import { catalogueChanged } from '../../cache/guest-cache';
import { sessionUser } from '../../plugins/auth';
import { arrangeCollection, createCollection, listCollections } from './service';

/** The home carousels are collections: every change to one reaches the guest cache. */
export const adminCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', catalogueChanged);
  app.get('/collections', { schema: { response: { 200: z.array(CollectionSchema) } } }, async () =>
    listCollections(app.db),
  );

  app.post(
    '/collections',
    { schema: { body: CreateCollectionSchema, response: { 201: CollectionSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createCollection(app.db, sessionUser(request).id, request.body.name)),
  );

  app.put(
    '/collections/:id/products',
    {
      schema: {
        params: IdParamsSchema,
        body: CollectionProductsBodySchema,
        response: { 200: CollectionSchema },
      },
    },
    async (request) =>
      arrangeCollection(app.db, sessionUser(request).id, request.params.id, request.body.productIds),
  );
};

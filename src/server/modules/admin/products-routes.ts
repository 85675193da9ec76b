import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminProductListSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  CreateProductSchema,
  FeaturedBodySchema,
  IdParamsSchema,
  ProductFeaturedSchema,
} from '../../../domain/admin';
import { CATEGORIES } from '../../../domain/constants';
import { sessionUser } from '../../plugins/auth';
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  setProductFeatured,
  updateProduct,
} from './products-service';

export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    { schema: { querystring: AdminProductQuerySchema, response: { 200: AdminProductListSchema } } },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.get('/products/categories', { schema: { response: { 200: z.array(z.string()) } } }, async () => [
    ...CATEGORIES,
  ]);

  app.get(
    '/products/:id',
    { schema: { params: IdParamsSchema, response: { 200: AdminProductSchema } } },
    async (request) => getAdminProduct(app.db, request.params.id),
  );

  app.post(
    '/products',
    { schema: { body: CreateProductSchema, response: { 201: AdminProductSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createProduct(app.db, sessionUser(request).id, request.body)),
  );

  app.put(
    '/products/:id',
    { schema: { params: IdParamsSchema, body: CreateProductSchema, response: { 200: AdminProductSchema } } },
    async (request) => updateProduct(app.db, sessionUser(request).id, request.params.id, request.body),
  );

  app.delete('/products/:id', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await deleteProduct(app.db, sessionUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.patch(
    '/products/:id/featured',
    {
      schema: { params: IdParamsSchema, body: FeaturedBodySchema, response: { 200: ProductFeaturedSchema } },
    },
    async (request) =>
      setProductFeatured(app.db, sessionUser(request).id, request.params.id, request.body.featured),
  );
};

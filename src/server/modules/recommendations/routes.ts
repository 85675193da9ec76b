import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, ProductSchema } from '../../../domain/product';
import { alsoBought, relatedProducts } from './service';

const ProductList = { 200: z.array(ProductSchema) };

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/also-bought',
    { schema: { params: IdParamSchema, response: ProductList } },
    async (request) => alsoBought(app.db, request.params.id),
  );

  app.get(
    '/products/:id/related',
    { config: { guestCache: 'related' }, schema: { params: IdParamSchema, response: ProductList } },
    async (request) => relatedProducts(app.db, request.params.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/list-query';
import { ProductSchema } from '../../../domain/product';
import { precompiledSerializer } from '../../plugins/precompiled-serializer';
import { alsoBought, relatedProducts } from './service';

const ProductList = { 200: z.array(ProductSchema) };
const serializerCompiler = precompiledSerializer;

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/also-bought',
    { serializerCompiler, schema: { params: IdParamsSchema, response: ProductList } },
    async (request) => alsoBought(app.db, request.params.id),
  );

  app.get(
    '/products/:id/related',
    {
      config: { guestCache: 'related' },
      serializerCompiler,
      schema: { params: IdParamsSchema, response: ProductList },
    },
    async (request) => relatedProducts(app.db, request.params.id),
  );
};

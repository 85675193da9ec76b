import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/list-query';
import { ProductQuerySchema, ProductSchema } from '../../../domain/product';
import { precompiledSerializer } from '../../plugins/precompiled-serializer';
import { getProduct, listProducts } from './service';
import { loadSynonyms } from './synonyms';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      config: { guestCache: 'products' },
      serializerCompiler: precompiledSerializer,
      schema: { querystring: ProductQuerySchema, response: { 200: z.array(ProductSchema) } },
    },
    async (request, reply) => {
      const synonyms = request.query.search
        ? await app.catalogueCache.synonyms(() => loadSynonyms(app.db))
        : [];
      const { items, total } = await listProducts(app.db, request.query, { synonyms }, app.catalogueCache);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/products/:id',
    {
      config: { guestCache: 'product' },
      serializerCompiler: precompiledSerializer,
      schema: { params: IdParamsSchema, response: { 200: ProductSchema } },
    },
    async (request) => getProduct(app.db, request.params.id),
  );
};

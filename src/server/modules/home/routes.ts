import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProductSchema } from '../../../domain/product';
import { precompiledSerializer } from '../../plugins/precompiled-serializer';
import { getHomeProducts } from './service';

export const HomeResponseSchema = z.object({
  bestsellers: z.array(ProductSchema),
  topPicks: z.array(ProductSchema),
});

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      config: { guestCache: 'home' },
      serializerCompiler: precompiledSerializer,
      schema: { response: { 200: HomeResponseSchema } },
    },
    async () => getHomeProducts(app.db),
  );
};

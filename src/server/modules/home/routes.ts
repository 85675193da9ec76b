import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProductSchema } from '../../../domain/product';
import { getHomeProducts } from './service';

export const HomeResponseSchema = z.object({
  bestsellers: z.array(ProductSchema),
  topPicks: z.array(ProductSchema),
});

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    { config: { guestCache: 'home' }, schema: { response: { 200: HomeResponseSchema } } },
    async () => getHomeProducts(app.db),
  );
};

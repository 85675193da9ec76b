import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HomeResponseSchema } from '../../../domain/home';
import { precompiledSerializer } from '../../plugins/precompiled-serializer';
import { getHomeProducts } from './service';

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

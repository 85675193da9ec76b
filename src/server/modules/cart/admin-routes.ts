import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AbandonedCartsSchema, RecoveryEmailResultSchema } from '../../../domain/cart-recovery';
import { IdParamsSchema } from '../../../domain/list-query';
import { sessionUser } from '../../plugins/auth';
import { abandonedCarts, sendRecoveryEmail } from './admin-service';

export const adminCartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/abandoned-carts', { schema: { response: { 200: AbandonedCartsSchema } } }, async () =>
    abandonedCarts(app.db),
  );

  app.post(
    '/abandoned-carts/:id/recovery-email',
    { schema: { params: IdParamsSchema, response: { 200: RecoveryEmailResultSchema } } },
    async (request) =>
      sendRecoveryEmail(app.db, app.config, sessionUser(request).id, request.params.id, request.log),
  );
};

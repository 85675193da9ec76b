import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessBuyerSchema, SavedBusinessSchema } from '../../../domain/business';
import { requireUser, sessionUser } from '../../plugins/auth';
import { saveBusiness, savedBusiness } from './service';

/** /api/account/business: the profile's GSTIN and legal name, offered again at each checkout (decision 058). */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const schema = { response: { 200: SavedBusinessSchema } };

  app.get('/account/business', { schema }, async (request) => savedBusiness(app.db, sessionUser(request).id));

  app.put('/account/business', { schema: { ...schema, body: BusinessBuyerSchema } }, async (request) =>
    saveBusiness(app.db, sessionUser(request).id, request.body),
  );

  app.delete('/account/business', { schema }, async (request) =>
    saveBusiness(app.db, sessionUser(request).id, null),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreditAccountSchema } from '../../../domain/credit';
import { requireUser, sessionUser } from '../../plugins/auth';
import { creditAccount } from './service';

/** The shopper's store credit: the balance the profile shows and checkout can spend, and every entry. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/credit',
    { onRequest: requireUser, schema: { response: { 200: CreditAccountSchema } } },
    async (request) => creditAccount(app.db, sessionUser(request).id),
  );
};

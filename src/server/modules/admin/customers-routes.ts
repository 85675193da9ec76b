import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCustomerDetailSchema,
  AdminCustomerListSchema,
  AdminCustomerQuerySchema,
} from '../../../domain/customer';
import { IdParamsSchema } from '../../../domain/list-query';
import { CreditAccountSchema, GoodwillCreditSchema } from '../../../domain/credit';
import { sessionUser } from '../../plugins/auth';
import { creditAccount, grantGoodwill } from '../credit/service';
import { getCustomer, listCustomers } from './customers-service';

export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    { schema: { querystring: AdminCustomerQuerySchema, response: { 200: AdminCustomerListSchema } } },
    async (request) => listCustomers(app.db, request.query),
  );

  app.get(
    '/customers/:id',
    { schema: { params: IdParamsSchema, response: { 200: AdminCustomerDetailSchema } } },
    async (request) => getCustomer(app.db, request.params.id),
  );

  app.get(
    '/customers/:id/credit',
    { schema: { params: IdParamsSchema, response: { 200: CreditAccountSchema } } },
    async (request) => creditAccount(app.db, request.params.id),
  );

  // Money given away: an admin's, with a reason the customer reads, audited (docs/decisions/061-one-store-credit-ledger.md).
  app.post(
    '/customers/:id/credit',
    {
      config: { staffAccess: 'admin', staffRefusal: 'Only an admin can give store credit.' },
      schema: { params: IdParamsSchema, body: GoodwillCreditSchema, response: { 200: CreditAccountSchema } },
    },
    async (request) => grantGoodwill(app.db, sessionUser(request).id, request.params.id, request.body),
  );
};

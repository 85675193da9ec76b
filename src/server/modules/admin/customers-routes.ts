import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCustomerDetailSchema,
  AdminCustomerListSchema,
  AdminCustomerQuerySchema,
} from '../../../domain/customer';
import { IdParamsSchema } from '../../../domain/list-query';
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
};

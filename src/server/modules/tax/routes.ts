import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TaxClassParamsSchema, TaxCodeListSchema, UpdateTaxCodeSchema } from '../../../domain/tax';
import { catalogueChanged } from '../../cache/guest-cache';
import { sessionUser } from '../../plugins/auth';
import { listTaxCodes, updateTaxCode } from './service';

/** /api/admin/tax-codes: every member of staff reads the codes, admins change them (decision 057). */
export const adminTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/store carries the codes to the checkout page, which is kept in the guest cache.
  app.addHook('onSend', catalogueChanged);
  app.get('/tax-codes', { schema: { response: { 200: TaxCodeListSchema } } }, async () =>
    listTaxCodes(app.db, app.config),
  );

  app.put(
    '/tax-codes/:taxClass',
    {
      config: { staffAccess: 'admin' },
      schema: {
        params: TaxClassParamsSchema,
        body: UpdateTaxCodeSchema,
        response: { 200: TaxCodeListSchema },
      },
    },
    async (request) =>
      updateTaxCode(app.db, app.config, sessionUser(request).id, request.params.taxClass, request.body.code),
  );
};

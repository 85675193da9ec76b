import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddressParamsSchema, SaveAddressSchema, SavedAddressSchema } from '../../../domain/checkout';
import { NoContentSchema } from '../../../domain/http';
import { requireUser, sessionUser } from '../../plugins/auth';
import { noContent } from '../../replies';
import { deleteAddress, listAddresses, saveAddress } from './service';

/** A signed-in shopper's saved delivery addresses (decision 015). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get('/addresses', { schema: { response: { 200: z.array(SavedAddressSchema) } } }, async (request) =>
    listAddresses(app.db, sessionUser(request).id),
  );

  app.post(
    '/addresses',
    { schema: { body: SaveAddressSchema, response: { 200: SavedAddressSchema, 201: SavedAddressSchema } } },
    async (request, reply) => {
      const { address, created } = await saveAddress(app.db, sessionUser(request).id, request.body);
      return reply.status(created ? 201 : 200).send(address);
    },
  );

  app.delete(
    '/addresses/:id',
    { schema: { params: AddressParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) =>
      noContent(reply, deleteAddress(app.db, sessionUser(request).id, request.params.id)),
  );
};

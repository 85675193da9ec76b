import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartHandOverBodySchema,
  CartHandOverSchema,
  CartLineBodySchema,
  CartLineParamsSchema,
  CartSchema,
  UpdateCartLineSchema,
} from '../../../domain/cart';
import { requireUser, sessionUser } from '../../plugins/auth';
import { addToCart, clearCart, getCart, handOverGuestCart, removeCartLine, updateCartLine } from './service';

const CartResponse = { 200: CartSchema };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get('/cart', { schema: { response: CartResponse } }, async (request) =>
    getCart(app.db, sessionUser(request).id),
  );

  app.post('/cart', { schema: { body: CartLineBodySchema, response: CartResponse } }, async (request) =>
    addToCart(app.db, sessionUser(request).id, request.body),
  );

  app.post(
    '/cart/hand-over',
    {
      schema: {
        summary: "Move a guest's local cart into the account, once per hand-over key",
        body: CartHandOverBodySchema,
        response: { 200: CartHandOverSchema },
      },
    },
    async (request) => handOverGuestCart(app.db, sessionUser(request).id, request.body),
  );

  app.put(
    '/cart/:lineId',
    { schema: { params: CartLineParamsSchema, body: UpdateCartLineSchema, response: CartResponse } },
    async (request) =>
      updateCartLine(app.db, sessionUser(request).id, request.params.lineId, request.body.quantity),
  );

  app.delete(
    '/cart/:lineId',
    { schema: { params: CartLineParamsSchema, response: CartResponse } },
    async (request) => removeCartLine(app.db, sessionUser(request).id, request.params.lineId),
  );

  app.delete('/cart', { schema: { response: CartResponse } }, async (request) => {
    const userId = sessionUser(request).id;
    await clearCart(app.db, userId);
    return getCart(app.db, userId);
  });
};

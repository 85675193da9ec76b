import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WishlistAddSchema,
  WishlistCheckSchema,
  WishlistProductParamsSchema,
  WishlistSchema,
} from '../../../domain/wishlist';
import { requireUser, sessionUser } from '../../plugins/auth';
import { addToWishlist, clearWishlist, getWishlist, isInWishlist, removeFromWishlist } from './service';

const WishlistResponse = { 200: WishlistSchema };

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get('/wishlist', { schema: { response: WishlistResponse } }, async (request) =>
    getWishlist(app.db, sessionUser(request).id),
  );

  app.post(
    '/wishlist/add',
    { schema: { body: WishlistAddSchema, response: WishlistResponse } },
    async (request) => addToWishlist(app.db, sessionUser(request).id, request.body.productId),
  );

  app.delete(
    '/wishlist/remove/:productId',
    { schema: { params: WishlistProductParamsSchema, response: WishlistResponse } },
    async (request) => removeFromWishlist(app.db, sessionUser(request).id, request.params.productId),
  );

  app.delete('/wishlist/clear', { schema: { response: WishlistResponse } }, async (request) =>
    clearWishlist(app.db, sessionUser(request).id),
  );

  app.get(
    '/wishlist/check/:productId',
    { schema: { params: WishlistProductParamsSchema, response: { 200: WishlistCheckSchema } } },
    async (request) => ({
      isInWishlist: await isInWishlist(app.db, sessionUser(request).id, request.params.productId),
    }),
  );
};

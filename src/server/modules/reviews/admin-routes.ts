import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../domain/list-query';
import {
  AdminReviewListSchema,
  AdminReviewQuerySchema,
  AdminReviewSchema,
  ModerateReviewSchema,
  StoreSettingsSchema,
} from '../../../domain/review';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { catalogueChanged } from '../../cache/guest-cache';
import { sessionUser } from '../../plugins/auth';
import { getStoreSettings, setStoreSettings } from '../meta/store-settings';
import { listAdminReviews, moderateReview } from './admin-service';

/**
 * Reviews and the store's settings (decision 051). Every member of staff may read; editors and admins hide,
 * show and answer reviews, as they keep the catalogue; only an admin changes a store setting.
 */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    { schema: { querystring: AdminReviewQuerySchema, response: { 200: AdminReviewListSchema } } },
    async (request) => listAdminReviews(app.db, request.query),
  );

  app.patch(
    '/reviews/:id',
    {
      // A hidden review leaves the product's rating, which listings and the product page show to guests.
      onSend: catalogueChanged,
      schema: { params: IdParamsSchema, body: ModerateReviewSchema, response: { 200: AdminReviewSchema } },
    },
    async (request) => moderateReview(app.db, sessionUser(request).id, request.params.id, request.body),
  );

  app.get('/store-settings', { schema: { response: { 200: StoreSettingsSchema } } }, async () =>
    getStoreSettings(app.db),
  );

  app.put(
    '/store-settings',
    {
      config: { staffAccess: 'admin', staffRefusal: ADMIN_MESSAGES.settingsAdminOnly },
      // The product page tells shoppers up front whether only buyers may review.
      onSend: catalogueChanged,
      schema: { body: StoreSettingsSchema, response: { 200: StoreSettingsSchema } },
    },
    async (request) => setStoreSettings(app.db, sessionUser(request).id, request.body),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from './access';
import { adminAuditRoutes } from './audit-routes';
import { adminCartRoutes } from './carts-routes';
import { adminCollectionRoutes } from './collections-routes';
import { adminCustomerRoutes } from './customers-routes';
import { adminDashboardRoutes } from './dashboard-routes';
import { adminInboxRoutes } from './inbox-routes';
import { adminMediaRoutes } from './media-routes';
import { adminOrderRoutes } from './orders-routes';
import { adminProductRoutes } from './products-routes';
import { adminReviewRoutes } from './reviews-routes';
import { adminPromotionRoutes } from './promotions-routes';
import { adminGiftCardRoutes } from './gift-cards-routes';
import { adminUserRoutes } from './users-routes';
import { adminSynonymRoutes } from '../products/synonyms-routes';
import { adminInstallationRoutes } from '../installation/admin-routes';
import { adminMeasureVisitRoutes } from '../measure-visits/admin-routes';
import { adminShippingRoutes } from '../shipping/routes';
import { adminTaxRoutes } from '../tax/routes';
import { adminCodRoutes } from '../checkout/cod/routes';
import { adminGstRoutes } from '../gst/routes';

/**
 * Everything under /api/admin. The guard is this plugin's own hook, so every route registered inside it,
 * now or later, is covered; a route states only when it needs more than its method implies (config.staffAccess).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', staffGuard);
  await app.register(adminDashboardRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminCartRoutes);
  await app.register(adminCollectionRoutes);
  await app.register(adminMediaRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminSynonymRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminInstallationRoutes);
  await app.register(adminMeasureVisitRoutes);
  await app.register(adminShippingRoutes);
  await app.register(adminTaxRoutes);
  await app.register(adminGstRoutes);
  await app.register(adminPromotionRoutes);
  await app.register(adminCodRoutes);
  await app.register(adminGiftCardRoutes);
};

import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaRoutes } from '../media/routes';
import { addressRoutes } from './addresses/routes';
import { staffGuard } from './admin/access';
import { adminAuditRoutes } from './admin/audit-routes';
import { adminCustomerRoutes } from './admin/customers-routes';
import { adminDashboardRoutes } from './admin/dashboard-routes';
import { adminInboxRoutes } from './admin/inbox-routes';
import { adminMediaRoutes } from './admin/media-routes';
import { adminUserRoutes } from './admin/users-routes';
import { authRoutes } from './auth/routes';
import { businessRoutes } from './business/routes';
import { adminCartRoutes } from './cart/admin-routes';
import { cartRoutes } from './cart/routes';
import { adminCodRoutes, codRoutes } from './checkout/cod/routes';
import { checkoutRoutes } from './checkout/routes';
import { adminCollectionRoutes } from './collections/admin-routes';
import { contactRoutes } from './contact/routes';
import { creditRoutes } from './credit/routes';
import { customDesignRoutes } from './custom-design/routes';
import { adminFulfilmentRoutes, adminOrderNoteRoutes } from './fulfilment/admin-routes';
import { cancelRoutes } from './fulfilment/routes';
import { adminGiftCardRoutes } from './gift-cards/admin-routes';
import { giftCardRoutes } from './gift-cards/routes';
import { adminGstRoutes } from './gst/routes';
import { homeRoutes } from './home/routes';
import { adminInstallationRoutes } from './installation/admin-routes';
import { installationRoutes } from './installation/routes';
import { adminMeasureVisitRoutes } from './measure-visits/admin-routes';
import { measureVisitRoutes } from './measure-visits/routes';
import { metaRoutes } from './meta/routes';
import { adminOrderRoutes } from './orders/admin-routes';
import { orderRoutes } from './orders/routes';
import { adminProductionRoutes } from './production/admin-routes';
import { adminProductRoutes } from './products/admin-routes';
import { productRoutes } from './products/routes';
import { adminSynonymRoutes } from './products/synonyms-routes';
import { adminPromotionRoutes } from './promotions/admin-routes';
import { recommendationRoutes } from './recommendations/routes';
import { sampleRoutes } from './samples/routes';
import { adminReturnRoutes } from './returns/admin-routes';
import { returnRoutes } from './returns/routes';
import { adminReviewRoutes } from './reviews/admin-routes';
import { reviewRoutes } from './reviews/routes';
import { seoRoutes } from './seo/routes';
import { adminShippingRoutes, shippingRoutes } from './shipping/routes';
import { adminTaxRoutes } from './tax/routes';
import { uploadRoutes } from './uploads/routes';
import { wallPreviewRoutes } from './wall-preview/routes';
import { wishlistRoutes } from './wishlist/routes';

/** Staff doors, each beside its domain's service; all of them sit behind the one guard (admin/access.ts). */
const ADMIN_ROUTES: readonly FastifyPluginAsyncZod[] = [
  adminDashboardRoutes,
  adminReturnRoutes,
  adminOrderRoutes,
  adminFulfilmentRoutes,
  adminProductionRoutes,
  adminOrderNoteRoutes,
  adminProductRoutes,
  adminCustomerRoutes,
  adminCartRoutes,
  adminCollectionRoutes,
  adminMediaRoutes,
  adminUserRoutes,
  adminInboxRoutes,
  adminAuditRoutes,
  adminSynonymRoutes,
  adminReviewRoutes,
  adminInstallationRoutes,
  adminMeasureVisitRoutes,
  adminShippingRoutes,
  adminTaxRoutes,
  adminGstRoutes,
  adminPromotionRoutes,
  adminCodRoutes,
  adminGiftCardRoutes,
];

/**
 * Everything under /api/admin. The guard is this plugin's own hook, so every route registered inside it,
 * now or later, is covered; a route states only when it needs more than its method implies (config.staffAccess).
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', staffGuard);
  for (const plugin of ADMIN_ROUTES) await app.register(plugin);
};

/**
 * Every module's routes and where they are mounted, in the order they register (the order of the API
 * reference). A new module adds its line here, so app.ts does not change (docs/decisions/078-server-rooms.md).
 */
export const ROUTES: readonly { plugin: FastifyPluginAsyncZod; prefix: '/api' | '/api/admin' | '' }[] = [
  { plugin: productRoutes, prefix: '/api' },
  { plugin: metaRoutes, prefix: '/api' },
  { plugin: authRoutes, prefix: '/api' },
  { plugin: cartRoutes, prefix: '/api' },
  { plugin: wishlistRoutes, prefix: '/api' },
  { plugin: customDesignRoutes, prefix: '/api' },
  { plugin: contactRoutes, prefix: '/api' },
  { plugin: uploadRoutes, prefix: '/api' },
  { plugin: reviewRoutes, prefix: '/api' },
  { plugin: recommendationRoutes, prefix: '/api' },
  { plugin: homeRoutes, prefix: '/api' },
  { plugin: adminRoutes, prefix: '/api/admin' },
  { plugin: checkoutRoutes, prefix: '/api' },
  { plugin: codRoutes, prefix: '/api' },
  { plugin: orderRoutes, prefix: '/api' },
  { plugin: installationRoutes, prefix: '/api' },
  { plugin: measureVisitRoutes, prefix: '/api' },
  { plugin: cancelRoutes, prefix: '/api' },
  { plugin: returnRoutes, prefix: '/api' },
  { plugin: addressRoutes, prefix: '/api' },
  { plugin: businessRoutes, prefix: '/api' },
  { plugin: wallPreviewRoutes, prefix: '/api' },
  { plugin: sampleRoutes, prefix: '/api' },
  { plugin: shippingRoutes, prefix: '/api' },
  { plugin: creditRoutes, prefix: '/api' },
  { plugin: giftCardRoutes, prefix: '/api' },
  { plugin: mediaRoutes, prefix: '' },
  { plugin: seoRoutes, prefix: '' },
];

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const { plugin, prefix } of ROUTES) await app.register(plugin, { prefix });
}

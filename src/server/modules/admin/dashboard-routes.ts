import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalyticsQuerySchema,
  AnalyticsSchema,
  CountStatSchema,
  DashboardStatsSchema,
  ProductInsightsSchema,
  RevenueStatSchema,
} from '../../../domain/stats';
import {
  analytics,
  customerCount,
  dashboardStats,
  orderCount,
  productCount,
  productInsights,
  revenueStat,
} from './stats-service';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard/stats', { schema: { response: { 200: DashboardStatsSchema } } }, async () =>
    dashboardStats(app.db),
  );
  app.get('/stats/revenue', { schema: { response: { 200: RevenueStatSchema } } }, async () =>
    revenueStat(app.db),
  );
  app.get('/stats/orders', { schema: { response: { 200: CountStatSchema } } }, async () =>
    orderCount(app.db),
  );
  app.get('/stats/products', { schema: { response: { 200: CountStatSchema } } }, async () =>
    productCount(app.db),
  );
  app.get('/stats/customers', { schema: { response: { 200: CountStatSchema } } }, async () =>
    customerCount(app.db),
  );

  app.get(
    '/analytics',
    { schema: { querystring: AnalyticsQuerySchema, response: { 200: AnalyticsSchema } } },
    async (request) => analytics(app.db, request.query),
  );

  app.get('/product-insights', { schema: { response: { 200: ProductInsightsSchema } } }, async () =>
    productInsights(app.db),
  );
};

import { z } from 'zod';
import { RupeesSchema } from './money';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from './constants';
import { checkAnalyticsRange, checkDateRange, dateRange } from './list-query';
import type { OrderStatus } from './order-status';

/**
 * Orders that brought money in; pending ones never did. A cancelled or refunded order took money too, but it is
 * counted only when it has refunds recorded against it, which then count as negative (decision 024): orders
 * cancelled before refunds existed were given back by hand and stay out.
 */
export const REVENUE_STATUSES = [
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
] as const satisfies readonly OrderStatus[];

export const INSIGHTS_LIST_LIMIT = 100;

export const DashboardStatsSchema = z.object({
  /**
   * rupees with two decimals, as a string (docs/store-rules.md#pricing): what customers paid, incl. GST and
   * shipping, less refunds made, incl. GST too (decision 047)
   */
  revenue: z.string(),
  orderCount: z.number().int(),
  productCount: z.number().int(),
  /** counted roll products at or below LOW_STOCK_ROLLS, sold-out ones included */
  lowStockCount: z.number().int(),
  customerCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
export const RevenueStatSchema = DashboardStatsSchema.pick({ revenue: true });
export const CountStatSchema = z.object({ count: z.number().int() });

const PERIOD_MESSAGE = 'period must be 7, 30 or 90';
/** Either the last `period` days, or the days from `from` to `to` (both given, both included). */
export const AnalyticsQuerySchema = z
  .object({
    period: z.coerce
      .number({ error: PERIOD_MESSAGE })
      .pipe(z.literal([...ANALYTICS_PERIODS], { error: PERIOD_MESSAGE }))
      .default(DEFAULT_ANALYTICS_PERIOD),
    ...dateRange,
  })
  .superRefine((query, ctx) => {
    if (Boolean(query.from) !== Boolean(query.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose both a start and an end date' });
    }
    checkDateRange(query, ctx);
    checkAnalyticsRange(query, ctx);
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

const growth = z.number().nullable();
export const AnalyticsSchema = z.object({
  /** the number of days shown */
  period: z.number().int(),
  /** the first and last India day shown (YYYY-MM-DD) */
  from: z.string(),
  to: z.string(),
  /** one entry per Asia/Kolkata day of the period, oldest first; _id is YYYY-MM-DD */
  revenue: z.array(z.object({ _id: z.string(), revenue: RupeesSchema })),
  orders: z.array(z.object({ _id: z.string(), orders: z.number().int() })),
  customers: z.array(z.object({ _id: z.string(), customers: z.number().int() })),
  totals: z.object({ revenue: RupeesSchema, orders: z.number().int(), customers: z.number().int() }),
  /** percentage change against the previous period of the same length, 1 decimal; null when that was 0 */
  growth: z.object({ revenue: growth, orders: growth, customers: growth }),
  /**
   * GST collected in each India month of the twelve that end with the month of `to`, oldest first, in rupees
   * (decision 025); `total` also holds the tax of orders placed before the split was recorded.
   */
  tax: z.array(
    z.object({
      month: z.string(),
      cgst: RupeesSchema,
      sgst: RupeesSchema,
      igst: RupeesSchema,
      total: RupeesSchema,
    }),
  ),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

const InsightSchema = z.object({
  _id: z.string(),
  name: z.string(),
  totalSold: z.number().int(),
  revenue: RupeesSchema,
});
export const ProductInsightsSchema = z.object({
  /**
   * totalProducts counts the products that sold at least once; totalRevenue is excl. GST and shipping, after
   * sample credits and refunds (net of their credit notes' GST); totalUnits counts goods less approved returns,
   * and samplesSold the A4 samples, which are never units (decision 047)
   */
  totals: z.object({
    totalProducts: z.number().int(),
    totalRevenue: RupeesSchema,
    totalUnits: z.number().int(),
    samplesSold: z.number().int(),
  }),
  products: z.array(InsightSchema),
  topByRevenue: z.array(InsightSchema),
  topByUnits: z.array(InsightSchema),
});
export type ProductInsights = z.infer<typeof ProductInsightsSchema>;

/** What each money figure on the dashboard counts, as the cards say it (decision 047). */
export const REVENUE_BASIS = {
  inclGst: 'Incl. GST and shipping, less refunds',
  exclGst: 'Excl. GST and shipping, less refunds and sample credits',
  exclGstCarts: 'Cart subtotals, excl. GST and shipping',
} as const;

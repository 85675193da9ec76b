import { z } from 'zod';
import { EmailSchema, NameSchema, UserSchema } from './auth';
import {
  ANALYTICS_PERIODS,
  API_PAGE_LIMIT_MAX,
  CATEGORIES,
  COLORS,
  DEFAULT_ANALYTICS_PERIOD,
  PRODUCT_KINDS,
  ROOM_TYPES,
  STAFF_ROLES,
  THEMES,
  USER_ROLES,
  type UserRole,
  DEFAULT_ROLL,
  PATTERN_MATCHES,
} from './constants';
import { FULFILMENT_MESSAGES, OrderNoteSchema, RefundSchema, ShipmentFieldsSchema } from './fulfilment';
import { OrderSchema } from './order';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { MATERIALS } from './pricing';
import { ProductQuerySchema, ProductSchema } from './product';
import { STOCK_MESSAGES } from './stock';
import { BatchSchema, StockCountSchema } from './stock-adjustment';
import { line, requiredLine, requiredText } from './text';

// ---------------------------------------------------------------------------------------------------------
// Permissions

export type StaffAccess = 'viewer' | 'editor' | 'admin';
const RANK: Record<UserRole, number> = { customer: 0, viewer: 1, editor: 2, admin: 3 };

/** viewer < editor < admin; the admin web hides what the server would refuse with this same rule. */
export const canAccess = (role: UserRole, needed: StaffAccess): boolean => RANK[role] >= RANK[needed];

export const ADMIN_MESSAGES = {
  lastAdmin: 'The store must keep at least one admin.',
  orderNotFound: 'Order not found.',
  badTransition: (from: OrderStatus, to: OrderStatus) => `Cannot change status from ${from} to ${to}`,
  productNotFound: 'Product not found',
  skuTaken: 'A product with this SKU already exists',
  customerNotFound: 'Customer not found',
  userNotFound: 'User not found.',
  cartNotFound: 'Cart not found.',
  cartEmpty: 'This cart is empty.',
  recoverySent: 'Recovery email sent.',
  orderChanged: 'This order was just changed by someone else. Reload it and try again.',
  inviteSent: 'Invitation sent.',
  collectionNotFound: 'Collection not found.',
  collectionTaken: 'A collection with this name already exists',
  unknownProducts: 'Some of these products no longer exist.',
  mediaNotFound: 'Media item not found.',
  mediaType: 'Upload a JPEG, PNG, WebP or GIF image, or an MP4 or WebM video',
  noFile: 'Choose a file to upload',
  imageTooLarge: 'Images must be at most 10 MB',
  fileTooLarge: 'Files must be at most 10 MB for images and 50 MB for videos',
  videoTooLarge: 'Videos must be at most 50 MB',
  requestNotFound: 'Request not found.',
  messageNotFound: 'Message not found.',
  removeSelf: 'You cannot remove yourself. Ask another admin.',
  staffRemoved: (name: string) => `${name} no longer has access to the dashboard.`,
  inviteResent: (email: string) => `A new invitation was sent to ${email}.`,
  alreadyActive: 'This person has already chosen a password. They can use Forgot password to change it.',
  mediaInUse: (names: readonly string[]) => {
    const shown = names.length > 5 ? [...names.slice(0, 5), `${names.length - 5} more`] : names;
    const one = names.length === 1;
    return `This image is used by ${one ? 'the product' : `${names.length} products`}: ${shown.join(', ')}. Remove it from ${one ? 'that product' : 'them'} first.`;
  },
  importRefused: (rows: number) =>
    `Nothing was imported: ${rows} ${rows === 1 ? 'row was' : 'rows were'} refused. Fix ${rows === 1 ? 'it' : 'them'} and upload the file again.`,
  importDone: (created: number, updated: number) =>
    `Imported ${created + updated} products: ${created} new, ${updated} updated.`,
  importEmpty: 'The file has no product rows.',
  importTooManyRows: (max: number) =>
    `A file may hold at most ${max} products. Split it and import each part.`,
  importColumns: (missing: readonly string[], unknown: readonly string[]) =>
    [
      missing.length ? `Missing columns: ${missing.join(', ')}.` : '',
      unknown.length ? `Unknown columns: ${unknown.join(', ')}.` : '',
      'Start from an exported file.',
    ]
      .filter(Boolean)
      .join(' '),
  importUnreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
} as const;

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

export const RECENT_ORDERS_LIMIT = 10;
export const ABANDONED_AFTER_HOURS = 24;
export const OUTBOX_LIMIT = 200;
export const INBOX_LIMIT = 500;
export const INSIGHTS_LIST_LIMIT = 100;
export const MEDIA_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const MEDIA_THUMBNAIL_WIDTH = 400;

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const PageQuerySchema = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  limit: wholeNumber('limit', 1, API_PAGE_LIMIT_MAX).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const IdParamsSchema = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

/** Longest span analytics covers, so a typo'd year cannot ask for centuries of daily rows. */
export const DATE_RANGE_MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
/** A calendar day in India time, as <input type="date"> writes it. */
const DaySchema = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .refine(isCalendarDay, `${name} must be a real date`);
const dateRange = { from: DaySchema('from').optional(), to: DaySchema('to').optional() };
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
/** Both ends are India days and both are included; either may be left open. */
const checkDateRange = (range: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (range.from && range.to && range.from > range.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
  }
};
/** Analytics draws one point a day, so its range is bounded too. */
const checkAnalyticsRange = (range: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (
    range.from &&
    range.to &&
    range.from <= range.to &&
    daysBetween(range.from, range.to) > DATE_RANGE_MAX_DAYS
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A date range may cover at most ${DATE_RANGE_MAX_DAYS} days`,
    });
  }
};

/** What every paged list carries beside its items. */
const pageMeta = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

// ---------------------------------------------------------------------------------------------------------
// Orders (spec §3 Order, plus what staff need to run it)

const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});

/** The shopper's order (domain/order.ts) plus what staff need to run it. */
export const AdminOrderSchema = OrderSchema.extend({
  updatedAt: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  allowedNextStatuses: z.array(OrderStatusSchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

const orderFilterFields = {
  status: OrderStatusSchema.optional(),
  /** an order number, a name, an e-mail address or a phone number (any spacing, with or without +91) */
  search: line('search', 200, { tooLong: 'search is too long' }).optional(),
  ...dateRange,
};
export const AdminOrderQuerySchema = PageQuerySchema.extend(orderFilterFields).superRefine(checkDateRange);
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;
export const OrderExportQuerySchema = z.object(orderFilterFields).superRefine(checkDateRange);
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;

export const AdminOrderListSchema = z.object({ orders: z.array(AdminOrderSchema), ...pageMeta });
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** One order as its page shows it: with refunds and the staff's internal notes. */
export const AdminOrderDetailSchema = AdminOrderSchema.extend({
  refunds: z.array(RefundSchema),
  notes: z.array(OrderNoteSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const OrderStatusBodySchema = ShipmentFieldsSchema.extend({ status: OrderStatusSchema }).superRefine(
  (body, ctx) => {
    if (body.status === 'shipped' && (!body.carrier || !body.trackingNumber))
      ctx.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: FULFILMENT_MESSAGES.trackingRequired,
      });
  },
);
export type OrderStatusBody = z.infer<typeof OrderStatusBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Stats, analytics, insights

export const DashboardStatsSchema = z.object({
  /** rupees with two decimals, as a string (spec §3) */
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
  revenue: z.array(z.object({ _id: z.string(), revenue: z.number() })),
  orders: z.array(z.object({ _id: z.string(), orders: z.number().int() })),
  customers: z.array(z.object({ _id: z.string(), customers: z.number().int() })),
  totals: z.object({ revenue: z.number(), orders: z.number().int(), customers: z.number().int() }),
  /** percentage change against the previous period of the same length, 1 decimal; null when that was 0 */
  growth: z.object({ revenue: growth, orders: growth, customers: growth }),
  /**
   * GST collected in each India month of the twelve that end with the month of `to`, oldest first, in rupees
   * (decision 025); `total` also holds the tax of orders placed before the split was recorded.
   */
  tax: z.array(
    z.object({ month: z.string(), cgst: z.number(), sgst: z.number(), igst: z.number(), total: z.number() }),
  ),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

const InsightSchema = z.object({
  _id: z.string(),
  name: z.string(),
  totalSold: z.number().int(),
  revenue: z.number(),
});
export const ProductInsightsSchema = z.object({
  /** totalProducts counts the products that sold at least once */
  totals: z.object({
    totalProducts: z.number().int(),
    totalRevenue: z.number(),
    totalUnits: z.number().int(),
  }),
  products: z.array(InsightSchema),
  topByRevenue: z.array(InsightSchema),
  topByUnits: z.array(InsightSchema),
});
export type ProductInsights = z.infer<typeof ProductInsightsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Abandoned carts

export const AbandonedCartSchema = z.object({
  _id: z.string(),
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  items: z.array(
    z.object({
      product: z.object({ id: z.string(), name: z.string() }),
      quantity: z.number().int(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  recoveryEmailSentAt: z.string().nullable(),
});
export type AbandonedCart = z.infer<typeof AbandonedCartSchema>;

export const AbandonedCartsSchema = z.object({
  carts: z.array(AbandonedCartSchema),
  count: z.number().int(),
  potentialRevenue: z.number(),
  /** % of carts sent a recovery e-mail whose owner ordered afterwards, 1 decimal; 0 when none was sent */
  recoveryRate: z.number(),
});
export const RecoveryEmailResultSchema = z.object({ message: z.string(), recoveryEmailSentAt: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Products

/** A draft is listed and edited in admin only; the storefront behaves as if it did not exist. */
export const PRODUCT_STATUSES = ['active', 'draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
const ProductStatusSchema = z.enum(PRODUCT_STATUSES, {
  error: `status must be one of ${PRODUCT_STATUSES.join(', ')}`,
});

export const AdminProductSchema = ProductSchema.extend({
  /** the stored images (no placeholder added), so saving the edit form never writes one back */
  images: z.array(z.string()),
  featured: z.boolean(),
  status: ProductStatusSchema,
  /** the print batch the rolls in stock come from */
  batch: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductListSchema = z.object({ products: z.array(AdminProductSchema), ...pageMeta });
/** Staff search also matches SKUs; drafts are listed unless status narrows the list. */
export const ProductExportQuerySchema = ProductQuerySchema.pick({
  search: true,
  category: true,
  sort: true,
}).extend({ status: ProductStatusSchema.optional() });
export type ProductExportQuery = z.infer<typeof ProductExportQuerySchema>;
export const AdminProductQuerySchema = ProductExportQuerySchema.extend(PageQuerySchema.shape);
export type AdminProductQuery = z.infer<typeof AdminProductQuerySchema>;

const cleanList = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** A path in the media library (served from /images/) or an absolute http(s) URL. */
const isImageRef = (value: string) =>
  /^\/images\/[\w.-]+$/.test(value) || /^https?:\/\/[^\s/]+\S*$/i.test(value);

const measure = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .positive(`${label} must be positive`)
    .max(100_000, `${label} must be at most 100000 cm`);

const rollMeasure = (label: string, max: number) =>
  z
    .number({ error: `${label} is required` })
    .positive(`${label} must be positive`)
    .max(max, `${label} must be at most ${max} cm`);

const subset = <T extends readonly [string, ...string[]] | string[]>(values: T, label: string) =>
  z
    .array(z.enum(values, { error: `${label} must be among: ${values.join(', ')}` }))
    .default([])
    .transform(cleanList);

export const CreateProductSchema = z
  .object({
    name: requiredLine('Product name', 200),
    description: requiredText('Description', 5000),
    /** rupees per square foot (decisions §2) */
    price: z
      .number({ error: 'Price is required' })
      .positive('Price must be positive')
      .max(1_000_000, 'Price must be at most 1000000'),
    originalPrice: z
      .number({ error: 'Original price must be positive' })
      .positive('Original price must be positive')
      .max(1_000_000, 'Original price must be at most 1000000')
      .nullish()
      .transform((v) => v ?? null),
    category: z.enum(CATEGORIES, { error: 'Category is required' }),
    kind: z.enum(PRODUCT_KINDS, { error: 'Kind must be customised or rolls' }).default('customised'),
    /** what the roll calculator counts strips from; customised products keep the default */
    roll: z
      .object(
        {
          widthCm: rollMeasure('Roll width', 500),
          lengthCm: rollMeasure('Roll length', 10_000),
          patternRepeatCm: z
            .number({ error: 'Pattern repeat is required' })
            .min(0, 'Pattern repeat must be 0 or more')
            .max(500, 'Pattern repeat must be at most 500 cm'),
          patternMatch: z.enum(PATTERN_MATCHES, { error: 'Pattern match must be straight or half-drop' }),
        },
        { error: 'Roll size is required' },
      )
      .default({ ...DEFAULT_ROLL }),
    dimensions: z.object(
      { width: measure('Width'), height: measure('Height') },
      { error: 'Width is required' },
    ),
    tags: z
      .array(line('Tags', 50), { error: 'Tags must be a list' })
      .max(30, 'At most 30 tags')
      .default([])
      .transform(cleanList),
    images: z
      .array(line('Images', 1000, { tooLong: 'Image URLs must be at most 1000 characters' }), {
        error: 'Images must be a list',
      })
      .max(20, 'At most 20 images')
      .default([])
      .transform(cleanList)
      .refine(
        (list) => list.every(isImageRef),
        'Images must be /images/… paths from the media library or http(s) URLs',
      ),
    colors: subset(COLORS, 'Colors'),
    materials: subset(MATERIALS, 'Materials'),
    roomTypes: subset(ROOM_TYPES, 'Room types'),
    bestseller: z.boolean({ error: 'bestseller must be true or false' }).default(false),
    /** for made-to-order products; a counted roll is in stock exactly when stock > 0 */
    inStock: z.boolean({ error: 'inStock must be true or false' }).default(true),
    /**
     * Whole rolls in stock; null for made to order, which every customised product is. Absent on an update leaves
     * the count (and batch) as it is now, so saving a form opened before a sale never writes the old count back.
     */
    stock: StockCountSchema.nullable().optional(),
    batch: BatchSchema.nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    status: ProductStatusSchema.default('active'),
    theme: z
      .enum(THEMES, { error: `Theme must be one of ${THEMES.join(', ')}` })
      .nullish()
      .transform((v) => v ?? null),
    /** generated ('WC-NEW-…') when absent */
    skuId: z
      .string({ error: 'SKU must be text' })
      .trim()
      .max(40, 'SKU must be at most 40 characters')
      .regex(/^[\w-]*$/, 'SKU may contain only letters, digits, - and _')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((product, ctx) => {
    if (product.kind === 'customised' && product.stock != null) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: STOCK_MESSAGES.madeToOrder });
    }
  });
export type CreateProductInput = z.input<typeof CreateProductSchema>;
export type CreateProduct = z.infer<typeof CreateProductSchema>;

/** One refused row of a product import: its row in the spreadsheet (the header is row 1), column and reason. */
export const ImportRefusalSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRefusal = z.infer<typeof ImportRefusalSchema>;
export const ProductImportResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type ProductImportResult = z.infer<typeof ProductImportResultSchema>;
export const ProductImportRefusedSchema = z.object({
  message: z.string(),
  refused: z.array(ImportRefusalSchema),
});
export type ProductImportRefused = z.infer<typeof ProductImportRefusedSchema>;
export const PRODUCT_IMPORT_MAX_ROWS = 5000;
export const PRODUCT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const FeaturedBodySchema = z.object({
  featured: z.boolean({ error: 'featured must be true or false' }),
});
export const ProductFeaturedSchema = z.object({ id: z.string(), featured: z.boolean() });

// ---------------------------------------------------------------------------------------------------------
// Customers

export const AdminCustomerSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  /** rupees from paid-or-later orders */
  lifetimeValue: z.number(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
export const AdminCustomerListSchema = z.object({ customers: z.array(AdminCustomerSchema), ...pageMeta });
export const AdminCustomerQuerySchema = PageQuerySchema.extend({
  search: line('search', 200, { tooLong: 'search is too long' }).optional(),
});
export type AdminCustomerQuery = z.infer<typeof AdminCustomerQuerySchema>;
export const AdminCustomerDetailSchema = AdminCustomerSchema.extend({ orders: z.array(AdminOrderSchema) });

// ---------------------------------------------------------------------------------------------------------
// Arrangement

export const CollectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  position: z.number().int(),
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      image: z.string(),
      featured: z.boolean(),
      position: z.number().int(),
    }),
  ),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const CollectionProductsBodySchema = z.object({
  productIds: z
    .array(z.uuid({ error: 'Each product id must be a valid id' }), { error: 'productIds must be a list' })
    .max(200, 'At most 200 products in a collection')
    .refine((ids) => new Set(ids).size === ids.length, 'Each product can appear only once in a collection'),
});
export const CreateCollectionSchema = z.object({
  name: requiredLine('Collection name', 100),
});

// ---------------------------------------------------------------------------------------------------------
// Media

export const MEDIA_TYPES = ['image', 'video'] as const;
export const MediaItemSchema = z.object({
  id: z.string(),
  type: z.enum(MEDIA_TYPES),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;
export const MediaUrlBodySchema = z.object({
  type: z.enum(MEDIA_TYPES, { error: 'Media type must be image or video' }),
  url: requiredLine('URL', 2000).regex(/^https?:\/\/[^\s/]+\S*$/i, 'URL must start with http:// or https://'),
});
export type MediaUrlBody = z.infer<typeof MediaUrlBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Staff access

export const StaffUserSchema = UserSchema.extend({
  /** invited but has not chosen a password yet */
  invitePending: z.boolean(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

const RoleSchema = z.enum(USER_ROLES, { error: `role must be one of ${USER_ROLES.join(', ')}` });
export const UpdateUserBodySchema = z
  .object({
    /** 'customer' takes a member of staff's access away */
    role: RoleSchema.optional(),
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
  })
  .refine((body) => body.role !== undefined || body.featured !== undefined, 'Nothing to change');
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;
export const InviteBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  role: z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` }),
});
export type InviteInput = z.infer<typeof InviteBodySchema>;
export const InviteResultSchema = z.object({ message: z.string(), user: StaffUserSchema });
export const MessageResultSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Inbox, outbox, audit

export const INBOX_STATUSES = ['new', 'in_progress', 'done'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
const InboxStatusSchema = z.enum(INBOX_STATUSES, {
  error: `status must be one of ${INBOX_STATUSES.join(', ')}`,
});
export const InboxQuerySchema = z.object({ status: InboxStatusSchema.optional() });
export const InboxStatusBodySchema = z.object({ status: InboxStatusSchema });

export const AdminCustomDesignRequestSchema = z.object({
  id: z.string(),
  _id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  roomType: z.string(),
  /** feet */
  dimensions: z.object({ width: z.number(), height: z.number() }),
  style: z.string(),
  budget: z.string(),
  description: z.string(),
  inspirationImages: z.array(z.string()),
  status: InboxStatusSchema,
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export const AdminContactMessageSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: InboxStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const OutboxQuerySchema = z.object({ to: line('to', 320, { tooLong: 'to is too long' }).optional() });
/** An outbox message's life (mail/service.ts): stored without SMTP; queued, sending, then sent or failed with it. */
export const OUTBOX_STATUSES = ['stored', 'queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OutboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
});

export const AuditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export const AuditLogSchema = z.object({ entries: z.array(AuditEntrySchema), total: z.number().int() });

import { z } from 'zod';
import { MessageSchema } from './auth';
import {
  CATEGORIES,
  COLORS,
  DEFAULT_ROLL,
  PATTERN_MATCHES,
  PRODUCT_KINDS,
  ROOM_TYPES,
  THEMES,
} from './constants';
import { pageMeta, PageQuerySchema } from './list-query';
import { MATERIALS } from './pricing';
import { ProductQuerySchema, ProductSchema } from './product';
import { ParcelSchema } from './shipping';
import { STOCK_MESSAGES } from './stock';
import { BatchSchema, StockCountSchema } from './stock-adjustment';
import { line, requiredLine, requiredText } from './text';

// The staff side of products, apart from product.ts so the storefront's bundle does not carry it.

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
  /** the packed parcel for one unit that booking sends the carrier: its own, or its kind's default */
  parcel: ParcelSchema,
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductListSchema = z.object({ products: z.array(AdminProductSchema), ...pageMeta });
export type AdminProductList = z.infer<typeof AdminProductListSchema>;
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

const boxSide = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .min(1, `${label} must be at least 1 cm`)
    .max(300, `${label} must be at most 300 cm`);

/** The packed parcel for one unit, as couriers quote it (docs/decisions/054-shipments-and-carrier-events.md). */
export const ProductParcelSchema = z.object(
  {
    weightG: z
      .number({ error: 'Shipping weight is required' })
      .int('Shipping weight must be whole grams')
      .min(10, 'Shipping weight must be at least 10 g')
      .max(50_000, 'Shipping weight must be at most 50000 g'),
    lengthCm: boxSide('Box length'),
    breadthCm: boxSide('Box breadth'),
    heightCm: boxSide('Box height'),
  },
  { error: 'Shipping box is required' },
);

const subset = <T extends readonly [string, ...string[]] | string[]>(values: T, label: string) =>
  z
    .array(z.enum(values, { error: `${label} must be among: ${values.join(', ')}` }))
    .default([])
    .transform(cleanList);

export const CreateProductSchema = z
  .object({
    name: requiredLine('Product name', 200),
    description: requiredText('Description', 5000),
    /** rupees per square foot (docs/store-rules.md#pricing) */
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
    /** absent on an update leaves the product's shipping box as it is (an import carries none) */
    parcel: ProductParcelSchema.optional(),
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
     * Whole rolls in stock; null for made to order, which every customised product is. Absent on an update
     * leaves the count (and batch) as it is now, so saving a form opened before a sale never writes the old
     * count back.
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
export const ProductImportResultSchema = MessageSchema.extend({
  created: z.number().int(),
  updated: z.number().int(),
});
export type ProductImportResult = z.infer<typeof ProductImportResultSchema>;
export const ProductImportRefusedSchema = MessageSchema.extend({ refused: z.array(ImportRefusalSchema) });
export type ProductImportRefused = z.infer<typeof ProductImportRefusedSchema>;
/** The import's body is the CSV file itself, sent as text/csv. */
export const ProductImportBodySchema = z.string({ error: 'Upload a CSV file' });
export const PRODUCT_IMPORT_MAX_ROWS = 5000;
export const PRODUCT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const FeaturedBodySchema = z.object({
  featured: z.boolean({ error: 'featured must be true or false' }),
});
export const ProductFeaturedSchema = z.object({ id: z.string(), featured: z.boolean() });
export type ProductFeatured = z.infer<typeof ProductFeaturedSchema>;

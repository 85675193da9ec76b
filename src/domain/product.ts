import { z } from 'zod';
import { RupeesSchema } from './money';
import { API_PAGE_LIMIT_MAX, CATEGORIES, PATTERN_MATCHES, PRODUCT_KINDS, SORT_KEYS } from './constants';
import { recordIds, timestamps } from './record';
import { line } from './text';

export const DimensionsSchema = z.object({ width: z.number(), height: z.number() });

/** A roll's size and pattern repeat in centimetres; what the roll calculator counts strips from. */
export const RollSpecSchema = z.object({
  widthCm: z.number(),
  lengthCm: z.number(),
  patternRepeatCm: z.number(),
  patternMatch: z.enum(PATTERN_MATCHES),
});
export type RollSpec = z.infer<typeof RollSpecSchema>;

/** The catalogue's vocabularies as the API lists them: categories, colours, materials, room types. */
export const TermListSchema = z.array(z.string());

export const ProductSchema = z.object({
  ...recordIds,
  name: z.string(),
  description: z.string(),
  category: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  tags: z.array(z.string()),
  theme: z.string().nullable(),
  colors: z.array(z.string()),
  /** the first is the default; the only ones a customised product is sold in (docs/decisions/014-one-honest-price.md) */
  materials: z.array(z.string()),
  roomTypes: z.array(z.string()),
  /** rupees per square foot in the default material (docs/store-rules.md#pricing, docs/decisions/014-one-honest-price.md) */
  price: RupeesSchema,
  /** the compare-at rate for the default material (docs/decisions/014-one-honest-price.md) */
  originalPrice: RupeesSchema.nullable(),
  /** meaningful for rolls only */
  roll: RollSpecSchema,
  images: z.array(z.string()),
  dimensions: DimensionsSchema,
  bestseller: z.boolean(),
  /** for counted rolls, stock > 0 (decision 026); otherwise the staff's flag */
  inStock: z.boolean(),
  /** whole rolls left; null when made to order */
  stock: z.number().int().nullable(),
  /** none in stock, but rolls are held by checkouts not yet paid: 'Reserved: may come back soon' (decision 044) */
  reserved: z.boolean(),
  skuId: z.string(),
  rating: z.number(),
  reviews: z.number().int(),
  position: z.number().int(),
  ...timestamps,
});
export type Product = z.infer<typeof ProductSchema>;

const commaList = (name: string) =>
  line(name, 500, { tooLong: `${name} is too long` }).transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const numberParam = (name: string, { min, max, int }: { min: number; max: number; int?: boolean }) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .refine((n) => Number.isFinite(n), `${name} must be a number`)
    .refine((n) => !int || Number.isInteger(n), `${name} must be a whole number`)
    .refine((n) => n >= min, `${name} must be at least ${min}`)
    .refine((n) => n <= max, `${name} must be at most ${max}`);

/** 'all', a kind ('customised' | 'rolls') or a category name (docs/store-rules.md#what-we-sell). */
export const CategoryFilterSchema = z.union([z.literal('all'), z.enum(PRODUCT_KINDS), z.enum(CATEGORIES)], {
  error: `category must be one of all, ${PRODUCT_KINDS.join(', ')}, ${CATEGORIES.join(', ')}`,
});

export const ProductQuerySchema = z.object({
  search: line('search', 200, { tooLong: 'search is too long' }).optional(),
  category: CategoryFilterSchema.optional(),
  theme: line('theme', 100, { tooLong: 'theme is too long' }).optional(),
  colors: commaList('colors').optional(),
  materials: commaList('materials').optional(),
  minPrice: numberParam('minPrice', { min: 0, max: 1_000_000 }).optional(),
  maxPrice: numberParam('maxPrice', { min: 0, max: 1_000_000 }).optional(),
  bestseller: z.enum(['true', 'false'], { error: 'bestseller must be true or false' }).optional(),
  sort: z.enum(SORT_KEYS, { error: `sort must be one of ${SORT_KEYS.join(', ')}` }).optional(),
  page: numberParam('page', { min: 1, max: 100_000, int: true }).optional(),
  limit: numberParam('limit', { min: 1, max: API_PAGE_LIMIT_MAX, int: true }).optional(),
});
export type ProductQuery = z.infer<typeof ProductQuerySchema>;
export type ProductQueryInput = z.input<typeof ProductQuerySchema>;

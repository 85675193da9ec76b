import { z } from 'zod';
import { RupeesSchema } from './money';
import { LineFiguresSchema, LineOptionsSchema } from './line-schema';
import { LINE_KINDS, MATERIALS } from './pricing';
import { CART_QUANTITY_MAX, ORDER_TOTAL_MAX_PAISE, WALL_SIZE_MAX_IN } from './constants';
import { formatINR } from './format';
import { ProductSchema } from './product';
import { recordIds } from './record';
import { line } from './text';
import { OPENINGS_PER_WALL_MAX, WALLS_MAX } from './walls';

const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${CART_QUANTITY_MAX}`;
export const QuantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(CART_QUANTITY_MAX, QUANTITY_MESSAGE);

const inches = (name: string) => {
  const message = `${name} must be a whole number of inches from 1 to ${WALL_SIZE_MAX_IN}`;
  return z.number({ error: message }).int(message).min(1, message).max(WALL_SIZE_MAX_IN, message);
};

export const CustomDimensionsSchema = z.object(
  { width: inches('Width'), height: inches('Height') },
  { error: 'Wall size must have a width and a height in inches' },
);
export type CustomDimensions = z.infer<typeof CustomDimensionsSchema>;

const offset = (name: string) => {
  const message = `${name} must be a whole number of inches from 0 to ${WALL_SIZE_MAX_IN}`;
  return z.number({ error: message }).int(message).min(0, message).max(WALL_SIZE_MAX_IN, message);
};

/** A door or window: `xIn` from the wall's left edge, `yIn` up from the floor (decision 067). */
export const OpeningBodySchema = z.object(
  {
    widthIn: inches('Opening width'),
    heightIn: inches('Opening height'),
    xIn: offset('Opening position'),
    yIn: offset('Opening height above the floor'),
  },
  { error: 'An opening must have widthIn, heightIn, xIn and yIn in inches' },
);

export const WallBodySchema = z.object(
  {
    widthIn: inches('Wall width'),
    heightIn: inches('Wall height'),
    openings: z
      .array(OpeningBodySchema, { error: 'openings must be a list' })
      .max(OPENINGS_PER_WALL_MAX, `A wall may have at most ${OPENINGS_PER_WALL_MAX} openings`)
      .default([]),
  },
  { error: 'A wall must have widthIn and heightIn in inches' },
);

const cropNumber = (name: string) =>
  z.number({ error: `${name} must be a number` }).refine(Number.isFinite, `${name} must be a number`);

/** A mural's placement: the picture's x and y at the walls' top-left, and picture units per inch (domain/walls.ts). */
export const CropBodySchema = z.object(
  {
    x: cropNumber('Crop x').pipe(z.number().min(-1_000_000).max(1_000_000, 'Crop x is out of range')),
    y: cropNumber('Crop y').pipe(z.number().min(-1_000_000).max(1_000_000, 'Crop y is out of range')),
    scale: cropNumber('Crop scale').pipe(z.number().positive('Crop scale must be above 0').max(1_000_000)),
  },
  { error: 'crop must have x, y and scale' },
);

/**
 * docs/store-rules.md#records. Material must be one we price; the colour is checked against the product by the
 * server. `kind` 'sample' asks for A4 swatches of the design in that material (decision 027): a wall size and
 * installation sent with it are ignored.
 */
export const CartLineBodySchema = z.object({
  kind: z.enum(LINE_KINDS, { error: `kind must be one of ${LINE_KINDS.join(', ')}` }).default('goods'),
  productId: z.uuid({ error: 'productId must be a valid id' }),
  quantity: QuantitySchema,
  selectedColor: line('Colour', 50, { type: 'Colour must be text', tooLong: 'Colour is too long' }).nullish(),
  selectedMaterial: z.enum(MATERIALS, { error: `Material must be one of ${MATERIALS.join(', ')}` }).nullish(),
  /** customised products: absent means the detail page's default wall size; rolls: the wall installation covers */
  customDimensions: CustomDimensionsSchema.nullish(),
  /** custom fit: the walls of a room with their openings (decision 067); `customDimensions` is then not read */
  walls: z
    .array(WallBodySchema, { error: 'walls must be a list of walls' })
    .min(1, 'Add at least one wall')
    .max(WALLS_MAX, `A line may have at most ${WALLS_MAX} walls`)
    .nullish(),
  /** a single picture (a mural): where it sits on the walls */
  crop: CropBodySchema.nullish(),
  installation: z.boolean({ error: 'installation must be true or false' }).default(true),
});
export type CartLineBody = z.infer<typeof CartLineBodySchema>;
export type CartLineBodyInput = z.input<typeof CartLineBodySchema>;

/** Refused at the cart (add, change quantity) and again at checkout, where prices may have moved meanwhile. */
export const CART_TOTAL_TOO_LARGE = `An order can come to at most ${formatINR(ORDER_TOTAL_MAX_PAISE / 100)}. Please lower a quantity or remove an item.`;

export const UpdateCartLineSchema = z.object({ quantity: QuantitySchema });
export type UpdateCartLine = z.infer<typeof UpdateCartLineSchema>;

export const CartLineParamsSchema = z.object({ lineId: z.uuid({ error: 'lineId must be a valid id' }) });

export const CartLineSchema = z.object({
  ...recordIds,
  product: ProductSchema,
  quantity: z.number().int(),
  ...LineOptionsSchema.shape,
  ...LineFiguresSchema.shape,
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.object({
  items: z.array(CartLineSchema),
  subtotal: RupeesSchema,
  /** pieces in the cart (quantities summed), for the header badge and the drawer title */
  count: z.number().int(),
});
export type Cart = z.infer<typeof CartSchema>;

/** Lines one hand-over may carry: more than a guest's cart holds in practice, few enough to bound the request. */
export const HAND_OVER_LINES_MAX = 50;

/**
 * POST /api/cart/hand-over (decision 052): a guest's local cart moved into the account in one request. `key` is
 * the browser's random id for that local cart; the same key sent again adds only what the cart gained since.
 */
export const CartHandOverBodySchema = z.object({
  key: z.uuid({ error: 'key must be a valid id' }),
  lines: z
    .array(CartLineBodySchema, { error: 'lines must be a list of cart lines' })
    .max(HAND_OVER_LINES_MAX, `A hand-over may carry at most ${HAND_OVER_LINES_MAX} lines`),
});
export type CartHandOverBody = z.infer<typeof CartHandOverBodySchema>;
export type CartHandOverBodyInput = z.input<typeof CartHandOverBodySchema>;

export const CartHandOverSchema = z.object({
  cart: CartSchema,
  /** lines the store could not take (gone, out of stock, a colour no longer sold), each with the reason */
  refused: z.array(z.object({ productId: z.string(), message: z.string() })),
});
export type CartHandOver = z.infer<typeof CartHandOverSchema>;

import { z } from 'zod';
import { RupeesSchema } from './money';
import { LINE_KINDS, LINE_UNITS } from './pricing';

/** A wall in whole inches, as a line keeps it. */
export const WallSizeSchema = z.object({ width: z.number().int(), height: z.number().int() });
export type WallSize = z.infer<typeof WallSizeSchema>;

/** A door or window left out of a wall, as a line keeps it (domain/walls.ts). */
export const OpeningSchema = z.object({
  widthIn: z.number().int(),
  heightIn: z.number().int(),
  xIn: z.number().int(),
  yIn: z.number().int(),
});
/** One wall of a made-to-measure line (docs/decisions/067-walls-openings-and-strip-plans.md). */
export const MeasuredWallSchema = z.object({
  widthIn: z.number().int(),
  heightIn: z.number().int(),
  openings: z.array(OpeningSchema),
});
/** Where a mural's picture sits on the walls, in picture units (domain/walls.ts Crop). */
export const CropSchema = z.object({ x: z.number(), y: z.number(), scale: z.number() });

/** What a shopper chose for a line, apart from its kind and how many: cart, checkout record and order alike. */
export const LineChoicesSchema = z.object({
  selectedColor: z.string().nullable(),
  selectedMaterial: z.string().nullable(),
  /** inches: a custom-fit line's wall, or the wall a roll line's installation covers */
  customDimensions: WallSizeSchema.nullable(),
  /** a custom-fit line of several walls or with openings (decision 067); then `customDimensions` is null */
  walls: z.array(MeasuredWallSchema).nullish(),
  /** a single picture's placement over the walls */
  crop: CropSchema.nullish(),
  installation: z.boolean(),
});

/**
 * A line's options as stored and sent back: what it is, apart from how many. Apart from line.ts because the
 * cart drawer prices lines in every page's first load, which has no zod; CartLineBodySchema is the request that
 * asks for one.
 */
export const LineOptionsSchema = z.object({
  /** the design itself, or sample swatches of it */
  kind: z.enum(LINE_KINDS),
  ...LineChoicesSchema.shape,
});
export type LineOptions = z.infer<typeof LineOptionsSchema>;

/** The figures a cart line shows beside its options, as lineFigures (line.ts) takes them from priceLine's answer. */
export const LineFiguresSchema = z.object({
  unit: z.enum(LINE_UNITS),
  /** rupees per square foot for custom-fit lines, per roll for rolls, per swatch for samples (priceLine) */
  rate: RupeesSchema,
  /** the same rate per square foot, shown beside a roll's price */
  ratePerSqft: RupeesSchema,
  /** installation, shown as its own figure (docs/decisions/014-one-honest-price.md); 0 without it */
  installationAmount: RupeesSchema,
  /** rupees for the whole line: one piece's price times quantity */
  amount: RupeesSchema,
});
export type LineFigures = z.infer<typeof LineFiguresSchema>;

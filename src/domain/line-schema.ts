import { z } from 'zod';
import { RupeesSchema } from './money';
import { LINE_KINDS, LINE_UNITS } from './pricing';

/** A wall in whole inches, as a line keeps it. */
export const WallSizeSchema = z.object({ width: z.number().int(), height: z.number().int() });
export type WallSize = z.infer<typeof WallSizeSchema>;

/**
 * A line's options as stored and sent back: what it is, apart from how many. Apart from line.ts because the
 * cart drawer prices lines in every page's first load, which has no zod; CartLineBodySchema is the request that
 * asks for one.
 */
export const LineOptionsSchema = z.object({
  /** the design itself, or sample swatches of it */
  kind: z.enum(LINE_KINDS),
  selectedColor: z.string().nullable(),
  selectedMaterial: z.string().nullable(),
  /** a custom-fit line's wall, or the wall a roll line's installation covers */
  customDimensions: WallSizeSchema.nullable(),
  installation: z.boolean(),
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

import { z } from 'zod';

// The production pack (docs/decisions/068-production-pack.md): pure layout, so the job and its tests agree.

export const PT_PER_IN = 72;
export const MM_PER_IN = 25.4;
export const CM_PER_IN_PRINT = 2.54;
/** Each panel overlaps the next by this much, so a butt join never shows a hairline of wall. */
export const PANEL_OVERLAP_CM = 2;

export const PRODUCTION_STEPS = ['queued', 'printed', 'packed'] as const;
export type ProductionStep = (typeof PRODUCTION_STEPS)[number];
export const PACK_STATUSES = ['pending', 'rendering', 'ready', 'failed'] as const;
export type PackStatus = (typeof PACK_STATUSES)[number];

/** An order's production packs as the order sheet lists them (decision 068). */
export const ProductionPackSchema = z.object({
  orderItemId: z.string(),
  status: z.enum(PACK_STATUSES),
  step: z.enum(PRODUCTION_STEPS),
  error: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), panels: z.number().int().nullable(), url: z.string() })),
});
export type ProductionPack = z.infer<typeof ProductionPackSchema>;
export const ProductionPacksSchema = z.array(ProductionPackSchema);

export const ProductionFileParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid id' }),
  itemId: z.uuid({ error: 'itemId must be a valid id' }),
  file: z.string().regex(/^(wall-\d{1,2}|strip-plan)\.pdf$/, 'No such file in this production pack'),
});
export const ProductionItemParamsSchema = ProductionFileParamsSchema.omit({ file: true });
export const ProductionStepBodySchema = z.object({
  step: z.enum(['printed', 'packed'], { error: 'step must be printed or packed' }),
});

export const cmToPt = (cm: number): number => (cm / CM_PER_IN_PRINT) * PT_PER_IN;
export const mmToPt = (mm: number): number => (mm / MM_PER_IN) * PT_PER_IN;

export interface Panel {
  number: number;
  /** left edge on the page, in points */
  x: number;
  width: number;
}

/**
 * Panels of the print media's width across a page `pageWidth` points wide, left to right, each overlapping the
 * next by `overlap`; the last is cut to the page's edge.
 */
export function panelLayout(pageWidth: number, mediaWidth: number, overlap: number): Panel[] {
  const step = mediaWidth - overlap;
  if (pageWidth <= 0 || step <= 0) return [];
  const panels: Panel[] = [];
  for (let x = 0, n = 1; ; x += step, n += 1) {
    const width = Math.min(mediaWidth, pageWidth - x);
    panels.push({ number: n, x, width });
    if (x + mediaWidth >= pageWidth - 1e-6) break;
  }
  return panels;
}

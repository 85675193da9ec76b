import { z } from 'zod';
import { AuditEntrySchema } from './audit';
import { STOCK_MAX, BATCH_MAX } from './stock';
import { line, requiredLine } from './text';

/**
 * The shapes staff send and read for roll stock (decision 026), apart from stock.ts's rules and wording so the
 * storefront's 'Only N rolls left' does not load zod with the first page.
 */
const STOCK_RANGE = `Stock must be a whole number of rolls from 0 to ${STOCK_MAX}`;
export const StockCountSchema = z
  .number({ error: STOCK_RANGE })
  .int(STOCK_RANGE)
  .min(0, STOCK_RANGE)
  .max(STOCK_MAX, STOCK_RANGE);

export const BatchSchema = line('Batch', BATCH_MAX, {
  tooLong: `Batch must be at most ${BATCH_MAX} characters`,
});

const CHANGE_RANGE = `Change must be a whole number of rolls from -${STOCK_MAX} to ${STOCK_MAX}, not 0`;
export const StockAdjustmentBodySchema = z.object({
  change: z
    .number({ error: CHANGE_RANGE })
    .int(CHANGE_RANGE)
    .min(-STOCK_MAX, CHANGE_RANGE)
    .max(STOCK_MAX, CHANGE_RANGE)
    .refine((n) => n !== 0, CHANGE_RANGE),
  reason: requiredLine('Reason', 200),
  /** a new print batch: allowed only once the previous one is sold out, and then `change` is its roll count */
  batch: BatchSchema.optional().transform((v) => v || undefined),
});
export type StockAdjustmentBody = z.infer<typeof StockAdjustmentBodySchema>;
export type StockAdjustmentBodyInput = z.input<typeof StockAdjustmentBodySchema>;

/** What a stock change's audit entry keeps in its details (decision 026). */
export const StockDetailsSchema = z.object({
  change: z.number().int(),
  stockAfter: z.number().int(),
  batch: z.string().nullable(),
  reason: z.string(),
});
export type StockDetails = z.infer<typeof StockDetailsSchema>;

/** A stock change as the audit log keeps it, with its details read out. */
export const StockAdjustmentSchema = AuditEntrySchema.pick({ id: true, actor: true, createdAt: true }).extend(
  StockDetailsSchema.shape,
);
export type StockAdjustment = z.infer<typeof StockAdjustmentSchema>;
export const StockAdjustmentListSchema = z.object({ adjustments: z.array(StockAdjustmentSchema) });

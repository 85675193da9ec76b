import { z } from 'zod';
import { RupeesSchema } from './money';
import { MessageSchema } from './auth';
import { AdminCustomerSchema } from './customer';
import { recordIds, timestamps } from './record';

// Carts left behind, as staff see them, and the e-mail that brings their shoppers back.

export const ABANDONED_AFTER_HOURS = 24;

export const AbandonedCartSchema = z.object({
  ...recordIds,
  user: AdminCustomerSchema.pick({ id: true, name: true, email: true, phone: true }),
  items: z.array(
    z.object({
      product: z.object({ id: z.string(), name: z.string() }),
      quantity: z.number().int(),
      amount: RupeesSchema,
    }),
  ),
  total: RupeesSchema,
  ...timestamps,
  recoveryEmailSentAt: z.string().nullable(),
});
export type AbandonedCart = z.infer<typeof AbandonedCartSchema>;

export const AbandonedCartsSchema = z.object({
  carts: z.array(AbandonedCartSchema),
  count: z.number().int(),
  potentialRevenue: RupeesSchema,
  /** % of carts sent a recovery e-mail whose owner ordered afterwards, 1 decimal; 0 when none was sent */
  recoveryRate: z.number(),
});
export type AbandonedCarts = z.infer<typeof AbandonedCartsSchema>;
export const RecoveryEmailResultSchema = MessageSchema.extend({ recoveryEmailSentAt: z.string() });
export type RecoveryEmailResult = z.infer<typeof RecoveryEmailResultSchema>;

import { z } from 'zod';

// Carts left behind, as staff see them, and the e-mail that brings their shoppers back.

export const ABANDONED_AFTER_HOURS = 24;

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

import { z } from 'zod';
import { TAX_CLASSES } from './tax';

/** Who takes the money: the offline sandbox or Razorpay (PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/**
 * Who took a checkout's money: a provider, the shopper's store credit alone
 * (docs/decisions/061-one-store-credit-ledger.md), or nobody yet: cash on delivery without an advance
 * (docs/decisions/056-cash-on-delivery.md).
 */
export const PAYMENT_TAKERS = [...PAYMENT_PROVIDERS, 'credit', 'cod'] as const;

/** Public facts about the store that the browser shows (support contacts, payment key, name, GST state). */
export const StoreInfoSchema = z.object({
  storeName: z.string(),
  /** the state the store is registered in for GST, which decides the checkout's CGST/SGST or IGST rows */
  storeState: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  whatsappNumber: z.string(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  paymentKeyId: z.string(),
  /**
   * What the checkout's tax is worked out from, as the server works it out (decision 057): GST_RATES in basis
   * points by HSN/SAC (null: the spec's 8%), and each tax class's code.
   */
  gst: z.object({
    rates: z.record(z.string(), z.number().int()).nullable(),
    codes: z.object(
      Object.fromEntries(TAX_CLASSES.map((c) => [c, z.string()])) as Record<
        (typeof TAX_CLASSES)[number],
        z.ZodString
      >,
    ),
  }),
  /** cash on delivery's limits, as checkout offers it (docs/decisions/056-cash-on-delivery.md); paise */
  cod: z.object({
    maxPaise: z.number().int(),
    feePaise: z.number().int(),
    advancePercent: z.number().int(),
  }),
});
export type StoreInfo = z.infer<typeof StoreInfoSchema>;

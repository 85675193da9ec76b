import { z } from 'zod';

/** Public facts about the store that the browser shows (support contacts, payment key, name). */
export const StoreInfoSchema = z.object({
  storeName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  whatsappNumber: z.string(),
  paymentProvider: z.enum(['sandbox', 'razorpay']),
  paymentKeyId: z.string(),
});
export type StoreInfo = z.infer<typeof StoreInfoSchema>;

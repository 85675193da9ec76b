import { z } from 'zod';
import { ProductSchema } from './product';

/** GET /api/home: the staff-arranged (or fallback) products for the two home carousels. */
export const HomeResponseSchema = z.object({
  bestsellers: z.array(ProductSchema),
  topPicks: z.array(ProductSchema),
});
export type HomeResponse = z.infer<typeof HomeResponseSchema>;

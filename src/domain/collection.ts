import { z } from 'zod';
import { requiredLine } from './text';

export const CollectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  position: z.number().int(),
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      image: z.string(),
      featured: z.boolean(),
      position: z.number().int(),
    }),
  ),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const CollectionProductsBodySchema = z.object({
  productIds: z
    .array(z.uuid({ error: 'Each product id must be a valid id' }), { error: 'productIds must be a list' })
    .max(200, 'At most 200 products in a collection')
    .refine((ids) => new Set(ids).size === ids.length, 'Each product can appear only once in a collection'),
});
export const CreateCollectionSchema = z.object({
  name: requiredLine('Collection name', 100),
});

import { z } from 'zod';

/**
 * What every stored record answers with. docs/store-rules.md#records names a record by `_id`; the answers give
 * the same id as `id` too, which the web reads.
 */
export const recordIds = { id: z.string(), _id: z.string() };

/** When the record was made and last changed (the database's `timestamps()` columns), as ISO strings. */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

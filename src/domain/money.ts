import { z } from 'zod';

/**
 * Money as the API answers it: rupees, exact to the paisa. Records keep integer paise and the server converts once
 * (pricing.ts toRupees); naming the unit here puts it on every money field of the OpenAPI reference.
 */
export const RupeesSchema = z.number().meta({ description: 'Rupees, exact to the paisa' });

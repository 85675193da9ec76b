import { z } from 'zod';
import { INDIAN_STATES } from './address';
import { GSTIN_PATTERN, gstinCheckCharacter } from './gstin';
import { requiredEntry, requiredLine } from './text';

/**
 * A business buyer (docs/decisions/058-business-buyers.md): a registered person's GSTIN and legal name, which
 * their tax invoice must name (rule 46(e)) so they can claim input tax credit, and which puts the invoice under
 * B2B in the month's return.
 */

export const GSTIN_MESSAGES = {
  required: 'GSTIN is required',
  shape:
    'A GSTIN is 15 characters: a 2-digit state code, the 10-character PAN, the entity number, Z and a check character (e.g. 27AAPFU0939F1ZV)',
  state: (code: string) => `A GSTIN begins with a state's GST code; ${code} is no state's`,
  check: 'This GSTIN’s check character does not match: please check it for a typing mistake',
} as const;

const gstStateCodes = new Set<string>(INDIAN_STATES.map((s) => s.gstCode));
/** The state a GSTIN is registered in, by its first two digits. */
export const stateOfGstin = (gstin: string) =>
  INDIAN_STATES.find((s) => s.gstCode === gstin.slice(0, 2)) ?? null;

/** Spaces and case forgiven; then the shape, the state code and the GSTN check character, each with its message. */
export const GstinSchema = requiredEntry(GSTIN_MESSAGES.required, 20, GSTIN_MESSAGES.shape)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .superRefine((gstin, ctx) => {
    if (!GSTIN_PATTERN.test(gstin)) ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES.shape });
    else if (!gstStateCodes.has(gstin.slice(0, 2)))
      ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES.state(gstin.slice(0, 2)) });
    else if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14))
      ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES.check });
  });

export const BusinessBuyerSchema = z.object({
  gstin: GstinSchema,
  legalName: requiredLine('Legal name', 100),
});
export type BusinessBuyer = z.infer<typeof BusinessBuyerSchema>;
export type BusinessBuyerInput = z.input<typeof BusinessBuyerSchema>;

/** A buyer as the API answers it (an order's, or the account's saved one). */
export const BuyerSchema = z.object({ gstin: z.string(), legalName: z.string() });
/** The account's saved business details, or null for none (GET, PUT and DELETE /api/account/business). */
export const SavedBusinessSchema = z.object({ business: BuyerSchema.nullable() });
export type SavedBusiness = z.infer<typeof SavedBusinessSchema>;

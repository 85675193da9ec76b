import { z } from 'zod';
import { SAMPLE_CREDIT_DAYS, SAMPLES_PER_ORDER_MAX } from './constants';
import { formatINR } from './format';
import { SAMPLE_PRICE } from './pricing';

/** Letters and digits a shopper cannot misread (no 0/O, 1/I/L), grouped as WC-XXXX-XXXX. */
export const SAMPLE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const SAMPLE_CODE_PATTERN = /^WC-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

export const SAMPLE_MESSAGES = {
  tooMany: `An order can hold at most ${SAMPLES_PER_ORDER_MAX} samples. Please remove one before adding another.`,
  codeInvalid: 'This sample credit code is not valid.',
  codeUsed: 'This sample credit code has already been used.',
  codeExpired: (date: string) => `This sample credit code expired on ${date}.`,
  codeNeedsDesign: (name: string) =>
    `This code is for ${name}: add a full order of that design (not a sample) to use it.`,
  codeInUse: 'This sample credit code is being used in another checkout. Please try again in a few minutes.',
} as const;

/** What the product page, the cart and the policy pages say of samples, in one wording. */
export const SAMPLE_COPY = {
  price: `${formatINR(SAMPLE_PRICE)} per A4 swatch`,
  limit: `Up to ${SAMPLES_PER_ORDER_MAX} samples per order.`,
  shipping: 'Orders of samples alone ship free.',
  credit: `The sample's price comes off a full order of the same design placed within ${SAMPLE_CREDIT_DAYS} days: we e-mail you a code with your order confirmation.`,
  returns: 'Samples cannot be returned.',
} as const;

/** Typed however the shopper likes (lower case, spaces, no dashes); checked in its canonical form. */
export const SampleCodeSchema = z
  .string({ error: SAMPLE_MESSAGES.codeInvalid })
  .trim()
  .max(30, SAMPLE_MESSAGES.codeInvalid)
  .transform((value) => {
    const bare = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
    const body = bare.startsWith('WC') ? bare.slice(2) : bare;
    return `WC-${body.slice(0, 4)}-${body.slice(4)}`;
  })
  .pipe(z.string().regex(SAMPLE_CODE_PATTERN, SAMPLE_MESSAGES.codeInvalid));

export const SampleCreditCheckSchema = z.object({ code: SampleCodeSchema });
export type SampleCreditCheckInput = z.input<typeof SampleCreditCheckSchema>;

/** A code the cart can use now: the design it is for and the rupees it takes off. */
export const SampleCreditSchema = z.object({
  code: z.string(),
  productId: z.string(),
  productName: z.string(),
  amount: z.number(),
});
export type SampleCredit = z.infer<typeof SampleCreditSchema>;

import { z } from 'zod';
import { RupeesSchema } from './money';
import { requiredLine } from './text';

/**
 * Why an entry is in a customer's store-credit ledger (docs/decisions/061-one-store-credit-ledger.md). Grants
 * are positive, spending negative; a checkout's spend is given back by a `released` entry when it fails or lapses,
 * and taken again by `respent` when its payment lands after all.
 */
export const CREDIT_REASONS = [
  'goodwill',
  'sample',
  'sample_void',
  'spent',
  'released',
  'respent',
  'gift_card',
  'refund',
  'measure_visit',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** What the profile and staff read for each reason. */
export const CREDIT_REASON_LABELS: Record<CreditReason, string> = {
  goodwill: 'Goodwill credit',
  sample: 'Sample credit',
  sample_void: 'Sample credit withdrawn',
  spent: 'Spent at checkout',
  released: 'Returned from an unpaid checkout',
  respent: 'Spent at checkout',
  gift_card: 'Gift card added',
  refund: 'Refund as store credit',
  measure_visit: 'Measurement visit fee',
};

/** The most one goodwill grant can give (₹50,000), so a slip of the keyboard cannot hand out a fortune. */
export const GOODWILL_MAX_PAISE = 5_000_000;

export const CREDIT_MESSAGES = {
  amountInvalid: 'Enter an amount between ₹1.00 and ₹50,000.00',
  changed: 'Your store credit changed while you were checking out. Please review your order and try again.',
  replaced:
    'This checkout was replaced by a newer one using your store credit. Please pay from the checkout page again.',
  customerNotFound: 'Customer not found',
} as const;

/** One entry as the ledger holds it, in paise: what the balance is computed from. */
export interface LedgerEntry {
  amountPaise: number;
  createdAt: Date;
  /** a grant that lapses (sample credit, 30 days); null never lapses */
  expiresAt: Date | null;
}

/**
 * What can be spent now. The ledger's sum is its balance; a grant with an end date counts only while it lasts, and
 * what was spent before it lapsed counts as taken from it. Entries are replayed in time order: each debit takes
 * from the grants alive at that moment, soonest-ending first, and a debit no live grant covers is a debt the next
 * grants pay off.
 */
export function spendableBalance(entries: readonly LedgerEntry[], now: Date): number {
  const lots: { left: number; expiresAt: Date | null }[] = [];
  let debt = 0;
  const sorted = [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const entry of sorted) {
    if (entry.amountPaise >= 0) {
      const paid = Math.min(debt, entry.amountPaise);
      debt -= paid;
      lots.push({ left: entry.amountPaise - paid, expiresAt: entry.expiresAt });
      continue;
    }
    let owed = -entry.amountPaise;
    const live = lots
      .filter((l) => l.left > 0 && (l.expiresAt === null || l.expiresAt > entry.createdAt))
      .sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity));
    for (const lot of live) {
      const take = Math.min(lot.left, owed);
      lot.left -= take;
      owed -= take;
    }
    debt += owed;
  }
  const live = lots
    .filter((l) => l.expiresAt === null || l.expiresAt > now)
    .reduce((sum, l) => sum + l.left, 0);
  return live - debt;
}

export const CreditEntrySchema = z.object({
  id: z.string(),
  amount: RupeesSchema,
  reason: z.enum(CREDIT_REASONS),
  label: z.string(),
  note: z.string().nullable(),
  orderId: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof CreditEntrySchema>;

export const CreditAccountSchema = z.object({
  /** what can be spent at checkout now */
  balance: RupeesSchema,
  /** newest first */
  entries: z.array(CreditEntrySchema),
});
export type CreditAccount = z.infer<typeof CreditAccountSchema>;

/** An admin's goodwill credit (or a correction, negative), always with the reason the customer will read. */
export const GoodwillCreditSchema = z.object({
  amount: z
    .number({ error: CREDIT_MESSAGES.amountInvalid })
    .multipleOf(0.01, CREDIT_MESSAGES.amountInvalid)
    .refine((v) => v !== 0 && Math.abs(v) * 100 <= GOODWILL_MAX_PAISE, CREDIT_MESSAGES.amountInvalid),
  note: requiredLine('Reason', 300),
});
export type GoodwillCredit = z.infer<typeof GoodwillCreditSchema>;
export type GoodwillCreditInput = z.input<typeof GoodwillCreditSchema>;

import { z } from 'zod';
import { formatINR } from './format';
import { RupeesSchema } from './money';
import { EmailSchema, line, requiredLine, text } from './text';

/**
 * Gift cards (docs/decisions/063-gift-cards.md): bought on the store, e-mailed on a chosen day, spent at checkout
 * as a means of payment (not a discount: GST is charged on the goods when the card is spent), or redeemed into the
 * customer's store-credit ledger.
 */

export const GIFT_CARD_MIN_RUPEES = 500;
export const GIFT_CARD_MAX_RUPEES = 50_000;
/** The amounts offered as buttons; any whole rupee amount in the range may be typed. */
export const GIFT_CARD_AMOUNTS = [1000, 2500, 5000, 10_000] as const;
/** A card may be sent today or on any day of the next 90: a later gift is bought nearer the day. */
export const GIFT_CARD_SEND_WITHIN_DAYS = 90;
/** Gift cards one checkout may use together. */
export const GIFT_CARDS_PER_ORDER = 3;

/** 32 characters that cannot be misread for one another (no 0/O, 1/I). */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Random characters after the `GC` prefix: 16 × 5 bits = 80 bits, so codes cannot be guessed. */
export const GIFT_CARD_CODE_LENGTH = 16;
const BARE = new RegExp(`^GC[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`);

export const GIFT_CARD_MESSAGES = {
  amount: `Choose an amount from ${formatINR(GIFT_CARD_MIN_RUPEES)} to ${formatINR(GIFT_CARD_MAX_RUPEES)} in whole rupees`,
  sendOn: `Choose a day from today to ${GIFT_CARD_SEND_WITHIN_DAYS} days ahead`,
  invalid: 'This gift card code is not valid.',
  expired: (date: string) => `This gift card expired on ${date}.`,
  disabled: 'This gift card has been disabled. Please contact us.',
  empty: 'This gift card has no balance left.',
  notYetSent: 'This gift card is not active yet.',
  changed:
    'A gift card’s balance changed while you were checking out. Please review your order and try again.',
  replaced:
    'This checkout was replaced by a newer one using the same gift card. Please pay from the checkout page again.',
  tooMany: `At most ${GIFT_CARDS_PER_ORDER} gift cards can be used on one order.`,
  redeemSignIn: 'Please sign in to your account to add a gift card to your store credit.',
  notFound: 'Gift card not found',
  purchaseNotFound: 'Gift card purchase not found',
  expiryPast: 'The new expiry must be in the future',
} as const;

/** Typed however the shopper likes (lower case, spaces, dashes); compared in its bare form. */
export const bareGiftCardCode = (value: string): string => value.toUpperCase().replace(/[^0-9A-Z]/g, '');
export const isGiftCardCode = (value: string): boolean => BARE.test(bareGiftCardCode(value));
/** `GC-XXXX-XXXX-XXXX-XXXX`, as printed in the e-mail. */
export const formatGiftCardCode = (bare: string): string =>
  `GC-${bare
    .slice(2)
    .match(/.{1,4}/g)
    ?.join('-')}`;

export const GiftCardCodeSchema = z
  .string({ error: GIFT_CARD_MESSAGES.invalid })
  .trim()
  .max(40, GIFT_CARD_MESSAGES.invalid)
  .transform(bareGiftCardCode)
  .pipe(z.string().regex(BARE, GIFT_CARD_MESSAGES.invalid));

const amountRupees = z
  .number({ error: GIFT_CARD_MESSAGES.amount })
  .int(GIFT_CARD_MESSAGES.amount)
  .min(GIFT_CARD_MIN_RUPEES, GIFT_CARD_MESSAGES.amount)
  .max(GIFT_CARD_MAX_RUPEES, GIFT_CARD_MESSAGES.amount);

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, GIFT_CARD_MESSAGES.sendOn);

/** What the shopper fills in on /gift-cards. */
export const GiftCardPurchaseSchema = z.object({
  amount: amountRupees,
  recipientName: requiredLine('Recipient’s name', 100),
  recipientEmail: EmailSchema,
  senderName: requiredLine('Your name', 100),
  message: text('Message', 500).default(''),
  /** India day to send it on; absent or today: at once */
  sendOn: DaySchema.optional(),
});
export type GiftCardPurchase = z.infer<typeof GiftCardPurchaseSchema>;
export type GiftCardPurchaseInput = z.input<typeof GiftCardPurchaseSchema>;

/** The browser's word that it paid for a card, signed by the provider as for an order. */
export const GiftCardConfirmSchema = z.object({
  orderId: line('orderId', 100).min(1),
  paymentId: line('paymentId', 100).min(1),
  signature: line('signature', 200).min(1),
});
export type GiftCardConfirm = z.infer<typeof GiftCardConfirmSchema>;

/** A card as its buyer and staff see it: never its code, only the last 4 characters once it has one. */
export const GiftCardSchema = z.object({
  id: z.string(),
  last4: z.string().nullable(),
  initial: RupeesSchema,
  balance: RupeesSchema,
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  senderName: z.string().nullable(),
  message: z.string(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string(),
  disabledAt: z.string().nullable(),
  source: z.enum(['purchase', 'issued']),
  status: z.enum(['scheduled', 'active', 'used', 'expired', 'disabled']),
  createdAt: z.string(),
});
export type GiftCard = z.infer<typeof GiftCardSchema>;
export const GiftCardListSchema = z.array(GiftCardSchema);

/** What an admin issues: the code is answered once and, with an e-mail, sent to it. */
export const GiftCardIssueSchema = z.object({
  amount: amountRupees,
  note: requiredLine('Reason', 300),
  recipientEmail: EmailSchema.optional(),
  recipientName: line('Recipient’s name', 100).optional(),
  message: text('Message', 500).default(''),
});
export type GiftCardIssue = z.infer<typeof GiftCardIssueSchema>;
export const GiftCardIssuedSchema = z.object({ card: GiftCardSchema, code: z.string() });

export const GiftCardChangeSchema = z.union([
  z.object({ action: z.literal('extend'), expiresOn: DaySchema, note: requiredLine('Reason', 300) }),
  z.object({ action: z.literal('disable'), note: requiredLine('Reason', 300) }),
  z.object({ action: z.literal('enable'), note: requiredLine('Reason', 300) }),
]);
export type GiftCardChange = z.infer<typeof GiftCardChangeSchema>;

export const GiftCardRedeemSchema = z.object({ code: z.string().trim().min(1, 'Enter a code').max(40) });

/** The owner's figures (docs/decisions/063-gift-cards.md): a liability is what cards still owe. */
export const GiftCardFiguresSchema = z.object({
  sold: z.object({ count: z.number(), amount: RupeesSchema }),
  issued: z.object({ count: z.number(), amount: RupeesSchema }),
  spent: RupeesSchema,
  redeemedToCredit: RupeesSchema,
  expired: RupeesSchema,
  /** balances of cards neither expired nor disabled: what the store still owes */
  outstanding: RupeesSchema,
});
export type GiftCardFigures = z.infer<typeof GiftCardFiguresSchema>;

/** One card's part in paying a checkout, as the checkout record keeps it. */
export const RecordedGiftCardSchema = z.object({
  giftCardId: z.string(),
  last4: z.string(),
  amountPaise: z.number().int().positive(),
});
export type RecordedGiftCard = z.infer<typeof RecordedGiftCardSchema>;

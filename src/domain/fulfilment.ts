import { z } from 'zod';
import { paymentMethodLabel } from './format';
import { RupeesSchema } from './money';
import { ORDER_STATUSES } from './order-status';
import { line, requiredLine, requiredText } from './text';

/** What happens to an order after the sale: shipping, its history, staff notes, cancellation and refunds. */

export const CARRIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 60;
export const NOTE_MAX = 2000;
export const REFUND_REASON_MAX = 300;
/** the largest order total checkout accepts is far below this; it only bounds the input */
export const REFUND_MAX_RUPEES = 10_000_000;

/**
 * Couriers whose public tracking page takes the number in its address. Any other carrier is named in the e-mail
 * with its number, for the customer to look up.
 */
export const CARRIERS = [
  { name: 'Delhivery', url: (n: string) => `https://www.delhivery.com/track/package/${n}` },
  {
    name: 'Blue Dart',
    url: (n: string) => `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${n}`,
  },
  { name: 'Shiprocket', url: (n: string) => `https://shiprocket.co/tracking/${n}` },
] as const;

const carrierKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The tracking page for a known carrier (spelt any way: 'bluedart', 'Blue Dart'), or null for another. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const known = CARRIERS.find((c) => carrierKey(c.name) === carrierKey(carrier));
  return known ? known.url(encodeURIComponent(trackingNumber)) : null;
}

export const TrackingSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  /** null for a carrier we do not know the tracking page of */
  url: z.string().nullable(),
});
export type Tracking = z.infer<typeof TrackingSchema>;

/** How the order pages name each step of a timeline. */
export const TIMELINE_LABELS: Record<(typeof ORDER_STATUSES)[number], string> = {
  pending: 'Order placed',
  paid: 'Order placed and paid',
  processing: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  awaiting_confirmation: 'Placed, cash on delivery: waiting for confirmation',
  confirmed: 'Cash on delivery confirmed',
  returning: 'Returning to the store',
  returned: 'Returned to the store',
};

/** One change in an order's life; the first entry is the order being placed. */
export const OrderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  tracking: TrackingSchema.nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const RefundStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

/**
 * Where one refund went, as stored when it was made (docs/decisions/061-one-store-credit-ledger.md): to the
 * provider that took the payment, to the store-credit ledger, and to each gift card by its last 4. Rupees.
 */
export const RefundSplitSchema = z.object({
  provider: RupeesSchema,
  storeCredit: RupeesSchema,
  giftCards: z.array(z.object({ last4: z.string(), amount: RupeesSchema })),
});
export type RefundSplit = z.infer<typeof RefundSplitSchema>;

/** A refund row's split in paise, as the refunds table holds it. */
export interface StoredRefundSplit {
  amountPaise: number;
  creditPaise: number;
  giftCardPaise: number;
  giftCards: readonly { last4: string; amountPaise: number }[];
}

export function toRefundSplit(row: StoredRefundSplit): RefundSplit {
  const listed = row.giftCards.reduce((sum, c) => sum + c.amountPaise, 0);
  // Refunds made before cards were listed one by one hold only their total: shown as one card without its digits.
  const cards =
    listed === row.giftCardPaise
      ? row.giftCards
      : [...row.giftCards, { last4: '', amountPaise: row.giftCardPaise - listed }];
  return {
    provider: (row.amountPaise - row.creditPaise - row.giftCardPaise) / 100,
    storeCredit: row.creditPaise / 100,
    giftCards: cards.map((c) => ({ last4: c.last4, amount: c.amountPaise / 100 })),
  };
}

/**
 * The lines 'Refunded to …' the order pages show for one refund, each part that is not zero: the card or UPI
 * account that paid, store credit, each gift card.
 */
export function refundDestinations(
  split: RefundSplit,
  paidBy: { paymentMethod: string | null; cardInfo: { brand: string; last4: string } | null },
): { to: string; amount: number }[] {
  const provider = paidBy.cardInfo
    ? `${paidBy.cardInfo.brand} card ending ${paidBy.cardInfo.last4}`
    : paidBy.paymentMethod
      ? paymentMethodLabel(paidBy.paymentMethod)
      : 'the original payment';
  return [
    ...(split.provider > 0 ? [{ to: provider, amount: split.provider }] : []),
    ...(split.storeCredit > 0 ? [{ to: 'Store credit', amount: split.storeCredit }] : []),
    ...split.giftCards
      .filter((c) => c.amount > 0)
      .map((c) => ({ to: c.last4 ? `Gift card ···${c.last4}` : 'Gift card', amount: c.amount })),
  ];
}

/** Staff's view of one refund. Money in rupees. */
export const RefundSchema = z.object({
  id: z.string(),
  amount: RupeesSchema,
  reason: z.string(),
  status: RefundStatusSchema,
  providerRefundId: z.string().nullable(),
  /** the GST credit note, once the refund succeeded (decision 029) */
  creditNoteNumber: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  split: RefundSplitSchema,
});
export type Refund = z.infer<typeof RefundSchema>;

/** A credit note as the order pages list it, to download beside its refund. Money in rupees. */
export const CreditNoteSchema = z.object({
  refundId: z.string(),
  number: z.string(),
  amount: RupeesSchema,
  issuedAt: z.string(),
  /** where this refund went */
  split: RefundSplitSchema,
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

/** Staff only: never part of what a customer's order answers with. */
export const OrderNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  author: z.string().nullable(),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;

export const FULFILMENT_MESSAGES = {
  trackingRequired: 'Carrier and tracking number are required to mark an order shipped',
  cannotCancel: 'This order has already been shipped and can no longer be cancelled.',
  alreadyCancelled: 'This order is already cancelled.',
  cannotRefund: (status: string) => `A ${status} order cannot be refunded`,
  overRefund: (remaining: string) => `The refund is more than what is left to refund (${remaining})`,
  nothingPaid: 'This order has no payment to refund.',
  keyReused: 'This Idempotency-Key was already used for a different refund',
  keyRequired: 'Idempotency-Key header is required (10 to 100 letters, digits, - or _)',
  refundFailed: 'The refund could not be made with the payment service. Nothing was refunded; try again.',
} as const;

const rupees = z
  .number({ error: 'amount must be a number of rupees' })
  .positive('amount must be more than 0')
  .max(REFUND_MAX_RUPEES, `amount must be at most ${REFUND_MAX_RUPEES}`)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'amount must have at most 2 decimals');

export const RefundBodySchema = z.object({
  /** rupees, as every admin money input (docs/store-rules.md#sessions) */
  amount: rupees,
  reason: requiredLine('reason', REFUND_REASON_MAX),
});
export type RefundBody = z.infer<typeof RefundBodySchema>;

/** Razorpay's own rule for its X-Refund-Idempotency header, so the key can be handed on unchanged. */
export const IdempotencyKeySchema = z
  .string({ error: FULFILMENT_MESSAGES.keyRequired })
  .regex(/^[A-Za-z0-9_-]{10,100}$/, FULFILMENT_MESSAGES.keyRequired);
export const RefundHeadersSchema = z.object({ 'idempotency-key': IdempotencyKeySchema });

export const OrderNoteBodySchema = z.object({ body: requiredText('note', NOTE_MAX) });

/** Shipping details ride along with a status change; they are required for (and only kept with) `shipped`. */
export const ShipmentFieldsSchema = z.object({
  carrier: line('carrier', CARRIER_MAX).optional(),
  trackingNumber: line('trackingNumber', TRACKING_NUMBER_MAX).optional(),
});

import { z } from 'zod';
import { ShipmentSchema } from './shipping';
import { BuyerSchema } from './business';
import { RupeesSchema } from './money';
import { UserRefSchema } from './auth';
import { ORDER_ITEM_KINDS } from './constants';
import { CreditNoteSchema, OrderEventSchema } from './fulfilment';
import { LineChoicesSchema } from './line-schema';
import { ORDER_STATUSES } from './order-status';
import { LINE_UNITS, type GstSplit } from './pricing';
import { recordIds } from './record';
import { line } from './text';

/**
 * As stored: an order the webhook created for a shopper who never came back may lack an address, so the
 * answer is not held to the form's rules.
 */
export const OrderShippingInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const CardInfoSchema = z.object({ brand: z.string(), last4: z.string() });
export type CardInfo = z.infer<typeof CardInfoSchema>;

export const OrderItemSchema = z.object({
  /** the order line's own id, for staff's production pack (decision 068) */
  id: z.string().optional(),
  /** what was bought, as it was named and pictured then; id is null once the product is deleted */
  product: z.object({ id: z.string().nullable(), name: z.string(), images: z.array(z.string()) }),
  /** the product's kind, or 'sample' for A4 swatches of it (decision 027) */
  kind: z.enum(ORDER_ITEM_KINDS),
  quantity: z.number().int(),
  /** customDimensions is null for samples and for roll lines recorded before it was kept */
  ...LineChoicesSchema.shape,
  unit: z.enum(LINE_UNITS),
  /** rupees per square foot, per roll or per sample: the line's real rate (docs/store-rules.md#pricing) */
  rate: RupeesSchema,
  /** rupees for one piece */
  unitAmount: RupeesSchema,
  /** rupees for the line: goods plus installation */
  amount: RupeesSchema,
  /** rupees of `amount` that are installation, its own figure (decisions/014); 0 without it */
  installationAmount: RupeesSchema,
  /** the print batch the rolls came from; null for made-to-order lines */
  batch: z.string().nullable(),
  /** paid for when the rolls had run out: staff find rolls of one batch or refund (decision 026) */
  awaitingStock: z.boolean(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** CGST + SGST within the store's state, IGST elsewhere (pricing.ts gstSplit). */
export const GstSplitSchema = z.union([
  z.object({ cgst: RupeesSchema, sgst: RupeesSchema }).strict(),
  z.object({ igst: RupeesSchema }).strict(),
]) satisfies z.ZodType<GstSplit>;

/**
 * A cash-on-delivery order's own figures, in rupees: the fee (part of `total`, its tax part of `tax`), the advance
 * paid online, what the courier collects, and where the cash is: awaiting the customer's code, to collect at the
 * door, collected by the courier, or remitted to the store (the order is then fully paid).
 */
export const OrderCodSchema = z.object({
  fee: RupeesSchema,
  feeTax: RupeesSchema,
  advance: RupeesSchema,
  collect: RupeesSchema,
  confirmBy: z.string(),
  state: z.enum(['awaiting_confirmation', 'to_collect', 'collected', 'remitted', 'cancelled']),
});
export type OrderCod = z.infer<typeof OrderCodSchema>;

/** docs/store-rules.md#pricing, plus the figures the order pages show. Money in rupees. */
export const OrderSchema = z.object({
  ...recordIds,
  /** the payment provider's order id */
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  user: UserRefSchema.omit({ id: true }),
  shippingInfo: OrderShippingInfoSchema,
  cardInfo: CardInfoSchema.nullable(),
  /** 'card', 'upi', … as the provider reports it */
  paymentMethod: z.string().nullable(),
  items: z.array(OrderItemSchema),
  subtotal: RupeesSchema,
  /** the sample credit taken off the subtotal, in rupees, and its code; null when none was used */
  sampleCredit: z.object({ code: z.string(), amount: RupeesSchema }).nullable(),
  /** paid from store credit: part of how the total was paid, not a discount (docs/decisions/061-one-store-credit-ledger.md) */
  storeCredit: RupeesSchema,
  /** paid by gift cards, each its own line (docs/decisions/063-gift-cards.md): a means of payment, like store credit */
  giftCards: z.array(z.object({ last4: z.string(), amount: RupeesSchema })),
  /** each promotion's saving, its own line (docs/decisions/062-promotions.md); `shipping` is already after any free shipping */
  savings: z.array(
    z.object({ name: z.string(), code: z.string().nullable(), amount: RupeesSchema, shipping: RupeesSchema }),
  ),
  /** what promotions took off the lines: GST was charged on subtotal − sample credit − this */
  discount: RupeesSchema,
  shipping: RupeesSchema,
  tax: RupeesSchema,
  /** how `tax` is owed, in rupees; null for orders placed before the split was recorded */
  gst: GstSplitSchema.nullable(),
  /** the one GST rate, in percent, the whole tax was charged at (8 under the spec's arithmetic); null for several */
  taxRate: z.number().nullable(),
  /** the registered business the invoice names (decision 058); null for a consumer */
  buyer: BuyerSchema.nullable(),
  total: RupeesSchema,
  status: z.enum(ORDER_STATUSES),
  /** rupees given back so far (refunds made or under way); the order is `refunded` once this reaches the total */
  refunded: RupeesSchema,
  /** placed, then every status change, oldest first (decision 024) */
  timeline: z.array(OrderEventSchema),
  /** the parcel booked with the carrier and its events, oldest first; null before booking (decision 054) */
  shipment: ShipmentSchema.nullable(),
  /** the GST tax invoice's number (decision 025); null only for an order never paid */
  invoiceNumber: z.string().nullable(),
  /** one per refund that succeeded, oldest first (decision 029) */
  creditNotes: z.array(CreditNoteSchema),
  /** cash on delivery (docs/decisions/056-cash-on-delivery.md); null for an order paid online */
  cod: OrderCodSchema.nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListSchema = z.array(OrderSchema);

/** Any short line: an id that is not a UUID is simply an order that does not exist (404, not 400). */
export const OrderParamsSchema = z.object({ id: line('id', 100) });
/** One of the order's GST credit notes, by its refund. */
export const OrderCreditNoteParamsSchema = OrderParamsSchema.extend({ refundId: line('refundId', 100) });
/** the signed token a guest's confirmation mail carries, which shows that one order without signing in */
export const OrderLinkQuerySchema = z.object({ token: line('token', 100).optional() });
export type OrderLinkQuery = z.infer<typeof OrderLinkQuerySchema>;

export const ORDER_MESSAGES = {
  notFound: 'Order not found.',
  noOrders: 'No orders found.',
} as const;

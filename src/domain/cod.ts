import { z } from 'zod';
import { PlaceOrderSchema, ShippingInfoSchema, type PaidLine } from './checkout';
import { formatINR } from './format';
import { RupeesSchema } from './money';
import { OrderSchema } from './order';
import { toRupees } from './pricing';
import { checkDateRange, dateRange } from './list-query';

/**
 * Cash on delivery (docs/decisions/056-cash-on-delivery.md): placed without an online payment (or with an advance
 * on custom-fit lines), confirmed by a 6-digit code, collected at the door and settled by the carrier's remittance.
 */

/** Wrong codes an order takes before its code stops working: a million codes are not guessed in five. */
export const COD_CODE_ATTEMPTS = 5;
/** Placements per customer and per phone in an hour: a script cannot fill the warehouse with unpaid parcels. */
export const COD_PLACEMENTS_PER_HOUR = 10;
/** Returned-to-origin cash orders after which a customer or phone must pay online. */
export const COD_RTO_LIMIT = 2;

export const COD_MESSAGES = {
  notOffered: (pin: string) => `Cash on delivery is not available for PIN ${pin}. Please pay online.`,
  overMax: (max: number) =>
    `Cash on delivery is available for orders up to ${formatINR(toRupees(max))}. Please pay online.`,
  rtoGuard:
    'Cash on delivery is not available for this account or phone number, as two earlier cash-on-delivery orders came back undelivered. Please pay online.',
  advanceDue: (paise: number) =>
    `Made-to-measure items need an advance of ${formatINR(toRupees(paise))} paid online before a cash-on-delivery order.`,
  noAdvanceDue: 'This order needs no advance: place it as cash on delivery directly.',
  advanceNotCod: 'This payment is not an advance for a cash-on-delivery order.',
  wrongCode: (left: number) => `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  locked:
    'Too many wrong codes. This order will be cancelled unless it is confirmed; please contact us or place it again.',
  notAwaiting: 'This order is not waiting for a confirmation code.',
  tooMany: 'Too many cash-on-delivery orders. Please try again in an hour or pay online.',
} as const;

/** The shopper's confirmation code: exactly six digits. */
export const CodCodeSchema = z
  .string({ error: 'Please enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code');

export const ConfirmCodSchema = z.object({ code: CodCodeSchema });
export type ConfirmCod = z.infer<typeof ConfirmCodSchema>;

/** The advance's provider payment, as the provider's checkout hands it back (POST /api/orders's three ids). */
export const CodAdvancePaymentSchema = PlaceOrderSchema.omit({ shippingInfo: true });

/** POST /api/orders/cod: the address, the total the page showed (paise, optional) and any advance paid. */
export const PlaceCodSchema = z.object({
  shippingInfo: ShippingInfoSchema,
  amount: z.number().int().nonnegative().optional(),
  advance: CodAdvancePaymentSchema.optional(),
});
export type PlaceCod = z.infer<typeof PlaceCodSchema>;

/** POST /api/orders/cod/advance: opens the provider order for the advance on custom-fit lines. */
export const CodAdvanceSchema = z.object({
  shippingInfo: ShippingInfoSchema,
  amount: z.number().int().nonnegative().optional(),
});
export type CodAdvance = z.infer<typeof CodAdvanceSchema>;

export const PlacedCodSchema = z.object({
  order: OrderSchema,
  /** a chat with the store on WhatsApp, to ask for the code again or for help confirming */
  whatsappUrl: z.string(),
});
export type PlacedCod = z.infer<typeof PlacedCodSchema>;

/** 'Send the code again' (docs/decisions/077-delivery-corrections-and-returned-refunds.md): this often per order. */
export const COD_RESENDS_PER_HOUR = 3;
export const COD_RESEND_MESSAGE = 'A new code was sent a few times already. Please try again in an hour.';

/** What POST /api/orders/{id}/cod-code answers: where the new code went, partly hidden. */
export const CodCodeSentSchema = z.object({ sentTo: z.string() });
export type CodCodeSent = z.infer<typeof CodCodeSentSchema>;

/** 'as•••@example.com': enough for the customer to know the inbox, not enough to give a stranger the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '•••';
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

/**
 * The advance a cash order takes online: COD_ADVANCE_PERCENT of the custom-fit (made-to-measure) lines' amount
 * after their promotion discount, rounded to the paisa (half up). Those prints cannot be resold when refused at
 * the door, so part of them is paid before they are made (issue 27).
 */
export function codAdvancePaise(
  lines: readonly Pick<PaidLine, 'kind' | 'product' | 'lineTotalPaise' | 'discountPaise'>[],
  percent: number,
): number {
  const custom = lines
    .filter((l) => l.kind !== 'sample' && l.product.kind === 'customised')
    .reduce((sum, l) => sum + l.lineTotalPaise - (l.discountPaise ?? 0), 0);
  return Math.round((custom * percent) / 100);
}

/** One COD order's money as the admin COD page lists it. */
export const CodLedgerRowSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customer: z.string(),
  phone: z.string(),
  status: z.string(),
  placedAt: z.string(),
  total: RupeesSchema,
  advance: RupeesSchema,
  collect: RupeesSchema,
  awb: z.string().nullable(),
  collectedAt: z.string().nullable(),
  remittedAt: z.string().nullable(),
});
export const CodLedgerSchema = z.object({
  /** to be collected: confirmed and on its way, not yet delivered */
  outstanding: RupeesSchema,
  /** collected at the door by the courier, not yet remitted to the store */
  collected: RupeesSchema,
  /** remitted to the store by the carrier */
  remitted: RupeesSchema,
  orders: z.array(CodLedgerRowSchema),
});
export type CodLedger = z.infer<typeof CodLedgerSchema>;

/** Delivery outcomes of one group of parcels (a state, a PIN prefix). Rates are percents, one decimal. */
export const DeliveryGroupSchema = z.object({
  key: z.string(),
  parcels: z.number().int(),
  delivered: z.number().int(),
  rto: z.number().int(),
  /** delivered of the parcels that finished (delivered or returned to origin); null before any finished */
  successRate: z.number().nullable(),
  /** returned to origin (initiated or delivered back) of all parcels */
  rtoRate: z.number(),
  /** booking to the delivered event, in days; null before any was delivered */
  averageDays: z.number().nullable(),
});

/** The owner's view of delivery and cash on delivery (issue 27 item 6), from shipment events. */
/**
 * GET /api/admin/analytics/delivery's dates, India days, both included
 * (docs/decisions/077-delivery-corrections-and-returned-refunds.md): orders placed and parcels booked between them.
 */
export const DeliveryAnalyticsQuerySchema = z.object(dateRange).superRefine(checkDateRange);
export type DeliveryAnalyticsQuery = z.infer<typeof DeliveryAnalyticsQuerySchema>;

export const DeliveryAnalyticsSchema = z.object({
  cod: z.object({
    /** COD orders of all orders placed (awaiting payment excluded), by count and by value, in percent */
    shareOfOrders: z.number(),
    shareOfValue: z.number(),
    orders: z.number().int(),
  }),
  overall: DeliveryGroupSchema,
  byState: z.array(DeliveryGroupSchema),
  byPinPrefix: z.array(DeliveryGroupSchema),
});
export type DeliveryAnalytics = z.infer<typeof DeliveryAnalyticsSchema>;

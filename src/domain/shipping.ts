import { z } from 'zod';
import { ADDRESS_MESSAGES, mobileProblem, normaliseMobile } from './address';
import { line } from './text';

/**
 * Parcels and the carriers that take them (docs/decisions/053-carriers-behind-a-provider.md): whether a PIN is
 * served, the shipments staff book, and the events carriers report about them.
 */

/** Who carries the parcels: the offline sandbox carrier or Shiprocket (SHIPPING_PROVIDER). */
export const SHIPPING_PROVIDERS = ['sandbox', 'shiprocket'] as const;
export type ShippingProviderName = (typeof SHIPPING_PROVIDERS)[number];

export const SHIPPING_MESSAGES = {
  pinRequired: 'Please enter a valid 6-digit PIN code',
  notDeliverable: (pin: string) =>
    `We cannot deliver to PIN ${pin} yet. Please use another delivery address.`,
  fromTable: 'Estimated from our delivery table; the courier could not be reached.',
  cannotShip: (status: string) => `A ${status} order cannot be shipped`,
  alreadyShipped: 'This order already has a shipment.',
  carrierUnavailable: 'The courier could not be reached. Nothing was booked; try again.',
  carrierRefused: (reason: string) => `The courier refused this shipment: ${reason}`,
  shipmentNotFound: 'Shipment not found',
  invalidSignature: 'Invalid webhook signature',
  invalidPayload: 'Invalid webhook payload',
  unknownProvider: 'Unknown shipping provider',
  tooManyOrders: 'Select at most 50 orders at a time',
  noProblem: 'This parcel has no failed delivery waiting for a decision.',
  nothingToCorrect: 'Your parcel has no failed delivery to correct.',
  correctionEmpty: 'Please give a phone number or an address for the next attempt.',
  noRefundDue: 'Nothing is left to refund on this order.',
} as const;

/** The product page asks once per PIN typed; a script walking every PIN of India would be stopped. */
export const SERVICEABILITY_LIMIT = { max: 60, windowMs: 60_000 } as const;

export const PinSchema = z
  .string({ error: SHIPPING_MESSAGES.pinRequired })
  .trim()
  .regex(/^[1-9]\d{5}$/, SHIPPING_MESSAGES.pinRequired);

export const ServiceabilityQuerySchema = z.object({ pin: PinSchema });

export const EtaDaysSchema = z.object({ min: z.number().int(), max: z.number().int() });

/** What GET /api/shipping/serviceability answers for a PIN. */
export const ServiceabilitySchema = z.object({
  deliverable: z.boolean(),
  cod: z.boolean(),
  etaDays: EtaDaysSchema,
  message: z.string().optional(),
});
export type Serviceability = z.infer<typeof ServiceabilitySchema>;

/**
 * The sandbox carrier's stated rules, which tests may rely on: every valid PIN, COD except PINs from 79, in 3–7
 * days: the store's own windows (3–5 days to metros, 5–7 elsewhere), so the product page, checkout and /shipping
 * promise the same (docs/decisions/046-promises-the-store-keeps.md).
 */
export const SANDBOX_CARRIER = {
  noCodPrefix: '79',
} as const;

/**
 * What carriers report about a parcel, in the order a parcel lives them. `ndr` (a failed attempt) may repeat and
 * be followed by another attempt; `rto_*` is the parcel coming back.
 */
export const SHIPMENT_EVENTS = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'ndr',
  'delivered',
  'rto_initiated',
  'rto_delivered',
  /** the carrier paid the cash it collected to the store (docs/decisions/056-cash-on-delivery.md); moves no parcel */
  'remitted',
] as const;
export type ShipmentEventStatus = (typeof SHIPMENT_EVENTS)[number];

/**
 * How far along a parcel is. An event ranked below the parcel's current state is recorded on its timeline but
 * never moves it back: a late `in_transit` cannot undo `delivered`. `ndr` ranks with `out_for_delivery` so that a
 * new attempt after a failed one moves the parcel on again.
 */
const RANK: Record<ShipmentEventStatus, number> = {
  picked_up: 1,
  in_transit: 2,
  out_for_delivery: 3,
  ndr: 3,
  delivered: 5,
  rto_initiated: 4,
  rto_delivered: 6,
  remitted: 0,
};
/** Whether an event moves a parcel whose state is `current` (null before any event). */
export function advances(current: ShipmentEventStatus | null, next: ShipmentEventStatus): boolean {
  // Money, not movement: a remittance is on the parcel's timeline and settles its cash, but moves nothing.
  if (next === 'remitted') return false;
  if (current === null) return true;
  if (current === 'delivered' || current === 'rto_delivered') return false;
  if (current === 'rto_initiated') return next === 'rto_delivered';
  return RANK[next] >= RANK[current] && next !== current;
}

export const SHIPMENT_EVENT_LABELS: Record<ShipmentEventStatus, string> = {
  picked_up: 'Picked up by the courier',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  ndr: 'Delivery attempt failed',
  delivered: 'Delivered',
  rto_initiated: 'Returning to the store',
  rto_delivered: 'Returned to the store',
  remitted: 'Cash remitted to the store',
};

/** The sandbox carrier's webhook body; Shiprocket's own is read by its provider. */
export const CarrierEventSchema = z.object({
  awb: z.string().trim().min(1).max(60),
  status: z.enum(SHIPMENT_EVENTS),
  at: z.iso.datetime({ offset: true }),
  reason: z.string().trim().max(300).optional(),
});
export type CarrierEvent = z.infer<typeof CarrierEventSchema>;

export const ShipmentEventSchema = z.object({
  status: z.enum(SHIPMENT_EVENTS),
  label: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
});
export type ShipmentEvent = z.infer<typeof ShipmentEventSchema>;

/** What POST /api/admin/orders/{id}/shipments answers. */
export const BookedShipmentSchema = z.object({
  carrier: z.string(),
  awb: z.string(),
  labelUrl: z.string(),
});
export type BookedShipment = z.infer<typeof BookedShipmentSchema>;

/** A failed delivery still waiting for staff, with what the customer corrected for the next attempt. */
export const OpenDeliveryProblemSchema = z.object({
  reason: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  correctedAt: z.string().nullable(),
});

/** A parcel as the order pages show it. */
export const ShipmentSchema = BookedShipmentSchema.extend({
  id: z.string(),
  trackingUrl: z.string().nullable(),
  status: z.enum(SHIPMENT_EVENTS).nullable(),
  events: z.array(ShipmentEventSchema),
  /** the failed delivery waiting for a decision; null when there is none */
  problem: OpenDeliveryProblemSchema.nullable(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const BulkShipmentBodySchema = z.object({
  orderIds: z.array(z.uuid()).min(1).max(50, SHIPPING_MESSAGES.tooManyOrders),
});
export const BulkShipmentResultSchema = z.object({
  results: z.array(
    z.object({
      orderId: z.string(),
      shipment: BookedShipmentSchema.nullable(),
      message: z.string().optional(),
    }),
  ),
});
export type BulkShipmentResult = z.infer<typeof BulkShipmentResultSchema>;

/** The carrier-facing box a parcel is packed in: grams and centimetres, as couriers quote them. */
export const ParcelSchema = z.object({
  weightG: z.number().int().positive(),
  lengthCm: z.number().positive(),
  breadthCm: z.number().positive(),
  heightCm: z.number().positive(),
});
export type Parcel = z.infer<typeof ParcelSchema>;

/** Shipping sizes a product is seeded with until staff set its own: a roll in its tube, a custom panel set boxed. */
export const DEFAULT_PARCEL = {
  rolls: { weightG: 1200, lengthCm: 56, breadthCm: 12, heightCm: 12 },
  customised: { weightG: 1500, lengthCm: 65, breadthCm: 15, heightCm: 15 },
} as const satisfies Record<'rolls' | 'customised', Parcel>;

/** The stored sizes of a product, in the columns' own names. */
export interface ProductShipSizes {
  kind: 'rolls' | 'customised';
  shipWeightG: number | null;
  shipLengthCm: number | null;
  shipBreadthCm: number | null;
  shipHeightCm: number | null;
}

/** A product's parcel for one unit: its own sizes where staff set them, its kind's default otherwise. */
export function productParcel(product: ProductShipSizes | null): Parcel {
  const fallback = DEFAULT_PARCEL[product?.kind ?? 'customised'];
  return {
    weightG: product?.shipWeightG ?? fallback.weightG,
    lengthCm: product?.shipLengthCm ?? fallback.lengthCm,
    breadthCm: product?.shipBreadthCm ?? fallback.breadthCm,
    heightCm: product?.shipHeightCm ?? fallback.heightCm,
  };
}

/**
 * One box for a whole order: weights add up; the box is the longest item's length and wide enough for the
 * others laid beside it, which is how tubes and panel boxes are packed together.
 */
export function combineParcels(items: readonly { parcel: Parcel; quantity: number }[]): Parcel {
  let weightG = 0;
  let lengthCm = 0;
  let area = 0;
  for (const { parcel, quantity } of items) {
    weightG += parcel.weightG * quantity;
    lengthCm = Math.max(lengthCm, parcel.lengthCm);
    area += parcel.breadthCm * parcel.heightCm * quantity;
  }
  const side = Math.ceil(Math.sqrt(area));
  return {
    weightG: Math.max(weightG, 100),
    lengthCm: Math.max(lengthCm, 10),
    breadthCm: side,
    heightCm: side,
  };
}

export const NDR_ACTIONS = ['reattempt', 'return'] as const;
export type NdrAction = (typeof NDR_ACTIONS)[number];

/** An Indian mobile for the courier to call, stored as +91 and ten digits, as checkout stores it. */
const CorrectedPhoneSchema = z
  .string({ error: ADDRESS_MESSAGES.phoneInvalid })
  .trim()
  .max(20, ADDRESS_MESSAGES.phoneInvalid)
  .superRefine((value, ctx) => {
    const problem = mobileProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => normaliseMobile(value) ?? value);
const CorrectedAddressSchema = line('Address', 300).min(5, 'Address must be at least 5 characters');

/**
 * The customer's correction after a failed delivery, given through the e-mail's signed link
 * (docs/decisions/077-delivery-corrections-and-returned-refunds.md): the street address only, since couriers
 * re-attempt within the same PIN.
 */
export const DeliveryCorrectionSchema = z
  .object({
    phone: CorrectedPhoneSchema.optional(),
    address: CorrectedAddressSchema.optional(),
  })
  .refine(
    (body) => body.phone !== undefined || body.address !== undefined,
    SHIPPING_MESSAGES.correctionEmpty,
  );
export type DeliveryCorrection = z.infer<typeof DeliveryCorrectionSchema>;

/** Staff's choice on a failed delivery, with a corrected phone or address for the next attempt. */
export const NdrActionBodySchema = z.object({
  action: z.enum(NDR_ACTIONS, { error: 'action must be reattempt or return' }),
  phone: z.string().trim().min(10).max(20).optional(),
  address: z.string().trim().min(5).max(300).optional(),
});
export type NdrActionBody = z.infer<typeof NdrActionBodySchema>;

/** One parcel in the Delivery problems queue: a failed delivery waiting for staff, or one coming back. */
export const DeliveryProblemSchema = z.object({
  /** the shipment's id */
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customer: z.string(),
  phone: z.string(),
  place: z.string(),
  carrier: z.string(),
  awb: z.string(),
  status: z.enum(SHIPMENT_EVENTS),
  reason: z.string().nullable(),
  at: z.string(),
  action: z.enum(NDR_ACTIONS).nullable(),
  /** what the customer gave through the e-mail's link, sent to the carrier with a re-attempt */
  correction: z
    .object({ phone: z.string().nullable(), address: z.string().nullable(), at: z.string() })
    .nullable(),
  /** rupees still to give back for an order paid online that came back undelivered; 0 when none */
  refundDue: z.number(),
});
export type DeliveryProblem = z.infer<typeof DeliveryProblemSchema>;
export const ShipmentParamsSchema = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

import { z } from 'zod';
import { ShippingInfoSchema, PinCodeSchema } from './checkout';
import { WALL_SIZE_MAX_IN } from './constants';
import { JobEventSchema, SlotIdSchema, SlotSchema } from './installation';
import { ProductSchema } from './product';
import { line, text } from './text';

/**
 * A measurement visit before buying (docs/decisions/071-measurement-visits.md): a customer books a slot of the
 * installation teams serving their PIN, pays MEASURE_VISIT_RUPEES online, and gets the fee back as store credit
 * to spend within VISIT_CREDIT_DAYS; the installer records the walls, which the customer adds to the cart.
 */

/**
 * `pending`: the slot is held and the payment awaited; `lapsed`: never paid within the hold, its place given
 * back; `unbooked`: paid, but the slot was lost while the payment was late (staff give it one); `booked`, `done`
 * (walls recorded), `cancelled` (by staff).
 */
export const VISIT_STATUSES = ['pending', 'lapsed', 'unbooked', 'booked', 'done', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  pending: 'Awaiting payment',
  lapsed: 'Not paid',
  unbooked: 'Paid: we will call to fix a time',
  booked: 'Booked',
  done: 'Walls measured',
  cancelled: 'Cancelled',
};

/** How long a visit's fee stays spendable as store credit. */
export const VISIT_CREDIT_DAYS = 60;
/** A held slot waits this long for its payment, like a checkout's rolls (decision 044). */
export const VISIT_HOLD_MINUTES = 15;
export const VISIT_WALLS_MAX = 20;
export const VISIT_OPENINGS_MAX = 10;

const inches = (name: string) => {
  const message = `${name} must be a whole number of inches from 1 to ${WALL_SIZE_MAX_IN}`;
  return z.number({ error: message }).int(message).min(1, message).max(WALL_SIZE_MAX_IN, message);
};

/** A door or window on the wall, left unpapered. */
export const OpeningSchema = z.object({
  widthIn: inches('Opening width'),
  heightIn: inches('Opening height'),
});
export type Opening = z.infer<typeof OpeningSchema>;

export const MeasuredWallSchema = z
  .object({
    name: line('Wall name', 60).default(''),
    widthIn: inches('Width'),
    heightIn: inches('Height'),
    openings: z
      .array(OpeningSchema)
      .max(VISIT_OPENINGS_MAX, `At most ${VISIT_OPENINGS_MAX} openings a wall`)
      .default([]),
  })
  .refine((w) => w.openings.reduce((sum, o) => sum + o.widthIn * o.heightIn, 0) < w.widthIn * w.heightIn, {
    message: 'The openings cannot cover the whole wall',
    path: ['openings'],
  });
export type MeasuredWall = z.infer<typeof MeasuredWallSchema>;
export type MeasuredWallInput = z.input<typeof MeasuredWallSchema>;

export const RecordWallsBodySchema = z.object({
  walls: z
    .array(MeasuredWallSchema, { error: 'walls must be a list' })
    .min(1, 'Record at least one wall')
    .max(VISIT_WALLS_MAX, `At most ${VISIT_WALLS_MAX} walls a visit`),
  notes: text('Notes', 2000).default(''),
});
export type RecordWallsBody = z.infer<typeof RecordWallsBodySchema>;
export type RecordWallsBodyInput = z.input<typeof RecordWallsBodySchema>;

export const VisitSlotsQuerySchema = z.object({ pin: PinCodeSchema });

export const VisitSlotsSchema = z.object({
  /** rupees */
  fee: z.number(),
  creditDays: z.number(),
  slots: z.array(SlotSchema),
});
export type VisitSlots = z.infer<typeof VisitSlotsSchema>;

export const CreateVisitBodySchema = z.object({
  slot: SlotIdSchema,
  /** the custom-fit design the visit was booked from; absent from the custom design page */
  productId: z.uuid({ error: 'productId must be a valid id' }).optional(),
  address: ShippingInfoSchema,
  /** paise, as shown: a fee changed meanwhile is refused rather than charged unseen */
  amount: z.number().int().nonnegative().optional(),
});
export type CreateVisitBody = z.infer<typeof CreateVisitBodySchema>;

/** The provider order to pay for a held visit, as create-order answers for a checkout. */
export const VisitPaymentSchema = z.object({
  visitId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  orderId: z.string(),
  keyId: z.string(),
});
export type VisitPayment = z.infer<typeof VisitPaymentSchema>;

export const VisitParamsSchema = z.object({ id: z.uuid({ error: 'Visit not found' }) });

export const RescheduleVisitBodySchema = z.object({ slot: SlotIdSchema });

/** A visit as its customer sees it in their account. */
export const VisitSchema = z.object({
  id: z.string(),
  status: z.enum(VISIT_STATUSES),
  /** rupees */
  fee: z.number(),
  slot: SlotSchema.nullable(),
  team: z.string().nullable(),
  address: z.string(),
  pin: z.string(),
  /** the custom-fit design the walls are added to the cart as; null when booked from the custom design page */
  product: ProductSchema.nullable(),
  walls: z.array(MeasuredWallSchema),
  notes: z.string(),
  /** the slot may still be changed (24 hours before it) */
  canChange: z.boolean(),
  changeableUntil: z.string().nullable(),
  /** when the fee's store credit ends, once paid */
  creditEndsAt: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(JobEventSchema.omit({ kind: true }).extend({ kind: z.string() })),
});
export type Visit = z.infer<typeof VisitSchema>;
export const VisitListSchema = z.array(VisitSchema);

/** A visit as the installer and the dispatch board see it. */
export const VisitJobSchema = z.object({
  id: z.string(),
  status: z.enum(VISIT_STATUSES),
  teamId: z.string().nullable(),
  team: z.string().nullable(),
  slot: SlotSchema.nullable(),
  pin: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), address: z.string(), mapUrl: z.string() }),
  productName: z.string().nullable(),
  walls: z.array(MeasuredWallSchema),
  notes: z.string(),
  overdue: z.boolean(),
});
export type VisitJob = z.infer<typeof VisitJobSchema>;
export const VisitJobListSchema = z.array(VisitJobSchema);

export const VISIT_MESSAGES = {
  notFound: 'Visit not found.',
  noTeam: 'We do not visit this PIN code yet. Please contact us and we will arrange it.',
  feeChanged: 'The visit fee has changed. Please refresh and try again.',
  productNotCustom: 'Measurement visits are for custom-fit designs.',
  notOpen: 'This visit is not open for measuring.',
  notChangeable: 'This visit cannot be moved here. Please contact us.',
} as const;

/** Square feet of a measured wall to paper: the wall less its openings. */
export const paperedSqft = (wall: Pick<MeasuredWall, 'widthIn' | 'heightIn' | 'openings'>): number =>
  (wall.widthIn * wall.heightIn - wall.openings.reduce((s, o) => s + o.widthIn * o.heightIn, 0)) / 144;

export const VISIT_EVENT_LABELS: Record<string, string> = {
  held: 'Slot held for payment',
  paid: 'Visit paid; fee added to your store credit',
  booked: 'Visit booked',
  rescheduled: 'Visit moved',
  reassigned: 'Given to another team',
  lapsed: 'Not paid in time; slot released',
  slot_lost: 'Paid after the slot was released; we will call to fix a time',
  reminded: 'Reminder sent',
  measured: 'Walls measured',
  cancelled: 'Visit cancelled',
};

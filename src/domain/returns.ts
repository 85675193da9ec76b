import { z } from 'zod';
import { RupeesSchema } from './money';
import { ORDER_ITEM_KINDS, type OrderItemKind } from './constants';
import { UPLOADED_IMAGE_URL } from './http';
import { line, requiredText } from './text';

/**
 * Returns and exchanges of delivered lines (decision 029), as the Return & Exchange Policy page words them: a
 * damaged, defective or wrong item may be returned (refunded) or exchanged within 7 days of delivery; a change of
 * mind is accepted only as an exchange of rolls, since custom-printed pieces are made for one wall.
 */

export const RETURN_WINDOW_DAYS = 7;
export const RETURN_DETAILS_MAX = 1000;
export const RETURN_PHOTOS_MAX = 5;
export const RETURN_NOTE_MAX = 1000;

export const RETURN_KINDS = ['return', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_REASONS = ['damaged', 'defective', 'wrong_item', 'changed_mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged',
  defective: 'Printing defect',
  wrong_item: 'Not what I ordered',
  changed_mind: 'Changed my mind (unopened rolls, exchange only)',
};

/** requested → approved | rejected; an approved exchange → dispatched. An approved return is refunded at once. */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'dispatched'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Statuses whose quantities are taken: a rejected request gives its lines back. */
export const RETURN_HOLDING_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'dispatched'];

export const RETURN_MESSAGES = {
  notFound: 'Return request not found',
  creditNeedsAccount: 'Store credit needs an account. Sign in, or choose a refund to how you paid.',
  notDelivered: 'Only a delivered order can be returned or exchanged.',
  windowClosed: `Returns and exchanges can be requested within ${RETURN_WINDOW_DAYS} days of delivery.`,
  unknownLine: 'One of the lines is not part of this order.',
  tooMany: (name: string, left: number) =>
    left > 0
      ? `At most ${left} of "${name}" can still be returned or exchanged.`
      : `"${name}" has already been returned or exchanged.`,
  lineOpen: (name: string) => `"${name}" already has a return or exchange request waiting for an answer.`,
  changeOfMind:
    'A change of mind is accepted only as an exchange of unopened rolls; custom-printed pieces are made for your wall, and samples are only replaced when they arrive damaged.',
  invalidPhoto: 'Invalid photo',
  alreadyDecided: (status: string) => `This request is already ${status}.`,
  noteRequired: 'A note is required to reject a request.',
  notExchange: 'Only an approved exchange can be marked dispatched.',
} as const;

/**
 * Whether a line of this kind may go back for this reason and in this way (the policy page, decision 029):
 * a sample is never returned, only replaced when it arrived damaged or wrong.
 */
export function policyAllows(reason: ReturnReason, kind: ReturnKind, line: OrderItemKind): boolean {
  if (line === 'sample') return kind === 'exchange' && reason !== 'changed_mind';
  return reason !== 'changed_mind' || (kind === 'exchange' && line === 'rolls');
}

/**
 * How a line is named in returns: a sample as a sample, so a design's swatches and its rolls are not two lines of
 * one name (issue 26).
 */
export const returnLineName = (item: { name: string; kind: OrderItemKind }): string =>
  item.kind === 'sample' ? `A4 sample of ${item.name}` : item.name;

/**
 * The rule that applies to a line for the way and the reason chosen, in the policy page's words: whether it may
 * go, and why not when it may not (issue 26: every line said 'Made for your wall', samples and rolls included).
 */
export function returnRule(
  reason: ReturnReason,
  kind: ReturnKind,
  line: OrderItemKind,
): { allowed: true } | { allowed: false; why: string } {
  if (policyAllows(reason, kind, line)) return { allowed: true };
  if (line === 'sample') {
    return {
      allowed: false,
      why:
        reason === 'changed_mind'
          ? 'Samples are not taken back for a change of mind'
          : 'Samples are replaced, not refunded: choose Exchange',
    };
  }
  if (line === 'rolls') {
    return { allowed: false, why: 'Unopened rolls go back for a change of mind as an exchange only' };
  }
  return {
    allowed: false,
    why: 'Printed for your wall: it goes back only if it arrived damaged, defective or wrong',
  };
}

/** The last moment a request is accepted for an order delivered at `deliveredAt`. */
export const returnDeadline = (deliveredAt: Date): Date =>
  new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000);

export const ReturnLineBodySchema = z.object({
  lineId: z.uuid({ error: RETURN_MESSAGES.unknownLine }),
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(1000, 'quantity must be at most 1000'),
});

export const ReturnRequestBodySchema = z.object({
  kind: z.enum(RETURN_KINDS, { error: 'kind must be return or exchange' }),
  reason: z.enum(RETURN_REASONS, { error: 'Please choose a reason' }),
  details: requiredText('details', RETURN_DETAILS_MAX, { required: 'Please describe the problem' }),
  /** uploads of this store (POST /api/uploads/inspiration), as the custom design form's images are */
  photos: z
    .array(z.string().max(500, RETURN_MESSAGES.invalidPhoto))
    .max(RETURN_PHOTOS_MAX, `At most ${RETURN_PHOTOS_MAX} photos`)
    .default([])
    .refine((urls) => urls.every((url) => UPLOADED_IMAGE_URL.test(url)), RETURN_MESSAGES.invalidPhoto),
  lines: z
    .array(ReturnLineBodySchema)
    .min(1, 'Choose at least one line')
    .max(50, 'At most 50 lines')
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, 'Each line only once'),
  /** a return refunded wholly as store credit instead of to how it was paid (docs/decisions/061-...) */
  refundToCredit: z.boolean({ error: 'refundToCredit must be true or false' }).default(false),
});
export type ReturnRequestBody = z.infer<typeof ReturnRequestBodySchema>;

export const ReturnDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
  note: line('note', RETURN_NOTE_MAX).optional(),
});
export type ReturnDecisionBody = z.infer<typeof ReturnDecisionBodySchema>;

/** One request as the customer and staff see it. Money in rupees. */
export const ReturnRequestSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(RETURN_KINDS),
  reason: z.enum(RETURN_REASONS),
  details: z.string(),
  photos: z.array(z.string()),
  status: z.enum(RETURN_STATUSES),
  staffNote: z.string().nullable(),
  lines: z.array(z.object({ lineId: z.string(), name: z.string(), quantity: z.number().int() })),
  /** what an approved return gives back (the lines and their tax) */
  amount: RupeesSchema,
  /** the customer chose store credit */
  refundToCredit: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;
export const ReturnRequestListSchema = z.array(ReturnRequestSchema);

/** What a customer may still send back of each line, for the request form. */
export const ReturnableSchema = z.object({
  /** null when the window is closed or the order was never delivered */
  deadline: z.string().nullable(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      name: z.string(),
      kind: z.enum(ORDER_ITEM_KINDS),
      left: z.number(),
    }),
  ),
});
export type Returnable = z.infer<typeof ReturnableSchema>;

/** An order's after-sale page: what may still go back, and the requests made so far. */
export const OrderReturnsSchema = z.object({
  returnable: ReturnableSchema,
  requests: ReturnRequestListSchema,
});
export type OrderReturns = z.infer<typeof OrderReturnsSchema>;

/** Staff's list: one status, or one order's requests. */
export const ReturnsQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES, { error: 'Unknown status' }).optional(),
  orderId: z.uuid({ error: 'orderId must be a valid id' }).optional(),
});

/** The idempotency key an approved return is refunded under: one refund per request, however often approved. */
export const returnRefundKey = (requestId: string) => `return-${requestId}`;
/** The request a refund key names, or null for a refund that is not a return's. */
export const returnRequestOfKey = (key: string): string | null => {
  const match = /^return-([0-9a-f-]{36})$/.exec(key);
  return match?.[1] ?? null;
};

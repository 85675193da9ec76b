export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
  /** cash on delivery, placed and waiting for the customer's code (docs/decisions/056-cash-on-delivery.md) */
  'awaiting_confirmation',
  /** cash on delivery, confirmed by the customer: ready to ship, paid at the door */
  'confirmed',
  /** the carrier is bringing the parcel back (RTO initiated) */
  'returning',
  /** the parcel came back to the store undelivered (RTO delivered) */
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Bought means paid for: a pending order was never paid, and a cancelled or refunded one was given back. */
export const BOUGHT_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) =>
    s !== 'pending' &&
    s !== 'cancelled' &&
    s !== 'refunded' &&
    s !== 'awaiting_confirmation' &&
    s !== 'returned',
);

/**
 * The moves staff make by hand. Staff may cancel until delivery (the parcel can still be called back);
 * `refunded` is never chosen: an order reaches it when refunds add up to what was paid (decision 024).
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
  refunded: [],
  awaiting_confirmation: ['cancelled'],
  confirmed: ['processing', 'cancelled'],
  returning: [],
  returned: [],
};

/**
 * The moves the carrier makes (docs/decisions/054-shipments-and-carrier-events.md): booking ships an order that is
 * paid for or confirmed for cash on delivery, and the parcel's events deliver it or bring it back.
 */
const CARRIER_NEXT: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  paid: ['shipped'],
  processing: ['shipped'],
  confirmed: ['shipped'],
  shipped: ['delivered', 'returning', 'returned'],
  returning: ['returned'],
};
export const canCarrierMove = (from: OrderStatus, to: OrderStatus): boolean =>
  CARRIER_NEXT[from]?.includes(to) ?? false;
export const canShip = (status: OrderStatus): boolean => canCarrierMove(status, 'shipped');

export const allowedNextStatuses = (from: OrderStatus): readonly OrderStatus[] => NEXT[from];
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** A customer may cancel until the order has been shipped. */
export const customerCanCancel = (status: OrderStatus): boolean =>
  status === 'pending' ||
  status === 'paid' ||
  status === 'processing' ||
  status === 'awaiting_confirmation' ||
  status === 'confirmed';

/** Money can go back from any order that took it, including a cancelled one whose refund failed. */
export const canRefund = (status: OrderStatus): boolean =>
  status !== 'pending' && status !== 'refunded' && status !== 'awaiting_confirmation';

/** The changes a customer is told about by e-mail; `paid` has its own confirmation and `completed` is ours. */
export const CUSTOMER_NOTIFIED_STATUSES = [
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'returned',
] as const satisfies readonly OrderStatus[];
export const isCustomerNotified = (status: OrderStatus): boolean =>
  (CUSTOMER_NOTIFIED_STATUSES as readonly OrderStatus[]).includes(status);

export type StatusTone = 'yellow' | 'green' | 'grey';
export const statusTone = (status: OrderStatus): StatusTone =>
  status === 'pending' || status === 'awaiting_confirmation' || status === 'returning'
    ? 'yellow'
    : status === 'paid' || status === 'confirmed'
      ? 'green'
      : 'grey';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Bought means paid for: a pending order was never paid, and a cancelled or refunded one was given back. */
export const BOUGHT_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => s !== 'pending' && s !== 'cancelled' && s !== 'refunded',
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
};

export const allowedNextStatuses = (from: OrderStatus): readonly OrderStatus[] => NEXT[from];
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** A customer may cancel until the order has been shipped. */
export const customerCanCancel = (status: OrderStatus): boolean =>
  status === 'pending' || status === 'paid' || status === 'processing';

/** Money can go back from any order that took it, including a cancelled one whose refund failed. */
export const canRefund = (status: OrderStatus): boolean => status !== 'pending' && status !== 'refunded';

/** The changes a customer is told about by e-mail; `paid` has its own confirmation and `completed` is ours. */
export const CUSTOMER_NOTIFIED_STATUSES = [
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const satisfies readonly OrderStatus[];
export const isCustomerNotified = (status: OrderStatus): boolean =>
  (CUSTOMER_NOTIFIED_STATUSES as readonly OrderStatus[]).includes(status);

export type StatusTone = 'yellow' | 'green' | 'grey';
export const statusTone = (status: OrderStatus): StatusTone =>
  status === 'pending' ? 'yellow' : status === 'paid' ? 'green' : 'grey';

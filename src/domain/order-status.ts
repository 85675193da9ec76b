export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Bought means paid for: a pending order was never paid and a cancelled one was given back. */
export const BOUGHT_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => s !== 'pending' && s !== 'cancelled',
);

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

export const allowedNextStatuses = (from: OrderStatus): readonly OrderStatus[] => NEXT[from];
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

export type StatusTone = 'yellow' | 'green' | 'grey';
export const statusTone = (status: OrderStatus): StatusTone =>
  status === 'pending' ? 'yellow' : status === 'paid' ? 'green' : 'grey';

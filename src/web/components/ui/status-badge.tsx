import { statusTone, type OrderStatus, type StatusTone } from '../../../domain/order-status';
import type { ReturnStatus } from '../../../domain/returns';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<StatusTone, BadgeTone> = { yellow: 'warning', green: 'success', grey: 'neutral' };

export const statusLabel = (status: OrderStatus): string => status.charAt(0).toUpperCase() + status.slice(1);

/** docs/store-rules.md#sessions: pending yellow, paid green, every other state grey. The admin shows the capitalised label. */
export function StatusBadge({
  status,
  size = 'sm',
  label = status,
}: {
  status: OrderStatus;
  size?: 'sm' | 'md';
  label?: string;
}) {
  return (
    <Badge tone={TONES[statusTone(status)]} size={size}>
      {label}
    </Badge>
  );
}

/** How a return's state reads and the colour it wears, the same for the shopper and for staff (decision 029). */
export const RETURN_STATUS_LOOKS: Record<ReturnStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  dispatched: { label: 'Replacement dispatched', tone: 'success' },
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { label, tone } = RETURN_STATUS_LOOKS[status];
  return <Badge tone={tone}>{label}</Badge>;
}

import { statusTone, type OrderStatus, type StatusTone } from '../../../domain/order-status';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<StatusTone, BadgeTone> = { yellow: 'warning', green: 'success', grey: 'neutral' };

export const statusLabel = (status: OrderStatus): string => status.charAt(0).toUpperCase() + status.slice(1);

/** Spec §4: pending yellow, paid green, every other state grey. The admin shows the capitalised label. */
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

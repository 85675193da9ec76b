import type { OrderStatus, StatusTone } from '../../../../domain/order-status';
import { statusTone } from '../../../../domain/order-status';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONE: Record<StatusTone, BadgeTone> = { yellow: 'warning', green: 'success', grey: 'neutral' };

export const statusLabel = (status: OrderStatus): string => status.charAt(0).toUpperCase() + status.slice(1);

/** An order's status, coloured as spec §4 says: pending yellow, paid green, the rest grey. */
export function StatusBadge({ status, size = 'sm' }: { status: OrderStatus; size?: 'sm' | 'md' }) {
  return (
    <Badge tone={TONE[statusTone(status)]} size={size}>
      {statusLabel(status)}
    </Badge>
  );
}

import { statusTone, type OrderStatus, type StatusTone } from '../../../../domain/order-status';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<StatusTone, BadgeTone> = { yellow: 'warning', green: 'success', grey: 'neutral' };

/** Spec §4: pending yellow, paid green, every other state grey. */
export function StatusBadge({ status, size = 'sm' }: { status: OrderStatus; size?: 'sm' | 'md' }) {
  return (
    <Badge tone={TONES[statusTone(status)]} size={size}>
      {status}
    </Badge>
  );
}

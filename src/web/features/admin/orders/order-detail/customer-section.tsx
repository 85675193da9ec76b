import { UserRound } from 'lucide-react';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { Button } from '../../../../components/ui/button';
import { SheetSection } from './sheet-section';

export function CustomerSection({
  user,
  onOpenCustomer,
}: {
  user: AdminOrderDetail['user'];
  onOpenCustomer: (id: string) => void;
}) {
  return (
    <SheetSection title="Customer" icon={<UserRound aria-hidden />}>
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-ink">{user.name}</p>
          <p className="truncate text-xs text-ink-muted">{user.email}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => onOpenCustomer(user.id)}>
          View customer
        </Button>
      </div>
    </SheetSection>
  );
}

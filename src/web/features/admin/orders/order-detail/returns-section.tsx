import { PackageOpen } from 'lucide-react';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { useOrderReturns } from '../api/returns';
import { ReturnItem } from './return-item';
import { SheetSection } from './sheet-section';

/** The customer's return and exchange requests, with the decision on each (decision 029). */
export function ReturnsSection({ order }: { order: AdminOrderDetail }) {
  const returns = useOrderReturns(order.id);
  if (!returns.data?.length) return null;
  return (
    <SheetSection title="Returns & exchanges" icon={<PackageOpen aria-hidden />}>
      <ul className="space-y-4">
        {returns.data.map((request) => (
          <ReturnItem key={request.id} request={request} />
        ))}
      </ul>
    </SheetSection>
  );
}

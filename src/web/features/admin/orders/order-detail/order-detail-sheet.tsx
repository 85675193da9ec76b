import { History, ReceiptText } from 'lucide-react';
import { formatDateTime } from '../../../../../domain/format';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { OrderTimeline } from '../../../../components/ui/order-timeline';
import { Skeleton, SkeletonGroup } from '../../../../components/ui/skeleton';
import { useOrder } from '../api/get-order';
import { RecordSheet } from '../../shell/record-sheet';
import { CustomerSection } from './customer-section';
import { InstallationSection } from './installation-section';
import { ItemsSection } from './items-section';
import { NotesSection } from './notes-section';
import { PaymentSection } from './payment-section';
import { RefundsSection } from './refunds-section';
import { ReturnsSection } from './returns-section';
import { SheetSection } from './sheet-section';
import { ShippingSection } from './shipping-section';
import { StatusPanel } from './status-control';

export interface OrderDetailSheetProps {
  /** the open order, or null when the sheet is closed */
  orderId: string | null;
  onClose: () => void;
  onOpenCustomer: (customerId: string) => void;
}

/** One order in a side sheet: items, totals, shipping, payment, and the status change for editors. */
export function OrderDetailSheet({ orderId, onClose, onOpenCustomer }: OrderDetailSheetProps) {
  const order = useOrder(orderId);
  return (
    <RecordSheet
      heading={(record) => ({
        title: `Order #${record.orderNumber}`,
        description: `Placed ${formatDateTime(record.createdAt)}`,
      })}
      noun="order"
      id={orderId}
      onClose={onClose}
      query={order}
      icon={ReceiptText}
      skeleton={<OrderSkeleton />}
    >
      {(record) => <OrderBody order={record} onOpenCustomer={onOpenCustomer} />}
    </RecordSheet>
  );
}

function OrderBody({
  order,
  onOpenCustomer,
}: {
  order: AdminOrderDetail;
  onOpenCustomer: (id: string) => void;
}) {
  return (
    <>
      <StatusPanel order={order} />
      <ItemsSection order={order} />
      <SheetSection title="Timeline" icon={<History aria-hidden />}>
        <OrderTimeline events={order.timeline} />
      </SheetSection>
      <InstallationSection order={order} />
      <ReturnsSection order={order} />
      <RefundsSection order={order} />
      <NotesSection order={order} />
      <ShippingSection order={order} />
      <PaymentSection order={order} />
      <CustomerSection user={order.user} onOpenCustomer={onOpenCustomer} />
    </>
  );
}

function OrderSkeleton() {
  return (
    <div className="space-y-5 px-5 py-5 sm:px-6" aria-hidden>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-10 w-full" />
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="h-[60px] w-12" />
          <SkeletonGroup className="flex-1 space-y-2" shapes={['h-4 w-3/4', 'h-3 w-1/2']} />
        </div>
      ))}
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

import { CreditCard, MapPin, ReceiptText, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { AdminOrder } from '../../../../domain/admin';
import { formatDateTime, formatINR } from '../../../../domain/format';
import { allowedNextStatuses, type OrderStatus } from '../../../../domain/order-status';
import { taxLines } from '../../../../domain/pricing';
import { Button } from '../../../components/ui/button';
import { formatRate } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { Sheet } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useOrder } from '../api/get-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { Alert } from '../components/alert';
import { EmptyState } from '../components/empty-state';
import { SelectControl } from '../components/fields';
import { StatusBadge, statusLabel } from '../components/status-badge';
import { usePermissions } from '../components/use-permissions';

export interface OrderDetailSheetProps {
  /** the open order, or null when the sheet is closed */
  orderId: string | null;
  onClose: () => void;
  onOpenCustomer: (customerId: string) => void;
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="border-t border-sand-200 px-5 py-5 sm:px-6">
      <h3 className="mb-3 flex items-center gap-2 font-sans text-[11px] font-semibold tracking-[0.14em] text-ink-muted uppercase [&>svg]:size-3.5">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function StatusControl({ order }: { order: AdminOrder }) {
  const { canEdit } = usePermissions();
  const change = useUpdateOrderStatus();
  const next = allowedNextStatuses(order.status);
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  // A choice made for an earlier status makes no sense once the status has moved on.
  const [seenStatus, setSeenStatus] = useState(order.status);
  if (seenStatus !== order.status) {
    setSeenStatus(order.status);
    setChoice('');
  }

  if (!canEdit) return null;
  if (next.length === 0) {
    return <p className="mt-3 text-sm text-ink-muted">This order is {order.status}; its status is final.</p>;
  }

  const submit = () => {
    if (!choice) return;
    change.mutate(
      { id: order.id, status: choice },
      {
        onSuccess: (saved) =>
          toast.success(`Order #${saved.orderNumber} marked ${statusLabel(saved.status).toLowerCase()}`),
      },
    );
  };

  return (
    <div className="mt-4">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex gap-2"
      >
        <SelectControl
          aria-label="New status"
          value={choice}
          onChange={(e) => {
            change.reset();
            setChoice(next.find((s) => s === e.target.value) ?? '');
          }}
          className="flex-1"
        >
          <option value="">Change status to…</option>
          {next.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </SelectControl>
        <Button type="submit" size="sm" className="h-10" disabled={!choice} loading={change.isPending}>
          Update
        </Button>
      </form>
      {change.isError && (
        <Alert className="mt-3">{errorMessage(change.error, 'Failed to update order status')}</Alert>
      )}
    </div>
  );
}

function OrderBody({ order, onOpenCustomer }: { order: AdminOrder; onOpenCustomer: (id: string) => void }) {
  const ship = order.shippingInfo;
  const card = order.cardInfo;
  return (
    <>
      <div className="px-5 py-5 sm:px-6">
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-ink-soft">Status</span>
          <StatusBadge status={order.status} size="md" />
        </div>
        <StatusControl order={order} />
      </div>

      <Section title={`Items (${order.items.length})`} icon={<ReceiptText aria-hidden />}>
        <ul className="flex flex-col gap-4">
          {order.items.map((item, index) => {
            const details = [
              item.kind === 'sample' ? 'A4 sample' : null,
              item.selectedColor,
              item.selectedMaterial,
              item.customDimensions && `${item.customDimensions.width} × ${item.customDimensions.height} in`,
              item.installation ? 'With installation' : null,
            ].filter(Boolean);
            return (
              <li key={index} className="flex gap-3">
                <ProductImage
                  src={item.product.images[0]}
                  alt=""
                  width={48}
                  height={60}
                  sizes="48px"
                  className="h-[60px] w-12 shrink-0 rounded-md"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm leading-snug font-medium text-ink">{item.product.name}</p>
                  {details.length > 0 && (
                    <p className="mt-0.5 text-xs text-ink-muted">{details.join(' · ')}</p>
                  )}
                  <p className="mt-0.5 text-xs text-ink-muted">
                    Qty {item.quantity} · {formatRate(item.rate, item.unit)}
                  </p>
                </div>
                <p className="text-sm font-medium text-ink tabular-nums">{formatINR(item.amount)}</p>
              </li>
            );
          })}
        </ul>
        <dl className="mt-5 space-y-1.5 border-t border-dashed border-sand-200 pt-4 text-sm">
          <div className="flex justify-between text-ink-soft">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatINR(order.subtotal)}</dd>
          </div>
          {order.sampleCredit && (
            <div className="flex justify-between text-ink-soft">
              <dt>Sample credit ({order.sampleCredit.code})</dt>
              <dd className="tabular-nums">−{formatINR(order.sampleCredit.amount)}</dd>
            </div>
          )}
          <div className="flex justify-between text-ink-soft">
            <dt>Shipping</dt>
            <dd className="tabular-nums">{order.shipping === 0 ? 'Free' : formatINR(order.shipping)}</dd>
          </div>
          {taxLines(order.tax, order.gst).map(({ label, amount }) => (
            <div key={label} className="flex justify-between text-ink-soft">
              <dt>{label}</dt>
              <dd className="tabular-nums">{formatINR(amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between pt-1.5 text-base font-semibold text-ink">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatINR(order.total)}</dd>
          </div>
        </dl>
      </Section>

      <Section title="Shipping" icon={<MapPin aria-hidden />}>
        <address className="text-sm leading-relaxed text-ink not-italic">
          <span className="font-medium">{ship.name}</span>
          <br />
          {ship.address}
          <br />
          {ship.city}, {ship.state} {ship.zip}
        </address>
        <p className="mt-2 text-sm text-ink-soft">
          <a href={`tel:${ship.phone}`} className="underline-offset-4 hover:underline">
            {ship.phone}
          </a>
          <span className="px-1.5 text-ink-muted">·</span>
          <a href={`mailto:${ship.email}`} className="underline-offset-4 hover:underline">
            {ship.email}
          </a>
        </p>
      </Section>

      <Section title="Payment" icon={<CreditCard aria-hidden />}>
        <p className="text-sm text-ink">
          {card ? (
            <>
              {card.brand} <span className="tabular-nums">•••• {card.last4}</span>
            </>
          ) : order.paymentMethod ? (
            <span className="capitalize">{order.paymentMethod}</span>
          ) : (
            'Not recorded'
          )}
        </p>
        <p className="mt-1 text-xs text-ink-muted">
          Provider order <span className="font-mono">{order.orderId}</span>
        </p>
      </Section>

      <Section title="Customer" icon={<UserRound aria-hidden />}>
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-ink">{order.user.name}</p>
            <p className="truncate text-xs text-ink-muted">{order.user.email}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => onOpenCustomer(order.user.id)}>
            View customer
          </Button>
        </div>
      </Section>
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
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** One order in a side sheet: items, totals, shipping, payment, and the status change for editors. */
export function OrderDetailSheet({ orderId, onClose, onOpenCustomer }: OrderDetailSheetProps) {
  const order = useOrder(orderId);
  const data = order.data;
  return (
    <Sheet
      open={orderId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={data ? `Order #${data.orderNumber}` : 'Order'}
      description={data ? `Placed ${formatDateTime(data.createdAt)}` : undefined}
    >
      {data ? (
        <OrderBody order={data} onOpenCustomer={onOpenCustomer} />
      ) : order.isError ? (
        <EmptyState
          size="sm"
          icon={<ReceiptText />}
          title={errorMessage(order.error, 'The order could not be loaded.')}
        />
      ) : (
        <OrderSkeleton />
      )}
    </Sheet>
  );
}

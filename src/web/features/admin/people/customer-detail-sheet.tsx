import { clsx } from 'clsx';
import { ChevronRight, Users } from 'lucide-react';
import { formatMobile } from '../../../../domain/address';
import { formatDate, formatINR } from '../../../../domain/format';
import { Skeleton } from '../../../components/ui/skeleton';
import type { AdminCustomerDetail } from '../../../../domain/customer';
import { useCustomer } from './api/get-customer';
import { CustomerCredit } from './customer-credit';
import { RecordSheet } from '../shell/record-sheet';
import { StatusBadge, statusLabel } from '../../../components/ui/status-badge';
import { telHref } from '../../../lib/store-info';

export interface CustomerDetailSheetProps {
  customerId: string | null;
  onClose: () => void;
  onOpenOrder: (orderId: string) => void;
}

function Figure({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div
      className={clsx(
        'rounded-lg border border-sand-200 bg-white px-3 py-2.5',
        wide && 'col-span-2 sm:col-span-1',
      )}
    >
      <dt className="text-[10px] font-semibold tracking-[0.14em] text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 font-serif text-lg leading-tight text-ink tabular-nums lining-nums">{value}</dd>
    </div>
  );
}

function CustomerBody({
  customer,
  onOpenOrder,
}: {
  customer: AdminCustomerDetail;
  onOpenOrder: (id: string) => void;
}) {
  return (
    <div className="px-5 py-5 sm:px-6">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label="Lifetime value (incl. GST)" value={formatINR(customer.lifetimeValue)} wide />
        <Figure label="Orders" value={customer.orderCount.toLocaleString('en-IN')} />
        <Figure label="Joined" value={formatDate(customer.createdAt)} />
      </dl>
      {customer.phone && (
        <p className="mt-4 text-sm text-ink-soft">
          Phone{' '}
          <a href={telHref(customer.phone)} className="text-ink underline-offset-4 hover:underline">
            {formatMobile(customer.phone)}
          </a>
        </p>
      )}
      <CustomerCredit customerId={customer.id} />

      <h3 className="mt-7 mb-3 font-sans text-[11px] font-semibold tracking-[0.14em] text-ink-muted uppercase">
        Orders
      </h3>
      {customer.orders.length === 0 ? (
        <p className="rounded-lg border border-dashed border-sand-300 px-4 py-6 text-center text-sm text-ink-muted">
          No orders yet.
        </p>
      ) : (
        <ul className="divide-y divide-sand-100 overflow-hidden rounded-lg border border-sand-200 bg-white">
          {customer.orders.map((order) => (
            <li key={order.id}>
              <button
                type="button"
                onClick={() => onOpenOrder(order.id)}
                className="flex w-full items-center gap-3 px-3.5 py-3 text-left transition-colors hover:bg-sand-50"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-[13px] font-semibold tracking-wide text-ink tabular-nums">
                    #{order.orderNumber}
                  </p>
                  <p className="text-xs text-ink-muted">{formatDate(order.createdAt)}</p>
                </div>
                <StatusBadge status={order.status} label={statusLabel(order.status)} />
                <span className="w-24 text-right text-sm font-medium text-ink tabular-nums">
                  {formatINR(order.total)}
                </span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-muted" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A customer in a side sheet: lifetime value, order count and every order, each one opening its own sheet. */
export function CustomerDetailSheet({ customerId, onClose, onOpenOrder }: CustomerDetailSheetProps) {
  const customer = useCustomer(customerId);
  return (
    <RecordSheet
      heading={(record) => ({ title: record.name, description: record.email })}
      noun="customer"
      id={customerId}
      onClose={onClose}
      query={customer}
      icon={Users}
      skeleton={
        <div className="space-y-4 px-5 py-5 sm:px-6" aria-hidden>
          <div className="grid grid-cols-3 gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
          <Skeleton className="h-40 w-full" />
        </div>
      }
    >
      {(record) => <CustomerBody customer={record} onOpenOrder={onOpenOrder} />}
    </RecordSheet>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Package } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { formatDate, formatINR } from '../../../domain/format';
import { ORDER_MESSAGES, type Order } from '../../../domain/order';
import { LoadError } from '../../components/ui/load-error';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { ProductThumb } from '../../components/ui/product-image';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { useAuth } from '../../stores/auth/auth-context';
import { loginPath } from '../../lib/redirect';
import { ordersQuery } from './api/get-orders';
import { StatusBadge } from '../../components/ui/status-badge';
import { EmptyState } from '../../components/ui/empty-state';

/**
 * docs/store-rules.md#screens Order history: each order links to its details; signed-out shoppers go to /login.
 * A failed request says so, with a retry, rather than 'No orders found.' (decision 013).
 */
export function OrdersPage() {
  useTablePageMeta('orders');
  const { user, status } = useAuth();
  // Always fresh on arrival: an order placed a moment ago must be in the list.
  const orders = useQuery({ ...ordersQuery(), enabled: user !== null, refetchOnMount: 'always' });

  if (status !== 'checking' && !user) return <Navigate to={loginPath('/orders')} replace />;

  return (
    <main className="mx-auto w-full max-w-4xl px-5 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p className="text-[11px] font-semibold tracking-[0.18em] text-gold-dark uppercase">My Account</p>
      <h1 className="mt-2 font-serif text-3xl text-ink sm:text-4xl">My Orders</h1>

      <div className="mt-8">
        {status === 'checking' || orders.isPending ? (
          <OrdersLoading />
        ) : orders.isError ? (
          <LoadError
            title="Your orders could not be loaded."
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : orders.data.length === 0 ? (
          <NoOrders />
        ) : (
          <ul className="space-y-3">
            {orders.data.map((order) => (
              <li key={order.id}>
                <OrderRow order={order} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

function OrderRow({ order }: { order: Order }) {
  const pieces = order.items.reduce((sum, i) => sum + i.quantity, 0);
  const shown = order.items.slice(0, 3);
  return (
    <Link
      to={`/orders/${order.id}`}
      className="group flex items-center gap-4 rounded-card border border-sand-200 bg-white/70 p-4 shadow-soft transition-colors hover:border-gold/50 hover:bg-white sm:gap-5 sm:p-5"
    >
      <div className="hidden shrink-0 -space-x-3 sm:flex" aria-hidden>
        {shown.map((item, index) => (
          <ProductThumb
            key={`${item.product.name}-${index}`}
            src={item.product.images[0]}
            width={56}
            className="size-14 rounded-lg ring-2 ring-white"
          />
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-medium text-ink">
            Order <span className="tracking-wide">#{order.orderNumber}</span>
          </p>
          <StatusBadge status={order.status} />
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {pieces}{' '}
          {pieces === 1 ? 'item' : 'items'}
        </p>
      </div>
      <p className="shrink-0 text-right font-semibold text-ink tabular-nums">{formatINR(order.total)}</p>
      <ChevronRight
        aria-hidden
        className="size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}

function OrdersLoading() {
  return (
    <div>
      <p role="status" className="mb-3 text-sm text-ink-muted">
        Loading...
      </p>
      <div className="space-y-3" aria-hidden>
        {Array.from({ length: 3 }, (_, i) => (
          <div
            key={i}
            className="flex items-center gap-5 rounded-card border border-sand-200 bg-white/60 p-5"
          >
            <Skeleton className="hidden size-14 sm:block" rounded="lg" />
            <SkeletonGroup className="flex-1 space-y-2" shapes={['h-4 w-40', 'h-3 w-28']} />
            <Skeleton className="h-5 w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}

function NoOrders() {
  return (
    <EmptyState
      look="card"
      icon={Package}
      title={ORDER_MESSAGES.noOrders}
      text="When you place an order, it will appear here."
      action="Shop Now"
    />
  );
}

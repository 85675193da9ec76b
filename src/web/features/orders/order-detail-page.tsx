import { useQuery } from '@tanstack/react-query';
import { CreditCard, MapPin, PackageCheck, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatMobile } from '../../../domain/address';
import { formatDateTime, formatINR, orderNumber, paymentMethodLabel } from '../../../domain/format';
import { ORDER_MESSAGES, type Order, type OrderItem } from '../../../domain/order';
import { customerCanCancel } from '../../../domain/order-status';
import { orderItemDescription } from '../../../domain/line-details';
import { taxLines } from '../../../domain/pricing';
import { BackLink } from '../../components/ui/back-link';
import { Button } from '../../components/ui/button';
import { FigureRow, ShippingFigure } from '../../components/ui/figure-row';
import { Alert } from '../../components/ui/alert';
import { LoadError } from '../../components/ui/load-error';
import { Modal } from '../../components/ui/modal';
import { OrderTimeline } from '../../components/ui/order-timeline';
import { ParcelSteps } from './parcel-steps';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { LineParts } from '../../components/ui/line-parts';
import { NamedThumb } from '../../components/ui/product-image';
import { DownloadButton } from '../../components/ui/download-button';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { errorMessage, meansNotFound } from '../../lib/api-client';
import { useAuth } from '../../stores/auth/auth-context';
import { loginPath } from '../../lib/redirect';
import { useCancelOrder } from './api/cancel-order';
import { CodCard } from './components/cod-card';
import { DeliveryProblemCard } from './components/delivery-problem-card';
import { downloadInvoice } from './api/download-invoice';
import { orderQuery } from './api/get-orders';
import { ReturnsCard } from './components/returns-card';
import { InstallationCard } from './components/installation-card';
import { STOCK_MESSAGES } from '../../../domain/stock';
import { StatusBadge } from '../../components/ui/status-badge';

/**
 * docs/store-rules.md#screens Order details. An order the server will not show (someone else's, a bad id) is
 * 'Order not found.' (docs/store-rules.md#errors); a request that failed says so, with a retry (decision 013).
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  // A guest's confirmation mail links here with ?token=, which shows the order without signing in (decision
  // 019).
  const token = useSearchParams()[0].get('token');
  const { user, status } = useAuth();
  const order = useQuery({
    ...orderQuery(id, token),
    enabled: (user !== null || token !== null) && id !== '',
  });
  useTablePageMeta('order', order.data ? `Order #${order.data.orderNumber}` : undefined);

  if (status !== 'checking' && !user && token === null)
    return <Navigate to={loginPath(`/orders/${id}`)} replace />;

  return (
    <main className="mx-auto w-full max-w-5xl px-5 py-8 sm:px-6 sm:py-12 lg:px-8">
      <BackLink to="/orders">Back to orders</BackLink>
      {(status === 'checking' && token === null) || order.isPending ? (
        <DetailSkeleton />
      ) : order.isError && !meansNotFound(order.error) ? (
        <LoadError
          heading="h1"
          title="This order could not be loaded."
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
          className="mt-10"
        />
      ) : order.isError ? (
        <div className="mt-10 rounded-card border border-dashed border-sand-300 bg-white/50 px-6 py-14 text-center">
          <h1 className="font-serif text-2xl text-ink">{ORDER_MESSAGES.notFound}</h1>
          <p className="mt-2 text-sm text-ink-soft">
            It may belong to another account, or the link is incomplete.{' '}
            <Link to="/orders" className="font-medium text-gold-dark underline-offset-4 hover:underline">
              See your orders
            </Link>
          </p>
        </div>
      ) : (
        <OrderDetails order={order.data} token={token} />
      )}
    </main>
  );
}

function OrderDetails({ order, token }: { order: Order; token: string | null }) {
  const s = order.shippingInfo;
  return (
    <>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">
          Order <span className="tracking-wide lining-nums">#{orderNumber(order.id)}</span>
        </h1>
        <StatusBadge status={order.status} size="md" />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <p className="text-sm text-ink-muted">
          Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          {order.invoiceNumber && (
            <>
              <span className="px-1.5">·</span>
              <span className="whitespace-nowrap">
                Tax invoice{' '}
                <span className="font-medium text-ink-soft tabular-nums">{order.invoiceNumber}</span>
              </span>
            </>
          )}
        </p>
        {order.invoiceNumber && (
          <DownloadButton
            variant="secondary"
            size="sm"
            download={() => downloadInvoice(order.id, token)}
            failure="The invoice could not be downloaded. Please try again."
          >
            Download invoice
          </DownloadButton>
        )}
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="order-items"
          className="rounded-card border border-sand-200 bg-white/80 p-5 shadow-soft sm:p-6"
        >
          <h2 id="order-items" className="font-serif text-xl text-ink">
            Items
          </h2>
          <ul className="mt-2 divide-y divide-sand-200">
            {order.items.map((item, index) => (
              <ItemRow key={`${item.product.name}-${index}`} item={item} />
            ))}
          </ul>
          <dl className="mt-2 space-y-2 border-t border-sand-200 pt-4 text-sm">
            <FigureRow term="Subtotal" value={formatINR(order.subtotal)} />
            {order.sampleCredit && (
              <FigureRow
                term={`Sample credit (${order.sampleCredit.code})`}
                value={`−${formatINR(order.sampleCredit.amount)}`}
              />
            )}
            {/* Each saving its own line, then shipping before its free-shipping part (decision 064). */}
            {order.savings.map((saving) => (
              <FigureRow
                key={`${saving.name}-${saving.code ?? ''}`}
                data-testid="order-saving"
                tone="credit"
                term={saving.code ? `${saving.name} (${saving.code})` : saving.name}
                value={`−${formatINR(saving.amount)}`}
              />
            ))}
            <FigureRow
              term="Shipping"
              value={
                <ShippingFigure
                  amount={
                    Math.round(
                      (order.shipping + order.savings.reduce((sum, s) => sum + s.shipping, 0)) * 100,
                    ) / 100
                  }
                />
              }
            />
            {order.cod && <FigureRow term="Cash on delivery fee" value={formatINR(order.cod.fee)} />}
            {taxLines(order.tax, order.gst, order.taxRate).map(({ label, amount }) => (
              <FigureRow key={label} term={label} value={formatINR(amount)} />
            ))}
            <FigureRow tone="total" term="Total" value={formatINR(order.total)} />
            {/* How it was paid: gift cards and store credit are means of payment, under the total (decision 064). */}
            {order.giftCards.map((card) => (
              <FigureRow
                key={card.last4}
                data-testid="order-gift-card"
                tone="credit"
                term={`Paid by gift card ···${card.last4}`}
                value={`−${formatINR(card.amount)}`}
              />
            ))}
            {order.storeCredit > 0 && (
              <FigureRow
                tone="credit"
                term="Paid from store credit"
                value={`−${formatINR(order.storeCredit)}`}
              />
            )}
            {order.refunded > 0 && (
              <FigureRow tone="refund" term="Refunded" value={`−${formatINR(order.refunded)}`} />
            )}
          </dl>
        </section>

        <div className="space-y-5">
          <DeliveryProblemCard order={order} token={token} />
          <InfoCard title="Order progress" icon={<PackageCheck className="size-4" />}>
            <OrderTimeline events={order.timeline} />
            <ParcelSteps shipment={order.shipment} />
            <CancelOrder order={order} token={token} />
          </InfoCard>
          <CodCard order={order} token={token} />
          <InstallationCard order={order} token={token} />
          <ReturnsCard order={order} token={token} />
          <InfoCard title="Shipping Information" icon={<MapPin className="size-4" />}>
            <p className="font-medium text-ink">{s.name}</p>
            {s.address && <p>{s.address}</p>}
            {(s.city || s.state || s.zip) && (
              <p>{[s.city, [s.state, s.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</p>
            )}
            <dl className="mt-3 space-y-1">
              {s.phone && (
                <div className="flex gap-2">
                  <dt className="text-ink-muted">Phone</dt>
                  <dd>{formatMobile(s.phone)}</dd>
                </div>
              )}
              {s.email && (
                <div className="flex min-w-0 gap-2">
                  <dt className="text-ink-muted">Email</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">{s.email}</dd>
                </div>
              )}
            </dl>
          </InfoCard>
          <InfoCard
            title="Payment"
            icon={
              order.paymentMethod === 'upi' ? (
                <Smartphone className="size-4" />
              ) : (
                <CreditCard className="size-4" />
              )
            }
          >
            <PaymentSummary order={order} />
          </InfoCard>
        </div>
      </div>
    </>
  );
}

/** Stays mounted once the order is cancelled, so the dialog can close and say so. */
function CancelOrder({ order, token }: { order: Order; token: string | null }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(order.id, token);
  return (
    <>
      {customerCanCancel(order.status) && (
        <div className="mt-5 border-t border-sand-200 pt-4">
          <p className="text-xs text-ink-muted">You can cancel until your order ships.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setOpen(true)}>
            Cancel order
          </Button>
        </div>
      )}
      <Modal
        open={open}
        onOpenChange={(next) => !cancel.isPending && setOpen(next)}
        title="Cancel this order?"
        size="sm"
      >
        <div className="px-6 pt-2 pb-6 text-sm leading-relaxed text-ink-soft">
          <p>
            Order #{order.orderNumber} will be cancelled and {formatINR(order.total - order.refunded)}{' '}
            refunded{' '}
            {order.giftCards.length || order.storeCredit > 0
              ? 'where you paid it from: your card or UPI, store credit and gift cards.'
              : 'to your original payment method.'}
          </p>
          {cancel.isError && (
            <Alert className="mt-4">
              {errorMessage(cancel.error, 'The order could not be cancelled. Please try again.')}
            </Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" size="sm" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep order
            </Button>
            <Button
              variant="danger"
              size="sm"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setOpen(false);
                    toast.success(`Order #${order.orderNumber} cancelled`);
                  },
                })
              }
            >
              Cancel order
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}

function PaymentSummary({ order }: { order: Order }) {
  if (order.cardInfo) {
    return (
      <p>
        <span className="font-medium text-ink">{order.cardInfo.brand}</span> ending in{' '}
        <span className="font-mono text-ink">{order.cardInfo.last4}</span>
      </p>
    );
  }
  if (order.paymentMethod)
    return <p className="font-medium text-ink">{paymentMethodLabel(order.paymentMethod)}</p>;
  return <p>Paid online</p>;
}

function ItemRow({ item }: { item: OrderItem }) {
  const link = item.product.id ? `/products/${item.product.id}` : null;
  return (
    <li className="flex gap-4 py-4">
      <NamedThumb product={item.product} width={80} className="size-20 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex items-start justify-between gap-3">
          {link ? (
            <Link to={link} className="font-medium text-ink underline-offset-4 hover:underline">
              {item.product.name}
            </Link>
          ) : (
            <p className="font-medium text-ink">{item.product.name}</p>
          )}
          <p className="shrink-0 font-medium text-ink tabular-nums">{formatINR(item.amount)}</p>
        </div>
        {item.batch && <p className="mt-1 text-xs text-ink-muted">Print batch {item.batch}</p>}
        <LineParts
          description={orderItemDescription(item)}
          picture={{ image: item.product.images[0], line: item }}
          className="mt-1.5 text-sm"
        />
        {item.awaitingStock && <p className="mt-2 text-sm text-danger">{STOCK_MESSAGES.awaitingCustomer}</p>}
      </div>
    </li>
  );
}

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-card border border-sand-200 bg-white/80 p-5 shadow-soft">
      <h2 className="flex items-center gap-2 font-serif text-lg text-ink">
        <span aria-hidden className="text-gold-dark">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-3 text-sm leading-relaxed text-ink-soft">{children}</div>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div className="mt-5">
      <p role="status" className="sr-only">
        Loading...
      </p>
      <Skeleton className="h-9 w-56" />
      <Skeleton className="mt-3 h-4 w-44" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-80 w-full" rounded="lg" />
        <SkeletonGroup className="space-y-5" rounded="lg" shapes={['h-44 w-full', 'h-24 w-full']} />
      </div>
    </div>
  );
}

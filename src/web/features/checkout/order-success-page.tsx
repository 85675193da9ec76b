import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CircleCheck, Mail, PhoneCall } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { DELIVERY_GENERAL, deliveryEstimate } from '../../../domain/delivery';
import { formatDate, formatINR, orderNumber } from '../../../domain/format';
import { taxLines } from '../../../domain/pricing';
import { ButtonLink } from '../../components/ui/button';
import { IconDisc } from '../../components/ui/icon-disc';
import { IconRow } from '../../components/ui/icon-row';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { Skeleton } from '../../components/ui/skeleton';
import { StoreLogo } from '../../components/ui/store-logo';
import { telHref, useStoreInfo } from '../../lib/store-info';
import { useAuth } from '../../stores/auth/auth-context';
import { placedOrderQuery } from './api/place-order';

/**
 * After a successful checkout (docs/store-rules.md#screens, standalone): the order number and what happens
 * next. The number comes from the URL at once; the order itself (its e-mail and total) when the shopper is
 * signed in.
 */
export function OrderSuccessPage() {
  useTablePageMeta('orderSuccess');
  const [params] = useSearchParams();
  const id = params.get('order');
  const { user } = useAuth();
  const { info } = useStoreInfo();
  const order = useQuery({ ...placedOrderQuery(id), enabled: id !== null && user !== null });

  // The window for the PIN delivered to (domain/delivery.ts), and a call only about an installation that was
  // bought: an order without one was promised a measurement call it would never get (issue 26).
  const estimate = order.data
    ? deliveryEstimate(order.data.shippingInfo.zip, new Date(order.data.createdAt))
    : null;
  const installing = order.data?.items.some((i) => i.installation) ?? false;
  const email = order.data?.shippingInfo.email || order.data?.user.email || user?.email;

  return (
    <div className="flex min-h-dvh flex-col bg-ivory">
      <header className="border-b border-sand-200 bg-ivory/90">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-5 sm:px-6">
          <StoreLogo className="text-2xl text-ink" />
        </div>
      </header>

      <main className="mx-auto w-full max-w-3xl flex-1 px-5 py-10 sm:px-6 sm:py-16">
        <div className="rounded-card border border-sand-200 bg-white/80 p-6 text-center shadow-soft sm:p-10">
          <IconDisc tone="success" className="mx-auto size-16">
            <CircleCheck className="size-8" strokeWidth={1.5} />
          </IconDisc>
          <h1 className="mt-6 font-serif text-3xl text-ink sm:text-4xl">Thank you for your order</h1>
          {id ? (
            <p className="mt-3 text-ink-soft">
              Order number{' '}
              <span className="font-mono text-lg font-semibold tracking-wider text-ink">
                #{orderNumber(id)}
              </span>
            </p>
          ) : (
            <p className="mt-3 text-ink-soft">Your payment was received.</p>
          )}
          {order.isPending && id && user ? (
            <Skeleton className="mx-auto mt-2 h-5 w-40" />
          ) : (
            order.data && (
              <>
                <p className="mt-1 text-sm text-ink-muted">
                  {order.data.cod ? 'Total' : 'Total paid'}{' '}
                  <span className="font-medium text-ink tabular-nums">{formatINR(order.data.total)}</span>
                </p>
                {order.data.cod && (
                  <p className="mt-0.5 text-sm text-ink-muted" data-testid="cod-collect">
                    Cash on delivery: {formatINR(order.data.cod.collect)} to pay at the door
                  </p>
                )}
                <p className="mt-0.5 text-xs text-ink-muted">
                  Including{' '}
                  {taxLines(order.data.tax, order.data.gst, order.data.taxRate)
                    .map(({ label, amount }) => `${label} ${formatINR(amount)}`)
                    .join(' + ')}
                </p>
              </>
            )
          )}
        </div>

        <section aria-labelledby="next-steps" className="mt-10">
          <h2 id="next-steps" className="font-serif text-2xl text-ink">
            What happens next
          </h2>
          <ol className="mt-5 space-y-3">
            <IconRow look="card" icon={<Mail className="size-5" />} title="Confirmation e-mail">
              {email ? (
                <>
                  We have sent your order summary to <span className="font-medium text-ink">{email}</span>.
                </>
              ) : (
                'We have sent your order summary to your e-mail address.'
              )}
            </IconRow>
            {installing && (
              <IconRow look="card" icon={<PhoneCall className="size-5" />} title="We will call you">
                Our team will contact you within 24 hours to confirm your wall measurements and installation
                {info?.supportPhone ? (
                  <>
                    . Questions before then? Call{' '}
                    <a
                      href={telHref(info.supportPhone)}
                      className="font-medium text-ink underline-offset-4 hover:underline"
                    >
                      {info.supportPhone}
                    </a>
                    .
                  </>
                ) : (
                  '.'
                )}
              </IconRow>
            )}
            <IconRow look="card" icon={<CalendarCheck className="size-5" />} title="Delivery">
              {estimate ? (
                <>
                  Delivery to {estimate.place} in {estimate.minDays}–{estimate.maxDays} days: by{' '}
                  <span className="font-medium text-ink">{formatDate(estimate.by)}</span>.
                </>
              ) : (
                `${DELIVERY_GENERAL}.`
              )}
            </IconRow>
          </ol>
        </section>

        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={id && user ? `/orders/${encodeURIComponent(id)}` : '/orders'} size="lg">
            {id && user ? 'View order details' : 'View my orders'}
          </ButtonLink>
          {id && user && (
            <ButtonLink to="/orders" variant="secondary" size="lg">
              My orders
            </ButtonLink>
          )}
          <ButtonLink to="/products" variant="secondary" size="lg">
            Continue shopping
          </ButtonLink>
        </div>
      </main>
    </div>
  );
}

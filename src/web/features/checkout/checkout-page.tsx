import { CircleCheck } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, Navigate } from 'react-router';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout';
import { formatINR, orderNumber } from '../../../domain/format';
import type { Order } from '../../../domain/order';
import { CodeField } from '../../components/ui/code-field';
import { EmptyList } from '../../components/ui/drawer-parts';
import { IconDisc } from '../../components/ui/icon-disc';
import { LoadError } from '../../components/ui/load-error';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { SandboxCheckoutDialog } from '../../components/ui/sandbox-checkout-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { loginPath } from '../../lib/redirect';
import { BusinessField } from './components/business-field';
import { CheckoutProgress } from './components/checkout-progress';
import { CodConfirm } from './components/cod-confirm';
import { CodOption } from './components/cod-option';
import { CollapsibleOrderSummary, OrderSummary } from './components/order-summary';
import { PaymentStep } from './components/payment-step';
import { ShippingForm } from './components/shipping-form';
import { useCheckout } from './use-checkout';

export function CheckoutPage() {
  useTablePageMeta('checkout');
  const {
    user,
    status,
    store,
    headingRef,
    step,
    cart,
    address,
    codes,
    business,
    storeCredit,
    totals,
    payment,
  } = useCheckout();

  if (status === 'checking') return <CheckoutSkeleton />;
  if (!user) return <Navigate to={loginPath('/checkout')} replace />;

  if (payment.placed) return <CheckoutComplete order={payment.placed} headingRef={headingRef} />;
  // A cash order waits for its code (docs/decisions/056-cash-on-delivery.md).
  if (payment.cod.placed)
    return (
      <CodConfirm placed={payment.cod.placed} headingRef={headingRef} onConfirmed={payment.cod.onConfirmed} />
    );
  // The form takes its defaults once, so it waits for the saved addresses (a failed fetch just offers none).
  if (cart.isLoading || address.pending) return <CheckoutSkeleton />;
  if (cart.loadFailed)
    return (
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-5 py-20">
        <LoadError
          heading="h1"
          title="Your cart could not be loaded."
          onRetry={cart.reload}
          retrying={cart.reloading}
        />
      </main>
    );
  if (cart.lines.length === 0)
    return <EmptyList kind="cart" look="page" title={CHECKOUT_MESSAGES.cartEmpty} />;

  // The same figures folded on phones and open beside the form on wide screens.
  const summaryProps = {
    lines: cart.lines,
    summary: totals.summary,
    gst: totals.gst,
    creditCode: totals.credit?.code,
    savings: cart.savings,
    storeCredit: totals.creditPaid,
    giftCards: totals.cardsPaid,
  };
  const { shippingInfo } = address;
  const processing = payment.processing;
  return (
    <main className="mx-auto w-full max-w-6xl px-5 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-[11px] font-semibold tracking-[0.18em] text-gold-dark uppercase">
            Secure checkout
          </p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 font-serif text-3xl text-ink outline-none sm:text-4xl"
          >
            Checkout
          </h1>
        </div>
        <div className="w-full sm:max-w-md">
          <CheckoutProgress current={step.index} />
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="order-2 lg:order-1">
          {step.index === 0 || !shippingInfo ? (
            <ShippingForm
              defaultValues={address.defaults}
              savedAddresses={address.saved}
              initialAddressId={address.initialAddressId}
              onRemoveAddress={(id) => void address.remove(id)}
              onSubmit={(values, options) => void address.done(values, options)}
            />
          ) : (
            <PaymentStep
              shippingInfo={shippingInfo}
              total={totals.toPay}
              provider={store.provider}
              ready={payment.ready}
              processing={processing}
              error={payment.error}
              loadError={payment.loadError}
              onBack={() => step.goTo(0)}
              onPay={() => void payment.pay()}
            />
          )}
          {step.index === 1 && shippingInfo && store.info && !codes.applied.length && !storeCredit.use && (
            <CodOption
              shippingInfo={shippingInfo}
              lines={cart.lines}
              summary={totals.summary}
              gstSetting={totals.gstSetting}
              cod={store.info.cod}
              provider={store.provider}
              storeName={store.name}
              disabled={processing}
              onBusy={payment.setProcessing}
              onPlaced={payment.cod.onPlaced}
            />
          )}
        </div>
        <aside className="order-1 lg:order-2" aria-label="Your order">
          <div className="lg:sticky lg:top-28">
            <div className="lg:hidden">
              <CollapsibleOrderSummary {...summaryProps} />
            </div>
            <div className="hidden lg:block">
              <OrderSummary {...summaryProps} />
            </div>
            <div className="mt-4">
              <CodeField
                applied={codes.applied}
                disabled={processing}
                onApply={codes.apply}
                onRemove={codes.remove}
              />
            </div>
            <div className="mt-4">
              <BusinessField
                business={business.value}
                saved={business.saved}
                onChange={business.change}
                disabled={processing}
              />
            </div>
            {storeCredit.balance > 0 && (
              <label className="mt-4 flex items-center gap-3 rounded-card border border-sand-200 bg-white/80 p-4 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-gold-dark"
                  checked={storeCredit.use}
                  disabled={processing}
                  onChange={(event) => storeCredit.setUse(event.target.checked)}
                />
                <span className="text-ink">
                  Use my store credit{' '}
                  <span className="text-ink-muted">({formatINR(storeCredit.balance)} available)</span>
                </span>
              </label>
            )}
          </div>
        </aside>
      </div>

      {store.provider === 'sandbox' && (
        <SandboxCheckoutDialog
          paymentOrder={payment.sandboxOrder}
          storeName={store.name}
          prefillName={shippingInfo?.name ?? user.name}
          onSuccess={(result) => void payment.paid(result)}
          onFailure={(reason) => payment.fail(reason)}
          onDismiss={payment.closeSandbox}
        />
      )}
    </main>
  );
}

function CheckoutComplete({
  order,
  headingRef,
}: {
  order: Order;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const successUrl = `/order-success?order=${encodeURIComponent(order.id)}`;
  return (
    <main className="mx-auto w-full max-w-6xl px-5 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="mx-auto max-w-md">
        <CheckoutProgress current={2} />
      </div>
      <div className="mx-auto mt-12 flex max-w-lg flex-col items-center text-center">
        <IconDisc tone="success" className="size-20">
          <CircleCheck className="size-10" strokeWidth={1.5} />
        </IconDisc>
        <h1 ref={headingRef} tabIndex={-1} className="mt-6 font-serif text-4xl text-ink outline-none">
          {CHECKOUT_MESSAGES.orderComplete}
        </h1>
        <p className="mt-3 text-ink-soft">
          Thank you. Your payment was received and order{' '}
          <span className="font-medium text-ink">#{orderNumber(order.id)}</span> is confirmed.
        </p>
        <p role="status" className="mt-6 text-sm text-ink-muted">
          Taking you to your order confirmation…
        </p>
        <Link
          to={successUrl}
          replace
          className="mt-2 text-sm font-medium text-gold-dark underline-offset-4 hover:underline"
        >
          Continue now
        </Link>
      </div>
    </main>
  );
}

function CheckoutSkeleton() {
  return (
    <main className="mx-auto w-full max-w-6xl px-5 py-8 sm:px-6 sm:py-12 lg:px-8" aria-busy>
      <Skeleton className="h-3 w-28" />
      <Skeleton className="mt-3 h-9 w-48" />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="order-2 grid gap-5 sm:grid-cols-2 lg:order-1">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className={i === 4 ? 'sm:col-span-2' : undefined}>
              <Skeleton className="h-4 w-24" />
              <Skeleton className="mt-2 h-12 w-full" rounded="lg" />
            </div>
          ))}
        </div>
        <Skeleton className="order-1 h-72 w-full lg:order-2" rounded="lg" />
      </div>
    </main>
  );
}

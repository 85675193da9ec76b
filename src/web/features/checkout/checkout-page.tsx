import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  CHECKOUT_MESSAGES,
  checkoutTax,
  toShippingInfo,
  type PaymentOrder,
  type PaymentResult,
  type ShippingFormValues,
} from '../../../domain/checkout';
import { TIMINGS_MS } from '../../../domain/constants';
import { formatINR, orderNumber } from '../../../domain/format';
import type { Order } from '../../../domain/order';
import type { PaymentProviderName } from '../../../domain/store';
import { gstSplit } from '../../../domain/gst';
import {
  checkoutSummary,
  gstSplitInRupees,
  onlySamples,
  shippingPaiseFor,
  toPaise,
} from '../../../domain/pricing';
import { LoadError } from '../../components/ui/load-error';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { useStoreInfo } from '../../lib/store-info';
import { useAuth } from '../../stores/auth/auth-context';
import { loginPath } from '../../lib/redirect';
import { useCart } from '../../stores/cart/cart-context';
import { createPaymentOrder } from './api/create-payment-order';
import { placeOrder } from './api/place-order';
import { deleteAddress, saveAddress, savedAddressesQuery } from './api/saved-addresses';
import { CollapsibleOrderSummary, OrderSummary } from './components/order-summary';
import { PaymentStep } from './components/payment-step';
import { BusinessField } from './components/business-field';
import { saveBusiness, savedBusinessQuery } from './api/business';
import type { BusinessBuyer } from '../../../domain/business';
import { CodeField } from '../../components/ui/code-field';
import { fetchPlacedOrder, storeCreditQuery } from './api/store-credit';
import { SandboxCheckoutDialog } from '../../components/ui/sandbox-checkout-dialog';
import { ShippingForm } from './components/shipping-form';
import { CheckoutProgress, type CheckoutStep } from './components/checkout-progress';
import { loadRazorpay, openRazorpay } from '../../lib/razorpay-checkout';
import { EmptyList } from '../../components/ui/drawer-parts';
import { IconDisc } from '../../components/ui/icon-disc';
import type { PlacedCod } from '../../../domain/cod';
import { CodConfirm } from './components/cod-confirm';
import { CodOption } from './components/cod-option';

type PaymentError = { message: string; reason: string | null };

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Razorpay's script is fetched only for shoppers who reach the payment step with that provider. */
function useProviderReady(provider: PaymentProviderName | null, wanted: boolean) {
  const [state, setState] = useState<{ ready: boolean; error: string | null }>({ ready: false, error: null });
  useEffect(() => {
    if (!wanted || provider !== 'razorpay') return;
    let live = true;
    loadRazorpay().then(
      () => live && setState({ ready: true, error: null }),
      () =>
        live &&
        setState({
          ready: false,
          error: 'The payment service could not be loaded. Please check your connection and reload the page.',
        }),
    );
    return () => {
      live = false;
    };
  }, [provider, wanted]);
  if (provider === 'sandbox') return { ready: true, error: null };
  return state;
}

export function CheckoutPage() {
  useTablePageMeta('checkout');
  const { user, status } = useAuth();
  const { lines, isLoading, clear, loadFailed, reload, reloading, codes, savings, applyCode, removeCode } =
    useCart();
  const { storeName, info } = useStoreInfo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const [step, setStep] = useState<CheckoutStep>(0);
  const [shipping, setShipping] = useState<ShippingFormValues | null>(null);
  const [processing, setProcessing] = useState(false);
  const [paymentError, setPaymentError] = useState<PaymentError | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [business, setBusiness] = useState<BusinessBuyer | null>(null);
  const [useCredit, setUseCredit] = useState(false);
  const [codPlaced, setCodPlaced] = useState<PlacedCod | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const addressesQuery = savedAddressesQuery(user?.id ?? '');
  const saved = useQuery({ ...addressesQuery, enabled: Boolean(user) });
  const savedBusiness = useQuery({
    ...savedBusinessQuery(user?.id ?? ''),
    enabled: Boolean(user && !user.guest),
  });
  const storeCredit = useQuery({
    ...storeCreditQuery(user?.id ?? ''),
    enabled: Boolean(user && !user.guest),
  });

  const provider = info?.paymentProvider ?? null;
  const providerState = useProviderReady(provider, step === 1);
  const gstSetting = info?.gst;
  const credit = codes.find((c) => c.kind === 'sample');
  const promo = codes.find((c) => c.kind === 'promotion');
  const summary = useMemo(() => {
    const samplesOnly = onlySamples(lines);
    const shippingOff = savings.reduce((sum, s) => sum + toPaise(s.shipping), 0);
    const off = savings.reduce((sum, s) => sum + toPaise(s.amount), 0) - shippingOff;
    const creditPaise = toPaise(credit?.kind === 'sample' ? credit.amount : 0);
    const subtotalPaise = lines.reduce((sum, l) => sum + toPaise(l.amount), 0);
    // Under GST_RATES the tax is worked out line by line, as the server will charge it (decision 057).
    const taxPaise = gstSetting?.rates
      ? checkoutTax(
          lines.map((l) => ({
            kind: l.kind,
            product: l.product,
            goodsPaise: toPaise(l.amount) - toPaise(l.installationAmount),
            installationPaise: toPaise(l.installationAmount),
          })),
          credit?.kind === 'sample' ? { productId: credit.productId, amountPaise: creditPaise } : undefined,
          [Math.max(0, shippingPaiseFor(subtotalPaise, samplesOnly) - shippingOff)],
          gstSetting,
        ).taxPaise
      : undefined;
    return checkoutSummary(
      lines.map((l) => toPaise(l.amount)),
      {
        samplesOnly,
        creditPaise,
        taxPaise,
        discountPaise: off,
        shippingDiscountPaise: shippingOff,
      },
    );
  }, [lines, credit, savings, gstSetting]);
  const balance = storeCredit.data?.balance ?? 0;
  // Gift cards pay first, in the order applied, then store credit, as the server charges them (decision 063).
  const cardsPaid = useMemo(
    () =>
      codes
        .flatMap((c) => (c.kind === 'gift_card' ? [c] : []))
        .reduce<{ last4: string; amount: number; left: number }[]>((paid, card) => {
          const left = paid.at(-1)?.left ?? summary.totalPaise;
          const paise = Math.min(toPaise(card.balance), left);
          return paise > 0 ? [...paid, { last4: card.last4, amount: paise / 100, left: left - paise }] : paid;
        }, [])
        .map(({ last4, amount }) => ({ last4, amount })),
    [codes, summary.totalPaise],
  );
  const cardsPaise = cardsPaid.reduce((sum, c) => sum + toPaise(c.amount), 0);
  const creditPaid = useCredit ? Math.min(balance, (summary.totalPaise - cardsPaise) / 100) : 0;
  const toPay = (summary.totalPaise - cardsPaise - toPaise(creditPaid)) / 100;
  // The same split the server records, once the delivery state is known (decision 020).
  const storeState = info?.storeState;
  const deliveryState = shipping?.state;
  const gst = useMemo(
    () =>
      storeState && deliveryState
        ? gstSplitInRupees(gstSplit(summary.taxPaise, deliveryState, storeState))
        : null,
    [summary.taxPaise, deliveryState, storeState],
  );

  // docs/store-rules.md#screens: 'Order Complete!', then the confirmation page after 3 s.
  useEffect(() => {
    if (!placed) return;
    const timer = window.setTimeout(
      () => navigate(`/order-success?order=${encodeURIComponent(placed.id)}`, { replace: true }),
      TIMINGS_MS.orderRedirect,
    );
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  // Each step change moves focus to the page heading, so screen readers hear where they are.
  const goTo = (next: CheckoutStep) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  if (status === 'checking') return <CheckoutSkeleton />;
  if (!user) return <Navigate to={loginPath('/checkout')} replace />;

  if (placed) return <CheckoutComplete order={placed} headingRef={headingRef} />;
  // A cash order waits for its code (docs/decisions/056-cash-on-delivery.md).
  if (codPlaced)
    return (
      <CodConfirm
        placed={codPlaced}
        headingRef={headingRef}
        onConfirmed={(order) => {
          queryClient.setQueryData(['orders', order.id], order);
          navigate(`/order-success?order=${encodeURIComponent(order.id)}`, { replace: true });
        }}
      />
    );
  // The form takes its defaults once, so it waits for the saved addresses (a failed fetch just offers none).
  if (isLoading || saved.isPending) return <CheckoutSkeleton />;
  if (loadFailed)
    return (
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-5 py-20">
        <LoadError
          heading="h1"
          title="Your cart could not be loaded."
          onRetry={reload}
          retrying={reloading}
        />
      </main>
    );
  if (lines.length === 0) return <EmptyList kind="cart" look="page" title={CHECKOUT_MESSAGES.cartEmpty} />;

  const savedAddresses = saved.data ?? [];
  const latest = savedAddresses.at(-1);
  const blank: ShippingFormValues = {
    // A guest's row is named 'Guest'; the form asks for the real name.
    ...splitName(user.guest ? '' : user.name),
    email: user.email,
    phone: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
  };
  // A returning shopper starts from the address they saved last.
  const defaults: ShippingFormValues = shipping ?? (latest ? { ...latest, email: user.email } : blank);
  const initialAddressId = shipping ? null : (latest?.id ?? null);

  const onShippingDone = async (values: ShippingFormValues, options: { saveAddress: boolean }) => {
    setShipping(values);
    setPaymentError(null);
    goTo(1);
    if (!options.saveAddress) return;
    try {
      const { email: _email, ...address } = values;
      await saveAddress(address);
      void queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey });
    } catch (error) {
      toast.error(errorMessage(error, 'We could not save this address. Your order is not affected.'));
    }
  };

  const onRemoveAddress = async (id: string) => {
    try {
      await deleteAddress(id);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not remove this address.'));
    }
    void queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey });
  };
  const shippingInfo = shipping ? toShippingInfo(shipping) : null;

  const fail = (reason: string | null) => {
    setProcessing(false);
    setSandboxOrder(null);
    setPaymentError({ message: CHECKOUT_MESSAGES.paymentFailed, reason });
    toast.error(CHECKOUT_MESSAGES.paymentFailed, { id: 'payment-failed' });
  };

  const onPaid = async (result: PaymentResult) => {
    if (!shippingInfo) return;
    setSandboxOrder(null);
    setProcessing(true);
    try {
      const order = await placeOrder(shippingInfo, result);
      queryClient.setQueryData(['orders', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders'], exact: true });
      setPaymentError(null);
      setPlaced(order);
      // The server emptied the cart with the order; this brings the badge and drawer along.
      void clear().catch(() => {});
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      fail(errorMessage(error, 'We could not confirm your payment.'));
    }
  };

  const onPay = async () => {
    if (!shippingInfo || !provider) return;
    setProcessing(true);
    setPaymentError(null);
    let paymentOrder: PaymentOrder;
    try {
      paymentOrder = await createPaymentOrder({
        amount: summary.totalPaise - cardsPaise - toPaise(creditPaid),
        currency: 'INR',
        shippingInfo,
        ...(credit ? { sampleCode: credit.code } : {}),
        ...(business ? { business } : {}),
        codes: [
          ...(promo ? [promo.code] : []),
          ...codes.flatMap((c) => (c.kind === 'gift_card' ? [c.code] : [])),
        ],
        useCredit: creditPaid > 0,
      });
      if (paymentOrder.placedOrderId) {
        // Store credit paid it all: no payment dialog, the order is already placed (decision 061).
        const order = await fetchPlacedOrder(paymentOrder.placedOrderId);
        setProcessing(false);
        setPlaced(order);
        void queryClient.invalidateQueries({ queryKey: ['account', 'credit'] });
        void clear().catch(() => {});
        return;
      }
    } catch (error) {
      // A stale total: fetch the cart again so the summary shows what will be charged.
      reload();
      fail(errorMessage(error, 'We could not start the payment.'));
      return;
    }
    if (provider === 'sandbox') {
      setSandboxOrder(paymentOrder);
      return;
    }
    try {
      openRazorpay({
        keyId: paymentOrder.keyId,
        amountPaise: paymentOrder.amount,
        orderId: paymentOrder.orderId,
        storeName,
        prefill: { name: shippingInfo.name, email: shippingInfo.email, contact: shippingInfo.phone },
        onSuccess: (result) => void onPaid(result),
        onFailure: (reason) => fail(reason),
        onDismiss: () => setProcessing(false),
      });
    } catch (error) {
      fail(errorMessage(error, 'The payment service could not be opened.'));
    }
  };

  // The same figures folded on phones and open beside the form on wide screens.
  const summaryProps = {
    lines,
    summary,
    gst,
    creditCode: credit?.code,
    savings,
    storeCredit: creditPaid,
    giftCards: cardsPaid,
  };
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
          <CheckoutProgress current={step} />
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="order-2 lg:order-1">
          {step === 0 || !shippingInfo ? (
            <ShippingForm
              defaultValues={defaults}
              savedAddresses={savedAddresses}
              initialAddressId={initialAddressId}
              onRemoveAddress={(id) => void onRemoveAddress(id)}
              onSubmit={(values, options) => void onShippingDone(values, options)}
            />
          ) : (
            <PaymentStep
              shippingInfo={shippingInfo}
              total={toPay}
              provider={provider}
              ready={providerState.ready && !processing}
              processing={processing}
              error={paymentError}
              loadError={providerState.error}
              onBack={() => goTo(0)}
              onPay={() => void onPay()}
            />
          )}
          {step === 1 && shippingInfo && info && !codes.length && !useCredit && (
            <CodOption
              shippingInfo={shippingInfo}
              lines={lines}
              summary={summary}
              gstSetting={gstSetting}
              cod={info.cod}
              provider={provider}
              storeName={storeName}
              disabled={processing}
              onBusy={setProcessing}
              onPlaced={(next) => {
                setCodPlaced(next);
                void clear().catch(() => {});
                requestAnimationFrame(() => headingRef.current?.focus());
              }}
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
              <CodeField applied={codes} disabled={processing} onApply={applyCode} onRemove={removeCode} />
            </div>
            <div className="mt-4">
              <BusinessField
                business={business}
                saved={savedBusiness.data?.business ?? null}
                onChange={(next) => {
                  setBusiness(next);
                  // Kept in the profile for the next order; a guest has no profile to keep it in.
                  if (next && !user.guest) void saveBusiness(next).catch(() => {});
                }}
                disabled={processing}
              />
            </div>
            {balance > 0 && (
              <label className="mt-4 flex items-center gap-3 rounded-card border border-sand-200 bg-white/80 p-4 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-gold-dark"
                  checked={useCredit}
                  disabled={processing}
                  onChange={(event) => setUseCredit(event.target.checked)}
                />
                <span className="text-ink">
                  Use my store credit <span className="text-ink-muted">({formatINR(balance)} available)</span>
                </span>
              </label>
            )}
          </div>
        </aside>
      </div>

      {provider === 'sandbox' && (
        <SandboxCheckoutDialog
          paymentOrder={sandboxOrder}
          storeName={storeName}
          prefillName={shippingInfo?.name ?? user.name}
          onSuccess={(result) => void onPaid(result)}
          onFailure={(reason) => fail(reason)}
          onDismiss={() => {
            setSandboxOrder(null);
            setProcessing(false);
          }}
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

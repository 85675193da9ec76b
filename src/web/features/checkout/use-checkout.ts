import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { BusinessBuyer } from '../../../domain/business';
import {
  CHECKOUT_MESSAGES,
  checkoutTax,
  toShippingInfo,
  type PaymentOrder,
  type PaymentResult,
  type ShippingFormValues,
} from '../../../domain/checkout';
import type { PlacedCod } from '../../../domain/cod';
import { TIMINGS_MS } from '../../../domain/constants';
import { gstSplit } from '../../../domain/gst';
import type { Order } from '../../../domain/order';
import {
  checkoutSummary,
  gstSplitInRupees,
  onlySamples,
  shippingPaiseFor,
  toPaise,
} from '../../../domain/pricing';
import type { PaymentProviderName } from '../../../domain/store';
import { errorMessage } from '../../lib/api-client';
import { loadRazorpay, openRazorpay } from '../../lib/razorpay-checkout';
import { useStoreInfo } from '../../lib/store-info';
import { useAuth } from '../../stores/auth/auth-context';
import { useCart } from '../../stores/cart/cart-context';
import { saveBusiness, savedBusinessQuery } from './api/business';
import { createPaymentOrder } from './api/create-payment-order';
import { placedOrderQuery, placeOrder, rememberPlacedOrder } from './api/place-order';
import { savedAddressesQuery, useDeleteAddress, useSaveAddress } from './api/saved-addresses';
import { fetchPlacedOrder, STORE_CREDIT_KEY, storeCreditQuery } from './api/store-credit';
import type { CheckoutStep } from './components/checkout-progress';

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

/**
 * Checkout's workflow: the step, the shipping address, the figures to pay, and the payment from its start to
 * the placed order (or a cash order waiting for its code). The page only renders what this returns.
 */
export function useCheckout() {
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

  const saved = useQuery({ ...savedAddressesQuery(user?.id ?? ''), enabled: Boolean(user) });
  const saveAddressMutation = useSaveAddress(user?.id ?? '');
  const deleteAddressMutation = useDeleteAddress(user?.id ?? '');
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

  const savedAddresses = saved.data ?? [];
  const latest = savedAddresses.at(-1);
  const blank: ShippingFormValues = {
    // A guest's row is named 'Guest'; the form asks for the real name.
    ...splitName(user?.guest ? '' : (user?.name ?? '')),
    email: user?.email ?? '',
    phone: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
  };
  // A returning shopper starts from the address they saved last.
  const defaults: ShippingFormValues =
    shipping ?? (latest && user ? { ...latest, email: user.email } : blank);
  const initialAddressId = shipping ? null : (latest?.id ?? null);

  const onShippingDone = async (values: ShippingFormValues, options: { saveAddress: boolean }) => {
    setShipping(values);
    setPaymentError(null);
    goTo(1);
    if (!options.saveAddress) return;
    try {
      const { email: _email, ...address } = values;
      await saveAddressMutation.mutateAsync(address);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not save this address. Your order is not affected.'));
    }
  };

  const onRemoveAddress = async (id: string) => {
    try {
      await deleteAddressMutation.mutateAsync(id);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not remove this address.'));
    }
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
      rememberPlacedOrder(queryClient, order);
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
        void queryClient.invalidateQueries({ queryKey: STORE_CREDIT_KEY });
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

  const onCodPlaced = (next: PlacedCod) => {
    setCodPlaced(next);
    void clear().catch(() => {});
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onCodConfirmed = (order: Order) => {
    queryClient.setQueryData(placedOrderQuery(order.id).queryKey, order);
    navigate(`/order-success?order=${encodeURIComponent(order.id)}`, { replace: true });
  };

  const onBusinessChange = (next: BusinessBuyer | null) => {
    setBusiness(next);
    // Kept in the profile for the next order; a guest has no profile to keep it in.
    if (next && user && !user.guest) void saveBusiness(next).catch(() => {});
  };

  const closeSandbox = () => {
    setSandboxOrder(null);
    setProcessing(false);
  };

  return {
    user,
    status,
    cart: { lines, isLoading, loadFailed, reload, reloading, codes, savings, applyCode, removeCode },
    storeName,
    info,
    provider,
    providerState,
    step,
    goTo,
    headingRef,
    processing,
    setProcessing,
    paymentError,
    sandboxOrder,
    closeSandbox,
    placed,
    codPlaced,
    onCodPlaced,
    onCodConfirmed,
    savedPending: saved.isPending,
    savedAddresses,
    defaults,
    initialAddressId,
    onShippingDone,
    onRemoveAddress,
    shippingInfo,
    summary,
    gst,
    gstSetting,
    credit,
    cardsPaid,
    creditPaid,
    toPay,
    balance,
    useCredit,
    setUseCredit,
    business,
    savedBusiness: savedBusiness.data?.business ?? null,
    onBusinessChange,
    onPaid,
    fail,
    onPay,
  };
}

import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  CHECKOUT_MESSAGES,
  type CreatePaymentOrderInput,
  type PaymentOrder,
  type PaymentResult,
  type ShippingInfo,
} from '../../../domain/checkout';
import type { PlacedCod } from '../../../domain/cod';
import { TIMINGS_MS } from '../../../domain/constants';
import type { Order } from '../../../domain/order';
import type { PaymentProviderName } from '../../../domain/store';
import { errorMessage } from '../../lib/api-client';
import { loadRazorpay, openRazorpay } from '../../lib/razorpay-checkout';
import { useStartPayment } from './api/create-payment-order';
import { usePlaceOrder, useRememberPlacedOrder } from './api/place-order';

type PaymentError = { message: string; reason: string | null };

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

interface PaymentInput {
  provider: PaymentProviderName | null;
  storeName: string;
  /** the payment step is on screen */
  onStep: boolean;
  shippingInfo: ShippingInfo | null;
  /** what create-order is asked for, but the address */
  order: Omit<CreatePaymentOrderInput, 'shippingInfo'>;
  /** the server emptied the cart with the order; this brings the badge and drawer along */
  clearCart: () => void;
  /** fetches the cart again, after a refusal that may mean its figures are stale */
  reloadCart: () => void;
  /** tells screen readers the page changed */
  focusHeading: () => void;
}

/**
 * The payment from its start to the placed order: the provider's dialog (or the sandbox's), a refusal in the
 * spec's words, an order store credit paid in full, and a cash order waiting for its code.
 */
export function useCheckoutPayment(input: PaymentInput) {
  const { provider, shippingInfo, clearCart, focusHeading } = input;
  const navigate = useNavigate();
  const start = useStartPayment();
  const place = usePlaceOrder();
  const rememberPlaced = useRememberPlacedOrder();
  const providerState = useProviderReady(provider, input.onStep);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<PaymentError | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [codPlaced, setCodPlaced] = useState<PlacedCod | null>(null);

  // docs/store-rules.md#screens: 'Order Complete!', then the confirmation page after 3 s.
  useEffect(() => {
    if (!placed) return;
    const timer = window.setTimeout(
      () => navigate(`/order-success?order=${encodeURIComponent(placed.id)}`, { replace: true }),
      TIMINGS_MS.orderRedirect,
    );
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  const fail = (reason: string | null) => {
    setProcessing(false);
    setSandboxOrder(null);
    setError({ message: CHECKOUT_MESSAGES.paymentFailed, reason });
    toast.error(CHECKOUT_MESSAGES.paymentFailed, { id: 'payment-failed' });
  };

  const paid = async (result: PaymentResult) => {
    if (!shippingInfo) return;
    setSandboxOrder(null);
    setProcessing(true);
    try {
      const order = await place.mutateAsync({ shippingInfo, result });
      setError(null);
      setPlaced(order);
      clearCart();
      requestAnimationFrame(focusHeading);
    } catch (failure) {
      fail(errorMessage(failure, 'We could not confirm your payment.'));
    }
  };

  const pay = async () => {
    if (!shippingInfo || !provider) return;
    setProcessing(true);
    setError(null);
    let paymentOrder: PaymentOrder;
    try {
      const started = await start.mutateAsync({ ...input.order, shippingInfo });
      paymentOrder = started.paymentOrder;
      if (started.placed) {
        // Store credit paid it all: no payment dialog, the order is already placed (decision 061).
        setProcessing(false);
        setPlaced(started.placed);
        clearCart();
        return;
      }
    } catch (failure) {
      // A stale total: fetch the cart again so the summary shows what will be charged.
      input.reloadCart();
      fail(errorMessage(failure, 'We could not start the payment.'));
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
        storeName: input.storeName,
        prefill: { name: shippingInfo.name, email: shippingInfo.email, contact: shippingInfo.phone },
        onSuccess: (result) => void paid(result),
        onFailure: (reason) => fail(reason),
        onDismiss: () => setProcessing(false),
      });
    } catch (failure) {
      fail(errorMessage(failure, 'The payment service could not be opened.'));
    }
  };

  return {
    ready: providerState.ready && !processing,
    loadError: providerState.error,
    processing,
    setProcessing,
    error,
    clearError: () => setError(null),
    pay,
    paid,
    fail,
    sandboxOrder,
    closeSandbox: () => {
      setSandboxOrder(null);
      setProcessing(false);
    },
    placed,
    cod: {
      placed: codPlaced,
      onPlaced: (next: PlacedCod) => {
        setCodPlaced(next);
        clearCart();
        requestAnimationFrame(focusHeading);
      },
      onConfirmed: (order: Order) => {
        rememberPlaced(order);
        navigate(`/order-success?order=${encodeURIComponent(order.id)}`, { replace: true });
      },
    },
  };
}

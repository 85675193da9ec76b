import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { BusinessBuyer } from '../../../domain/business';
import type { ShippingFormValues } from '../../../domain/checkout';
import { useStoreInfo } from '../../lib/store-info';
import { useAuth } from '../../stores/auth/auth-context';
import { useCart } from '../../stores/cart/cart-context';
import { savedBusinessQuery, useSaveBusiness } from './api/business';
import { storeCreditQuery } from './api/store-credit';
import type { CheckoutStep } from './components/checkout-progress';
import { useCheckoutAddress } from './use-checkout-address';
import { useCheckoutPayment } from './use-checkout-payment';
import { useCheckoutTotals } from './use-checkout-totals';

/**
 * Checkout's workflow, one group per concern: the step, the shipping address, the codes, the business GSTIN, the
 * store credit, the figures to pay, and the payment from its start to the placed order (or a cash order waiting
 * for its code). The page only renders what this returns.
 */
export function useCheckout() {
  const { user, status } = useAuth();
  const cart = useCart();
  const { lines, codes, savings } = cart;
  const { storeName, info } = useStoreInfo();
  const provider = info?.paymentProvider ?? null;

  const [step, setStep] = useState<CheckoutStep>(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => headingRef.current?.focus();
  // Each step change moves focus to the page heading, so screen readers hear where they are.
  const goTo = (next: CheckoutStep) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(focusHeading);
  };

  const address = useCheckoutAddress(user);

  const [business, setBusiness] = useState<BusinessBuyer | null>(null);
  const hasProfile = Boolean(user && !user.guest);
  const savedBusiness = useQuery({ ...savedBusinessQuery(user?.id ?? ''), enabled: hasProfile });
  const saveBusiness = useSaveBusiness(user?.id ?? '');

  const [useCredit, setUseCredit] = useState(false);
  const storeCredit = useQuery({ ...storeCreditQuery(user?.id ?? ''), enabled: hasProfile });
  const balance = storeCredit.data?.balance ?? 0;

  const totals = useCheckoutTotals({
    lines,
    codes,
    savings,
    info,
    deliveryState: address.state,
    balance,
    useCredit,
  });
  const promo = codes.find((c) => c.kind === 'promotion');

  const payment = useCheckoutPayment({
    provider,
    storeName,
    onStep: step === 1,
    shippingInfo: address.shippingInfo,
    order: {
      amount: totals.toPayPaise,
      currency: 'INR',
      ...(totals.credit ? { sampleCode: totals.credit.code } : {}),
      ...(business ? { business } : {}),
      codes: [
        ...(promo ? [promo.code] : []),
        ...codes.flatMap((c) => (c.kind === 'gift_card' ? [c.code] : [])),
      ],
      useCredit: totals.creditPaid > 0,
    },
    clearCart: () => void cart.clear().catch(() => {}),
    reloadCart: cart.reload,
    focusHeading,
  });

  return {
    user,
    status,
    store: { name: storeName, info, provider },
    headingRef,
    step: { index: step, goTo },
    cart: {
      lines,
      isLoading: cart.isLoading,
      loadFailed: cart.loadFailed,
      reload: cart.reload,
      reloading: cart.reloading,
      savings,
    },
    address: {
      ...address,
      done: async (values: ShippingFormValues, options: { saveAddress: boolean }) => {
        payment.clearError();
        goTo(1);
        await address.give(values, options);
      },
    },
    codes: { applied: codes, apply: cart.applyCode, remove: cart.removeCode },
    business: {
      value: business,
      saved: savedBusiness.data?.business ?? null,
      change: (next: BusinessBuyer | null) => {
        setBusiness(next);
        // Kept in the profile for the next order; a guest has no profile to keep it in.
        if (next && hasProfile) saveBusiness.mutate(next);
      },
    },
    storeCredit: { balance, use: useCredit, setUse: setUseCredit },
    totals,
    payment,
  };
}

import type { PaymentResult } from '../../domain/checkout';

/** The parts of Razorpay's Checkout.js we use (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export interface RazorpayCheckoutOptions {
  key: string;
  /** paise */
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: PaymentResult) => void;
  modal?: { ondismiss?: () => void };
}

interface RazorpayFailure {
  error: { code?: string; description?: string; reason?: string };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayCheckoutOptions) => RazorpayCheckout;
  }
}

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

let loading: Promise<void> | null = null;

/** Loads Checkout.js once per page; a failed load can be tried again. */
export function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('The payment service could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface OpenRazorpayInput {
  keyId: string;
  amountPaise: number;
  orderId: string;
  storeName: string;
  /** what the dialog says is being paid for */
  description?: string;
  prefill: { name: string; email: string; contact: string };
  onSuccess: (result: PaymentResult) => void;
  onFailure: (reason: string | null) => void;
  onDismiss: () => void;
}

/** Opens Razorpay's own dialog; its handler result goes to the same place as the sandbox's. */
export function openRazorpay(input: OpenRazorpayInput): void {
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment service is not loaded.');
  const checkout = new Razorpay({
    key: input.keyId,
    amount: input.amountPaise,
    currency: 'INR',
    order_id: input.orderId,
    name: input.storeName,
    description: input.description ?? 'Wallpaper order',
    prefill: input.prefill,
    theme: { color: '#7d5c30' },
    handler: input.onSuccess,
    modal: { ondismiss: input.onDismiss },
  });
  checkout.on('payment.failed', (response) => input.onFailure(response.error.description ?? null));
  checkout.open();
}

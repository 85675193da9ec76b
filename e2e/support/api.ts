import type { AuthResponse } from '../../src/domain/auth';
import type { PaymentOrder, PaymentResult, ShippingInfo } from '../../src/domain/checkout';
import type { Order } from '../../src/domain/order';
import { baseURL } from './env';

let shoppers = 0;

/**
 * A client address of its own for each call, as the store sees the many shoppers the suite plays: sign-ups are
 * limited per address (30 in 10 minutes), and the suite signs up more customers than one household would. The
 * store trusts X-Forwarded-For from its own machine (TRUST_PROXY's default), as it would from a local proxy.
 */
function nextShopperAddress(): string {
  shoppers += 1;
  return `10.${process.pid % 250}.${Math.floor(shoppers / 250) % 250}.${(shoppers % 250) + 1}`;
}

/**
 * The store's JSON API as the browser tests call it directly: bearer token, JSON body, and a throw on 4xx/5xx,
 * or on any other status than `status` where a test holds the store to one.
 */
export async function callApi<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown; status?: number } = {},
) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Forwarded-For': nextShopperAddress(),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const data = (await res.json()) as T;
  if (init.status === undefined ? !res.ok : res.status !== init.status)
    throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/** A suffix that keeps e-mails and names of one run apart from every other. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An address no other shopper of any run has; the label says which test made it. */
export const uniqueEmail = (label: string) => `${label}-${unique()}@shoppers.test`;

/**
 * A new customer signed up through the API. The password comes back for tests that log in through the form;
 * the name is the one the store shows, so tests that look for it on screen choose it.
 */
export async function newCustomer(
  name: string,
  { password = 'shopper-password', label = 'shopper' }: { password?: string; label?: string } = {},
) {
  const email = uniqueEmail(label);
  const { token, user } = await callApi<AuthResponse>('/auth/register', {
    method: 'POST',
    body: { name, email, password },
    status: 201,
  });
  return { email, password, token, user };
}

/**
 * Pays for the shopper's cart as the storefront does: create-order, the sandbox's test card, then the order
 * placed with the signed payment.
 */
export async function checkOutInSandbox(token: string, shippingInfo: ShippingInfo): Promise<Order> {
  const created = await callApi<PaymentOrder>('/payment/create-order', {
    method: 'POST',
    token,
    body: { currency: 'INR', shippingInfo },
  });
  const paid = await callApi<PaymentResult>('/payment/sandbox/authorize', {
    method: 'POST',
    token,
    body: {
      orderId: created.orderId,
      method: 'card',
      card: { number: '4111111111111111', expiry: '12/30', cvc: '123', name: shippingInfo.name },
    },
  });
  return callApi<Order>('/orders', {
    method: 'POST',
    token,
    body: {
      shippingInfo,
      paymentId: paid.razorpay_payment_id,
      orderId: paid.razorpay_order_id,
      signature: paid.razorpay_signature,
    },
  });
}

import type RazorpaySdk from 'razorpay';
import { randomBase62 } from '../modules/payment/signature';

/**
 * Razorpay's API as seen by the SDK's HTTP layer (its axios instance), for tests: requests are recorded and
 * answered from memory, so nothing leaves the machine while the SDK's own request building and error handling
 * still run.
 */

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  params: unknown;
  auth: { username: string; password: string } | undefined;
  /** the X-Refund-Idempotency header, when sent */
  idempotencyKey?: string;
}

interface AdapterConfig {
  method?: string;
  url?: string;
  data?: unknown;
  params?: unknown;
  auth?: { username: string; password: string };
  headers?: Record<string, unknown>;
}

interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'failed';
  order_id: string;
  method: string;
  card_id: string | null;
  card: { id: string; network: string; last4: string } | null;
}

/** Where the SDK keeps its axios instance; not part of its published types. */
interface SdkHttp {
  rq: { defaults: { adapter: unknown } };
}

export function createRazorpayHttpFake() {
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, { id: string; amount: number; currency: string; receipt: string }>();
  const payments = new Map<string, FakePayment>();
  /** refunds by idempotency key, as Razorpay keeps them */
  const refunds = new Map<string, { id: string; payment_id: string; amount: number }>();
  /** the next request answers with this status (and Razorpay's error body) */
  let failNext: number | null = null;

  const respond = (config: AdapterConfig, status: number, data: unknown) => {
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return Promise.resolve(response);
    // What axios rejects with for a non-2xx answer: the SDK reads error.response.{status,data}.
    return Promise.reject(
      Object.assign(new Error(`Request failed with status code ${status}`), { response }),
    );
  };

  async function adapter(config: AdapterConfig) {
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const idempotencyKey = config.headers?.['X-Refund-Idempotency'];
    requests.push({
      method,
      url,
      body,
      params: config.params,
      auth: config.auth,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
    });
    if (failNext !== null) {
      const status = failNext;
      failNext = null;
      return respond(config, status, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
      });
    }
    if (method === 'POST' && url === '/v1/orders' && body && typeof body === 'object') {
      const { amount, currency, receipt } = body as { amount: number; currency: string; receipt: string };
      const order = { id: `order_${randomBase62(14)}`, amount, currency, receipt };
      orders.set(order.id, order);
      return respond(config, 200, {
        ...order,
        entity: 'order',
        amount_paid: 0,
        amount_due: amount,
        status: 'created',
      });
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url);
    if (method === 'POST' && refund) {
      const paymentId = refund[1] ?? '';
      const { amount } = body as { amount: number };
      const key = typeof idempotencyKey === 'string' ? idempotencyKey : null;
      const earlier = key ? refunds.get(key) : undefined;
      if (earlier) {
        return earlier.payment_id === paymentId && earlier.amount === amount
          ? respond(config, 200, { ...earlier, entity: 'refund', currency: 'INR', status: 'processed' })
          : respond(config, 400, {
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: 'Different request with the same idempotency key has already been processed.',
              },
            });
      }
      const paid = payments.get(paymentId);
      const already = [...refunds.values()]
        .filter((r) => r.payment_id === paymentId)
        .reduce((sum, r) => sum + r.amount, 0);
      if (!paid || paid.status !== 'captured' || already + amount > paid.amount)
        return respond(config, 400, {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'The refund amount provided is greater than amount captured',
          },
        });
      const created = { id: `rfnd_${randomBase62(14)}`, payment_id: paymentId, amount };
      refunds.set(key ?? created.id, created);
      return respond(config, 200, { ...created, entity: 'refund', currency: 'INR', status: 'processed' });
    }
    const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url);
    if (method === 'GET' && orderPayments) {
      const orderId = orderPayments[1] ?? '';
      if (!orders.has(orderId))
        return respond(config, 400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
        });
      const items = [...payments.values()]
        .filter((p) => p.order_id === orderId)
        .map((p) => ({ ...p, card: undefined }));
      return respond(config, 200, { entity: 'collection', count: items.length, items });
    }
    const card = /^\/v1\/payments\/([^/]+)\/card$/.exec(url);
    if (method === 'GET' && card) {
      const found = payments.get(card[1] ?? '')?.card;
      return found
        ? respond(config, 200, { ...found, entity: 'card', name: 'Test', type: 'credit', issuer: null })
        : respond(config, 400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'No card for this payment' },
          });
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(url);
    if (method === 'GET' && payment) {
      const found = payments.get(payment[1] ?? '');
      return found
        ? respond(config, 200, { ...found, card: undefined })
        : respond(config, 400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
          });
    }
    return respond(config, 404, { error: { code: 'NOT_FOUND', description: 'No such route' } });
  }

  return {
    requests,
    orders,
    payments,
    refunds,
    failNextWith(status: number) {
      failNext = status;
    },
    /** What a shopper paying in Razorpay's checkout leaves behind; `amount` and `currency` override the order's. */
    pay(
      orderId: string,
      options: {
        method?: 'card' | 'upi';
        amount?: number;
        currency?: string;
        status?: FakePayment['status'];
      } = {},
    ): FakePayment {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no fake order ${orderId}`);
      const method = options.method ?? 'card';
      const card =
        method === 'card' ? { id: `card_${randomBase62(14)}`, network: 'MasterCard', last4: '5449' } : null;
      const created: FakePayment = {
        id: `pay_${randomBase62(14)}`,
        entity: 'payment',
        amount: options.amount ?? order.amount,
        currency: options.currency ?? order.currency,
        status: options.status ?? 'captured',
        order_id: orderId,
        method,
        card_id: card?.id ?? null,
        card,
      };
      payments.set(created.id, created);
      return created;
    },
    /** Points an SDK client's HTTP layer at this fake. */
    attach<C extends RazorpaySdk>(client: C): C {
      (client.api as unknown as SdkHttp).rq.defaults.adapter = adapter;
      return client;
    },
  };
}
export type RazorpayHttpFake = ReturnType<typeof createRazorpayHttpFake>;

let sdkFake: RazorpayHttpFake | null = null;

/**
 * The 'razorpay' module for `vi.mock`: the real SDK, every client of which has its HTTP layer answered by one
 * fake, so the app's whole Razorpay path runs through the SDK's own code without leaving the machine. Mocks
 * are hoisted above imports, so the test's factory reaches this through a dynamic import.
 */
export async function razorpayWithFakeHttp(importOriginal: <T>() => Promise<T>) {
  const { default: Razorpay } = await importOriginal<{ default: typeof RazorpaySdk }>();
  const fake = createRazorpayHttpFake();
  sdkFake = fake;
  class FakedRazorpay extends Razorpay {
    constructor(options: ConstructorParameters<typeof RazorpaySdk>[0]) {
      super(options);
      fake.attach(this);
    }
  }
  return { default: FakedRazorpay };
}

/** The fake answering the app's Razorpay clients in a test file that mocks 'razorpay' with razorpayWithFakeHttp. */
export function razorpayFake(): RazorpayHttpFake {
  if (!sdkFake) throw new Error('the Razorpay fake was not created');
  return sdkFake;
}

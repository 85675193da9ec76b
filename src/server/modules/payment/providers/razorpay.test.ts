import { describe, expect, it } from 'vitest';
import Razorpay from 'razorpay';
import { AppError } from '../../../errors';
import { createRazorpayProvider, PROVIDER_UNAVAILABLE, REFUND_REFUSED } from './razorpay';
import { createRazorpayHttpFake } from '../../../test/razorpay-http-fake';

const keys = { keyId: 'rzp_test_unit', keySecret: 'unit_secret' };

function setup() {
  const http = createRazorpayHttpFake();
  const errors: unknown[] = [];
  const client = http.attach(new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret }));
  const provider = createRazorpayProvider(keys, {
    client,
    newClient: () => http.attach(new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret })),
    log: { error: (obj: unknown) => errors.push(obj) },
  });
  return { http, provider, errors };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('Razorpay provider (the SDK with its HTTP layer faked)', () => {
  it('creates an order in paise with the receipt, authenticating with the key id and secret', async () => {
    const { http, provider } = setup();
    const order = await provider.createOrder({ amountPaise: 123_456, receipt: 'receipt-1' });
    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amount: 123_456, currency: 'INR' });
    expect(http.requests).toEqual([
      {
        method: 'POST',
        url: '/v1/orders',
        body: { amount: 123_456, currency: 'INR', receipt: 'receipt-1' },
        params: undefined,
        auth: { username: keys.keyId, password: keys.keySecret },
      },
    ]);
  });

  it('fetches a payment and its card, and reports them in our terms', async () => {
    const { http, provider } = setup();
    const order = await provider.createOrder({ amountPaise: 50_000, receipt: 'r' });
    const paid = http.pay(order.id);
    expect(await provider.fetchPayment(paid.id, order.id)).toEqual({
      id: paid.id,
      orderId: order.id,
      amountPaise: 50_000,
      currency: 'INR',
      status: 'captured',
      method: 'card',
      cardBrand: 'MasterCard',
      cardLast4: '5449',
    });
    expect(http.requests.slice(1).map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /v1/payments/${paid.id}`,
      `GET /v1/payments/${paid.id}/card`,
    ]);
  });

  it('reports a UPI payment without card details', async () => {
    const { http, provider } = setup();
    const order = await provider.createOrder({ amountPaise: 9_900, receipt: 'r' });
    const paid = http.pay(order.id, { method: 'upi' });
    const reported = await provider.fetchPayment(paid.id, order.id);
    expect(reported).toMatchObject({ method: 'upi', amountPaise: 9_900 });
    expect(reported.cardBrand ?? null).toBeNull();
    expect(http.requests.map((r) => r.url)).not.toContain(`/v1/payments/${paid.id}/card`);
  });

  it("lists an order's payments, with the card only for a settled one", async () => {
    const { http, provider } = setup();
    const order = await provider.createOrder({ amountPaise: 20_000, receipt: 'r' });
    const failed = http.pay(order.id, { status: 'failed' });
    const paid = http.pay(order.id);
    http.pay((await provider.createOrder({ amountPaise: 1_000, receipt: 'other' })).id);
    const before = http.requests.length;
    const reported = await provider.fetchOrderPayments(order.id);
    expect(reported).toEqual([
      {
        id: failed.id,
        orderId: order.id,
        amountPaise: 20_000,
        currency: 'INR',
        status: 'failed',
        method: 'card',
      },
      {
        id: paid.id,
        orderId: order.id,
        amountPaise: 20_000,
        currency: 'INR',
        status: 'captured',
        method: 'card',
        cardBrand: 'MasterCard',
        cardLast4: '5449',
      },
    ]);
    expect(http.requests.slice(before).map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /v1/orders/${order.id}/payments`,
      `GET /v1/payments/${paid.id}/card`,
    ]);
  });

  it('refunds with the idempotency key as X-Refund-Idempotency, once per key, and refuses more than was paid', async () => {
    const { http, provider } = setup();
    const order = await provider.createOrder({ amountPaise: 50_000, receipt: 'r' });
    const paid = http.pay(order.id);
    const request = {
      paymentId: paid.id,
      amountPaise: 20_000,
      idempotencyKey: 'refund-key-0001',
      notes: { reason: 'Creased' },
    };
    const first = await provider.refund(request);
    expect(first).toEqual({ id: expect.stringMatching(/^rfnd_/), amountPaise: 20_000 });
    expect(http.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v1/payments/${paid.id}/refund`,
      body: { amount: 20_000, notes: { reason: 'Creased' } },
      idempotencyKey: 'refund-key-0001',
      auth: { username: keys.keyId, password: keys.keySecret },
    });
    expect(await provider.refund(request)).toEqual(first);
    expect(http.refunds.size).toBe(1);
    const error = await rejection(
      provider.refund({ ...request, amountPaise: 40_000, idempotencyKey: 'refund-key-0002' }),
    );
    expect(error).toMatchObject({ statusCode: 400, message: REFUND_REFUSED });
    http.failNextWith(500);
    expect(await rejection(provider.refund({ ...request, idempotencyKey: 'refund-key-0003' }))).toMatchObject(
      {
        statusCode: 502,
        message: PROVIDER_UNAVAILABLE,
      },
    );
  });

  it("turns Razorpay's 400 for an unknown payment into 'Payment verification failed'", async () => {
    const { provider } = setup();
    const error = await rejection(provider.fetchPayment('pay_Missing', 'order_x'));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, message: 'Payment verification failed' });
  });

  it('answers 502 with a plain message when Razorpay fails, and logs what it said', async () => {
    const { http, provider, errors } = setup();
    http.failNextWith(500);
    const error = await rejection(provider.createOrder({ amountPaise: 100, receipt: 'r' }));
    expect(error).toMatchObject({ statusCode: 502, message: PROVIDER_UNAVAILABLE });
    http.failNextWith(503);
    expect(await rejection(provider.fetchPayment('pay_x', 'order_x'))).toMatchObject({ statusCode: 502 });
    http.failNextWith(500);
    expect(await rejection(provider.fetchOrderPayments('order_x'))).toMatchObject({ statusCode: 502 });
    expect(errors).toHaveLength(3);
  });
});

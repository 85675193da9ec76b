import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedEvent, createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';

let t: CheckoutTestApp;

beforeAll(async () => {
  // The store as it runs with no environment: the sandbox on its built-in secrets, and a limit of 3.
  t = await createCheckoutTestApp({ ORDER_ATTEMPTS_PER_MINUTE: '3' });
  for (const who of [t.asha, t.ravi]) await t.addToCart(who, { productId: t.roll.id, quantity: 1 });
});
afterAll(() => t.close());

describe('the sandbox webhook with the built-in secret', () => {
  it('does not exist, so an event signed with the secret printed in the source is not heard', async () => {
    expect(t.config.payment.webhookSecret).toBe('sandbox_webhook_secret');
    const body = capturedEvent({ id: 'pay_Forged00000001', order_id: 'order_Forged0000001', amount: 100 });
    const res = await t.webhookRequest(body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});

describe('POST /api/payment/create-order rate limit', () => {
  it('refuses a customer past the limit with 429, Retry-After and a message, and counts each customer alone', async () => {
    for (let i = 0; i < 3; i++) expect((await t.createOrderRequest(t.asha)).statusCode).toBe(200);
    const refused = await t.createOrderRequest(t.asha);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many payment attempts. Please try again in a minute.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await t.createOrderRequest(t.ravi)).statusCode).toBe(200);
  });

  it('still answers 401, not 429, without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/create-order', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

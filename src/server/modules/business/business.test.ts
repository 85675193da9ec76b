import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES } from '../../../domain/business';
import type { Order } from '../../../domain/order';
import type { AdminOrderList } from '../../../domain/order-admin';
import { KARNATAKA_STORE, SHIPPING, createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';
import { pdfText } from '../../test/pdf-text';
import { bearer } from '../../test/store-fixtures';

/** Decision 058: a business buyer's GSTIN and legal name, at checkout, in the profile and on the invoice. */

// A Karnataka GSTIN with its right check character; the store itself is 29AAGCB7383J1Z4.
const BUYER_GSTIN = '29AABCU9603R1ZJ';
const BUSINESS = { gstin: BUYER_GSTIN, legalName: 'Studio Nila Interiors LLP' };

let t: CheckoutTestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp(KARNATAKA_STORE);
});
afterAll(() => t.close());

/** create-order with a business as a browser might send it, right or wrong. */
const createOrder = (business: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    headers: t.asha.headers,
    payload: { currency: 'INR', shippingInfo: SHIPPING, business },
  });

describe('a GSTIN at checkout', () => {
  it('refuses a wrong one with a message that says what is wrong', async () => {
    await t.fillCart(t.asha, t.rollsLine(1));
    const wrongCheck = await createOrder({ ...BUSINESS, gstin: '29AABCU9603R1ZK' });
    expect(wrongCheck.statusCode).toBe(400);
    expect(wrongCheck.json().message).toContain(GSTIN_MESSAGES.check);
    const shape = await createOrder({ ...BUSINESS, gstin: '29AABCU9603' });
    expect(shape.json().message).toContain(GSTIN_MESSAGES.shape);
    const state = await createOrder({ ...BUSINESS, gstin: '99AABCU9603R1ZJ' });
    expect(state.json().message).toContain(GSTIN_MESSAGES.state('99'));
    const noName = await createOrder({ gstin: BUYER_GSTIN });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('Legal name');
  });

  it('names the buyer on the order and its invoice, and staff find the order by GSTIN', async () => {
    await t.fillCart(t.asha, t.rollsLine(2));
    // Spaces and lower case as people type them.
    const paymentOrder = await t.createPaymentOrder(t.asha, {
      currency: 'INR',
      shippingInfo: SHIPPING,
      business: { gstin: ' 29aabcu9603r1zj ', legalName: BUSINESS.legalName },
    });
    const order: Order = await t.payAndPlace(t.asha, paymentOrder.orderId);
    expect(order.buyer).toEqual(BUSINESS);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/invoice`,
      headers: t.asha.headers,
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
    expect(text).toContain(BUSINESS.legalName);
    expect(text).toContain('Attn: Asha Rao');
    expect(text).toContain('Karnataka (29)');
    expect(text).not.toContain('unregistered');

    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?search=${BUYER_GSTIN.toLowerCase()}`,
      headers: bearer(t.staff.viewer),
    });
    const list = found.json<AdminOrderList>();
    expect(list.orders.map((o) => o.id)).toEqual([order.id]);
  });
});

describe('the profile keeps a GSTIN', () => {
  const call = (method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
    t.app.inject({
      method,
      url: '/api/account/business',
      headers: t.ravi.headers,
      ...(payload ? { payload } : {}),
    });

  it('saves, answers and forgets it, validated as at checkout', async () => {
    expect((await call('GET')).json()).toEqual({ business: null });
    const bad = await call('PUT', { ...BUSINESS, gstin: '29AABCU9603R1ZK' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(GSTIN_MESSAGES.check);
    expect((await call('PUT', BUSINESS)).json()).toEqual({ business: BUSINESS });
    expect((await call('GET')).json()).toEqual({ business: BUSINESS });
    expect((await call('DELETE')).json()).toEqual({ business: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/business' })).statusCode).toBe(401);
  });
});

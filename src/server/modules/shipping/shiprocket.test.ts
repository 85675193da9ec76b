import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, shipments } from '../../db/schema';
import { createShiprocketHttpFake } from '../../test/shiprocket-http-fake';
import { createAdminTestApp, type AdminTestApp } from '../../test/store-fixtures';
import { useCarrier } from './carrier';
import { createShiprocketCarrier, shiprocketTime } from './providers/shiprocket';
import { orderLinkToken } from '../orders/link';

const SETTINGS = {
  email: 'api@wallcraft.test',
  password: 'secret',
  pickupLocation: 'Primary',
  pickupPin: '560001',
  apiUrl: 'https://apiv2.shiprocket.in/v1/external',
};
const WEBHOOK_TOKEN = 'shiprocket-panel-token';

let t: AdminTestApp;
let http: ReturnType<typeof createShiprocketHttpFake>;
beforeAll(async () => {
  t = await createAdminTestApp(2);
  http = createShiprocketHttpFake();
  useCarrier(t.config, createShiprocketCarrier(SETTINGS, WEBHOOK_TOKEN, { fetch: http.fetch }));
});
afterAll(() => t.close());

const webhook = (body: object, key = WEBHOOK_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shipping/webhook/shiprocket',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    payload: JSON.stringify(body),
  });

describe('Shiprocket, against its recorded HTTP', () => {
  it('logs in once, asks serviceability from the pickup PIN, and reads COD and days from the couriers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/serviceability?pin=110001' });
    expect(res.json()).toEqual({ deliverable: true, cod: true, etaDays: { min: 2, max: 4 } });
    expect(http.requests.map((r) => r.path)).toEqual([
      '/auth/login',
      '/courier/serviceability/?pickup_postcode=560001&delivery_postcode=110001&weight=1.5&cod=0',
    ]);
    expect(http.requests[1]?.authorization).toBe('Bearer token-1');

    http.unserved.add('744101');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/shipping/serviceability?pin=744101' })).json(),
    ).toEqual({
      deliverable: false,
      cod: false,
      etaDays: { min: 0, max: 0 },
      message: 'We cannot deliver to PIN 744101 yet. Please use another delivery address.',
    });
    http.prepaidOnly.add('795001');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/shipping/serviceability?pin=795001' })).json().cod,
    ).toBe(false);
    // One token served all three.
    expect(http.requests.filter((r) => r.path === '/auth/login')).toHaveLength(1);
  });

  it('logs in again when the token has expired', async () => {
    http.expireToken();
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/serviceability?pin=400001' });
    expect(res.json().deliverable).toBe(true);
    expect(http.requests.slice(-3).map((r) => r.path.split('?')[0])).toEqual([
      '/courier/serviceability/',
      '/auth/login',
      '/courier/serviceability/',
    ]);
  });

  it('falls back to the PIN table while Shiprocket is unreachable', async () => {
    http.setDown(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/serviceability?pin=600001' });
    http.setDown(false);
    expect(res.json()).toMatchObject({ deliverable: true, cod: false, etaDays: { min: 3, max: 5 } });
  });

  let orderId: string;
  let awb: string;
  it('books: creates the order, assigns an AWB, generates the label and asks for pickup', async () => {
    const customer = await t.createCustomer('Meera');
    const order = await t.createOrder({
      userId: customer.id,
      items: [{ productId: t.products[0]!.id, name: 'Palm Court', quantity: 2, lineTotalPaise: 240_000 }],
    });
    orderId = order.id;
    const before = http.requests.length;
    const res = await t.call('POST', `/api/admin/orders/${orderId}/shipments`);
    expect(res.statusCode).toBe(201);
    const booked = res.json();
    awb = booked.awb;
    expect(booked).toEqual({
      carrier: 'Xpressbees Surface',
      awb: expect.stringMatching(/^1417\d+$/),
      labelUrl: `/api/admin/orders/${orderId}/shipments/label`,
    });
    const calls = http.requests.slice(before);
    expect(calls.map((r) => r.path)).toEqual([
      '/orders/create/adhoc',
      '/courier/assign/awb',
      '/courier/generate/label',
      '/courier/generate/pickup',
    ]);
    expect(calls[0]?.body).toMatchObject({
      pickup_location: 'Primary',
      billing_pincode: '560001',
      billing_country: 'India',
      payment_method: 'Prepaid',
      shipping_is_billing: true,
      order_items: [{ name: 'Palm Court', units: 2 }],
    });
    const label = await t.call('GET', `/api/admin/orders/${orderId}/shipments/label`);
    expect(label.statusCode).toBe(302);
    expect(label.headers.location).toMatch(/^https:\/\/kr-shipmultichannel\.s3\..*label-\d+\.pdf$/);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('shipped');
  });

  it("books with the shipping box staff set on the product's form, kept when a save leaves it out", async () => {
    const body = {
      name: 'Jharokha Panel',
      description: 'Arches in gold foil.',
      price: 150,
      category: 'Designer Walls',
      kind: 'customised',
      dimensions: { width: 100, height: 250 },
    };
    const parcel = { weightG: 2400, lengthCm: 110, breadthCm: 20, heightCm: 12 };
    const made = await t.call('POST', '/api/admin/products', { ...body, parcel });
    expect(made.statusCode).toBe(201);
    expect(made.json().parcel).toEqual(parcel);
    const kept = await t.call('PUT', `/api/admin/products/${made.json().id}`, { ...body, price: 160 });
    expect(kept.json().parcel).toEqual(parcel);
    const refused = await t.call('PUT', `/api/admin/products/${made.json().id}`, {
      ...body,
      parcel: { ...parcel, weightG: 0 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Shipping weight must be at least 10 g');

    const customer = await t.createCustomer('Farah');
    const order = await t.createOrder({
      userId: customer.id,
      items: [{ productId: made.json().id, name: 'Jharokha Panel', quantity: 2, lineTotalPaise: 300_000 }],
    });
    const before = http.requests.length;
    expect((await t.call('POST', `/api/admin/orders/${order.id}/shipments`)).statusCode).toBe(201);
    // Two units in one box: their weights add, the longer side sets the length.
    expect(http.requests[before]?.body).toMatchObject({ weight: 4.8, length: 110 });
    const [row] = await t.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    expect(row).toMatchObject({ weightG: 4800, lengthCm: 110 });
  });

  it("refuses a webhook without the panel's token and applies one with it", async () => {
    const delivered = {
      awb,
      current_status: 'DELIVERED',
      current_status_id: 7,
      shipment_status: 'DELIVERED',
      current_timestamp: '28 11 2026 14:05:10',
      courier_name: 'Xpressbees Surface',
    };
    const forged = await webhook(delivered, 'guess');
    expect(forged.statusCode).toBe(401);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('shipped');
    expect((await webhook(delivered)).json()).toEqual({ recorded: 1, duplicates: 0, ignored: 0 });
    expect((await webhook(delivered)).json()).toEqual({ recorded: 0, duplicates: 1, ignored: 0 });
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, orderId));
    expect(shipment?.statusAt?.toISOString()).toBe('2026-11-28T08:35:10.000Z');
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('delivered');
  });

  it("sends a re-attempt with the customer's correction, and a return, through Action NDR", async () => {
    const customer = await t.createCustomer('Kavya');
    const booked = async () => {
      const order = await t.createOrder({
        userId: customer.id,
        items: [{ productId: t.products[0]!.id, name: 'Palm Court', quantity: 1, lineTotalPaise: 120_000 }],
      });
      const res = await t.call('POST', `/api/admin/orders/${order.id}/shipments`);
      const { awb: parcel } = res.json();
      await webhook({ awb: parcel, current_status: 'UNDELIVERED', current_timestamp: '28 11 2026 16:00:00' });
      const [row] = await t.db.select().from(shipments).where(eq(shipments.orderId, order.id));
      expect(row?.ndrOpen).toBe(true);
      return { orderId: order.id, awb: parcel as string, shipmentId: row!.id };
    };

    const first = await booked();
    const token = orderLinkToken(t.config.orderLinkSecret, first.orderId);
    const corrected = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first.orderId}/delivery-correction?token=${token}`,
      payload: { phone: '98450 12345', address: 'Flat 4B, Lakeview Residency, 12th Main' },
    });
    expect(corrected.statusCode).toBe(200);
    const before = http.requests.length;
    expect(
      (await t.call('POST', `/api/admin/delivery-problems/${first.shipmentId}`, { action: 'reattempt' }))
        .statusCode,
    ).toBe(200);
    const sent = http.requests.slice(before);
    expect(sent.map((r) => [r.method, r.path])).toEqual([['POST', `/ndr/${first.awb}/action`]]);
    expect(sent[0]?.body).toEqual({
      action: 're-attempt',
      comments: 'Please attempt delivery again',
      phone: '9845012345',
      address1: 'Flat 4B, Lakeview Residency, 12th Main',
    });

    const second = await booked();
    const mark = http.requests.length;
    await t.call('POST', `/api/admin/delivery-problems/${second.shipmentId}`, { action: 'return' });
    expect(http.requests.slice(mark).map((r) => r.body)).toEqual([
      { action: 'return', comments: 'Return to origin' },
    ]);
  });

  it('reads tracking scans for polling, in IST, oldest first', async () => {
    const carrier = createShiprocketCarrier(SETTINGS, WEBHOOK_TOKEN, { fetch: http.fetch });
    http.tracks.set('999', [
      { date: '2026-11-26 09:00:00', 'sr-status-label': 'PICKED UP', activity: 'Picked' },
      { date: '2026-11-27 18:30:00', 'sr-status-label': 'UNDELIVERED', activity: 'Consignee unavailable' },
    ]);
    expect(await carrier.track('999')).toEqual([
      { awb: '999', status: 'picked_up', at: '2026-11-26T03:30:00.000Z' },
      { awb: '999', status: 'ndr', at: '2026-11-27T13:00:00.000Z', reason: 'Consignee unavailable' },
    ]);
    expect(shiprocketTime('31 02 2026 10:00:00')).toBeNull();
  });
});

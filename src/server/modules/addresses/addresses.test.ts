import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_ADDRESSES_MAX, type SaveAddressInput, type SavedAddress } from '../../../domain/checkout';
import { addresses, payments } from '../../db/schema';
import { SHIPPING, createCheckoutTestApp, type CheckoutTestApp, type Shopper } from '../../test/checkout';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
  await t.addToCart(t.asha, t.rollsLine(1));
});
afterAll(() => t.close());

const HOME: SaveAddressInput = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '098450-12345',
  address: '12 Lavelle Road',
  city: 'Bengaluru',
  state: 'karnataka',
  zipCode: '560 001',
};

const save = (who: Shopper, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.headers, payload });
const list = async (who: Shopper): Promise<SavedAddress[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: who.headers })).json();
const remove = (who: Shopper, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/addresses/${id}`, headers: who.headers });

describe('/api/addresses', () => {
  it('asks a signed-out caller to log in', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/addresses' }),
      await t.app.inject({ method: 'POST', url: '/api/addresses', payload: HOME }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please log in to continue.');
    }
  });

  it('saves an address in its normal form, once however often it is saved, and lists it to its owner only', async () => {
    const first = await save(t.asha, HOME);
    expect(first.statusCode).toBe(201);
    const saved: SavedAddress = first.json();
    expect(saved).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '+919845012345',
      state: 'Karnataka',
      zipCode: '560001',
    });
    expect(Object.keys(saved)).not.toContain('userId');

    const again = await save(t.asha, { ...HOME, phone: '+91 98450 12345' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(saved.id);

    expect((await list(t.asha)).map((a) => a.id)).toEqual([saved.id]);
    expect(await list(t.ravi)).toEqual([]);
  });

  it.each([
    ['phone', { phone: 'abc' }, 'Enter a valid 10-digit mobile number'],
    ['phone', { phone: '5845012345' }, 'Indian mobile numbers start with 6, 7, 8 or 9'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['zipCode', { zipCode: '12' }, 'Please enter a valid 6-digit PIN code'],
    ['zipCode', { zipCode: '999999' }, 'We could not find this PIN code'],
    ['zipCode', { zipCode: '400001' }, 'This PIN code belongs to Maharashtra, not Karnataka'],
    ['state', { state: 'Narnia' }, 'Choose a state or union territory from the list'],
    ['state', { state: undefined }, 'State is required'],
    ['firstName', { firstName: ' ' }, 'First name is required'],
    ['address', { address: 'x'.repeat(201) }, 'Address is required'],
  ])('refuses a bad %s with its message and saves nothing', async (path, change, message) => {
    const before = await list(t.ravi);
    const res = await save(t.ravi, { ...HOME, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[0].path).toBe(path);
    expect(await list(t.ravi)).toEqual(before);
  });

  it("deletes the caller's own address and answers 404 for anyone else's or a made-up id", async () => {
    const { id } = (await save(t.asha, { ...HOME, address: '7 Brigade Road' })).json();
    expect((await remove(t.ravi, id)).statusCode).toBe(404);
    expect((await remove(t.ravi, id)).json().message).toBe('Address not found');
    expect((await remove(t.asha, 'not-an-id')).statusCode).toBe(404);
    expect((await list(t.asha)).map((a) => a.id)).toContain(id);

    expect((await remove(t.asha, id)).statusCode).toBe(204);
    expect((await list(t.asha)).map((a) => a.id)).not.toContain(id);
    expect((await remove(t.asha, id)).statusCode).toBe(404);
  });

  it(`keeps at most ${SAVED_ADDRESSES_MAX} addresses, also when they are saved all at once`, async () => {
    const meera = await t.newShopper('Meera');
    const results = await Promise.all(
      Array.from({ length: SAVED_ADDRESSES_MAX + 4 }, (_, i) =>
        save(meera, { ...HOME, address: `${i + 1} Church Street` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(SAVED_ADDRESSES_MAX);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json().message).toBe(
      `You can save up to ${SAVED_ADDRESSES_MAX} addresses. Remove one you no longer use first.`,
    );
    const [row] = await t.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, meera.id));
    expect(row?.n).toBe(SAVED_ADDRESSES_MAX);
  });
});

describe('create-order and place-order refuse bad shipping details', () => {
  it.each([
    ['shippingInfo.phone', { phone: 'abc' }, 'Enter a valid 10-digit mobile number'],
    ['shippingInfo.zip', { zip: '12' }, 'Please enter a valid 6-digit PIN code'],
    ['shippingInfo.zip', { zip: '999999' }, 'We could not find this PIN code'],
    ['shippingInfo.zip', { zip: '110001' }, 'This PIN code belongs to Delhi, not Karnataka'],
    [
      'shippingInfo.zip',
      { zip: '682555', state: 'Goa' },
      'This PIN code belongs to Kerala or Lakshadweep, not Goa',
    ],
    ['shippingInfo.state', { state: 'Bangalore' }, 'Choose a state or union territory from the list'],
  ])('POST /api/payment/create-order: %s %j → 400', async (path, change, message) => {
    const [before] = await t.db.select({ n: count() }).from(payments);
    const res = await t.createOrderRequest(t.asha, {
      currency: 'INR',
      shippingInfo: { ...SHIPPING, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[0].path).toBe(path);
    const [after] = await t.db.select({ n: count() }).from(payments);
    expect(after?.n).toBe(before?.n);
  });

  it('POST /api/orders: a PIN outside the state → 400 with its message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: t.asha.headers,
      payload: {
        shippingInfo: { ...SHIPPING, state: 'Tamil Nadu' },
        paymentId: 'pay_x',
        orderId: 'order_x',
        signature: 'x',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This PIN code belongs to Karnataka, not Tamil Nadu');
  });

  it('takes a well-formed address in any usual spelling and charges it as normalised', async () => {
    const res = await t.createOrderRequest(t.asha, {
      currency: 'INR',
      shippingInfo: { ...SHIPPING, phone: '98450 12345', zip: '560 001', state: ' KARNATAKA ' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, res.json().orderId));
    expect(row?.shippingInfo).toEqual(SHIPPING);
  });
});

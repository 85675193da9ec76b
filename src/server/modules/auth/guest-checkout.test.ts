import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../../domain/auth';
import type { Order } from '../../../domain/order';
import { emailOutbox, payments, sessions, users } from '../../db/schema';
import { ACCOUNT_NEEDED } from '../../plugins/auth';
import { SHIPPING, createCheckoutTestApp, type CheckoutTestApp, type Shopper } from '../../test/checkout';
import { orderLinkToken } from '../orders/link';
import { MESSAGES, createPasswordResetUrl } from './service';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

// Each guest comes from an address of its own, so the per-client limit only bites in its own test.
let addressCount = 0;
const nextAddress = () => `10.0.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

const startGuestRequest = (payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/guest', payload: payload as object, remoteAddress });

async function startGuest(email: string): Promise<Shopper & { user: AuthResponse['user'] }> {
  const res = await startGuestRequest({ email });
  expect(res.statusCode).toBe(201);
  const body: AuthResponse = res.json();
  return {
    id: body.user.id,
    token: body.token,
    headers: { authorization: `Bearer ${body.token}` },
    user: body.user,
  };
}

/** Guest session → server cart → create-order → sandbox card → place order: what the checkout page does. */
async function guestOrder(guest: Shopper, shippingInfo = SHIPPING): Promise<Order> {
  const added = await t.addToCart(guest, t.wallLine({ selectedMaterial: 'Non-woven' }));
  expect(added.statusCode).toBe(200);
  return t.checkOutCart(guest, shippingInfo);
}

async function confirmationMail(to: string) {
  const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  return mails.filter((m) => m.kind === 'order-confirmation');
}

const viewByLink = (id: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}?token=${encodeURIComponent(token)}` });

const ordersOf = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/orders', headers: { authorization: `Bearer ${token}` } })
  ).json<Order[]>();

describe('guest checkout, from session to claimed order', () => {
  it('buys as a guest, mails a signed link that shows the order, and the account made from that browser claims it', async () => {
    const email = 'meera.guest@example.com';
    const guest = await startGuest(email);
    expect(guest.user).toMatchObject({ name: 'Guest', email, role: 'customer', guest: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: guest.headers });
    expect(me.json()).toMatchObject({ guest: true, email });

    const shippingInfo = { ...SHIPPING, email };
    const order = await guestOrder(guest, shippingInfo);
    // The order carries the name the buyer gave, not the guest row's 'Guest' (decision 047).
    expect(order.user).toEqual({ name: shippingInfo.name, email });

    // The mail carries /orders/:id?token=… and the link opens the order with no session at all.
    const [mail, ...more] = await confirmationMail(email);
    expect(more).toHaveLength(0);
    const match = /http:\/\/store\.test\/orders\/([0-9a-f-]{36})\?token=([0-9a-f]{64})/.exec(
      mail?.text ?? '',
    );
    expect(match?.[1]).toBe(order.id);
    const token = match?.[2] ?? '';
    expect(token).toBe(orderLinkToken(t.config.orderLinkSecret, order.id));
    expect(mail?.html).toContain(`/orders/${order.id}?token=${token}`);
    const shown = await viewByLink(order.id, token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(order);

    // A wrong, truncated or borrowed token is a missing order, and nothing lists orders by link.
    const wrong = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    for (const [id, bad] of [
      [order.id, wrong],
      [order.id, token.slice(0, 32)],
      [order.id, ''],
      ['not-a-uuid', token],
      ['01890000-0000-7000-8000-000000000000', token],
    ] as const) {
      const res = await viewByLink(id, bad);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found.' });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/orders?token=${token}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}` })).statusCode).toBe(401);

    // Signing up from the guest's browser carries the guest token, which proves these orders are theirs.
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: guest.headers,
      payload: { name: 'Meera Iyer', email, password: 'meera-secret' },
    });
    expect(registered.statusCode).toBe(201);
    const account: AuthResponse = registered.json();
    expect(account.user.guest).toBe(false);
    const claimed = await ordersOf(account.token);
    expect(claimed.map((o) => o.id)).toEqual([order.id]);
    expect(claimed[0]?.user).toEqual({ name: 'Meera Iyer', email });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.userId).toBe(account.user.id);

    // The guest row and its session are gone; the mailed link still works.
    expect(await t.db.select().from(users).where(eq(users.id, guest.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, guest.id))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: guest.headers })).statusCode,
    ).toBe(401);
    expect((await viewByLink(order.id, token)).statusCode).toBe(200);
  });

  it('keeps two guest sessions with one e-mail apart', async () => {
    const email = 'shared.guest@example.com';
    const first = await startGuest(email);
    const second = await startGuest(email);
    const firstOrder = await guestOrder(first, { ...SHIPPING, email });
    expect((await ordersOf(second.token)).map((o) => o.id)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${firstOrder.id}`, headers: second.headers }))
        .statusCode,
    ).toBe(404);
    expect((await ordersOf(first.token)).map((o) => o.id)).toEqual([firstOrder.id]);
  });
});

describe('claiming needs proof of the buyer or the mailbox', () => {
  it('does not hand guest orders to a sign-up without the guest session; a password reset then claims them', async () => {
    const email = 'kiran.guest@example.com';
    const guest = await startGuest(email);
    const order = await guestOrder(guest, { ...SHIPPING, email });

    // Anyone could type this e-mail into the sign-up form: that alone must not reveal the order.
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Kiran', email, password: 'kiran-secret' },
    });
    expect(registered.statusCode).toBe(201);
    const account: AuthResponse = registered.json();
    expect(await ordersOf(account.token)).toEqual([]);

    // A reset link reaches only the mailbox, which is where the guest's confirmation went.
    const url = await createPasswordResetUrl(t.db, t.config, account.user.id);
    const resetToken = new URL(url).searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'kiran-new-secret' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'kiran-new-secret' },
    });
    expect((await ordersOf(login.json<AuthResponse>().token)).map((o) => o.id)).toEqual([order.id]);
  });

  it('lets a guest who logs in to an account from the same browser bring the order along', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Dev', email: 'dev.account@example.com', password: 'dev-secret' },
    });
    const guest = await startGuest('dev.other@example.com');
    const order = await guestOrder(guest, { ...SHIPPING, email: 'dev.other@example.com' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: guest.headers,
      payload: { email: 'dev.account@example.com', password: 'dev-secret' },
    });
    expect(login.statusCode).toBe(200);
    expect((await ordersOf(login.json<AuthResponse>().token)).map((o) => o.id)).toEqual([order.id]);
  });
});

describe("a guest's cart at sign-in (issue 26, decisions/005)", () => {
  const WALL = { width: 120, height: 96 };
  const rollsForWall = (quantity: number) => ({
    productId: t.roll.id,
    quantity,
    customDimensions: WALL,
    installation: true,
  });
  const cartOf = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: `Bearer ${token}` } });

  it.each(['login', 'register'] as const)(
    'joins the account’s cart on %s from the guest’s session, merging a line of the same choice',
    async (how) => {
      const email = `cart.${how}@example.com`;
      let accountToken: string | null = null;
      if (how === 'login') {
        const made = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Leela', email, password: 'leela-secret' },
        });
        accountToken = made.json<AuthResponse>().token;
        const account = { id: '', token: accountToken, headers: { authorization: `Bearer ${accountToken}` } };
        await t.fillCart(account, rollsForWall(1), t.wallLine({ selectedMaterial: 'Vinyl' }));
      }
      const guest = await startGuest(`cart.guest.${how}@example.com`);
      expect((await t.addToCart(guest, rollsForWall(3))).statusCode).toBe(200);
      const guestCart = (await cartOf(guest.token)).json<{ subtotal: number }>();

      const signedIn = await t.app.inject({
        method: 'POST',
        url: `/api/auth/${how}`,
        headers: guest.headers,
        payload:
          how === 'login'
            ? { email, password: 'leela-secret' }
            : { name: 'Leela', email, password: 'leela-secret' },
      });
      expect(signedIn.statusCode).toBe(how === 'login' ? 200 : 201);
      const cart = (await cartOf(signedIn.json<AuthResponse>().token)).json<{
        items: { product: { id: string }; quantity: number; customDimensions: unknown }[];
        subtotal: number;
      }>();
      const rolls = cart.items.filter((i) => i.product.id === t.roll.id);
      // The same roll for the same wall is one line: the account's 1 and the guest's 3.
      expect(rolls).toEqual([
        expect.objectContaining({ quantity: how === 'login' ? 4 : 3, customDimensions: WALL }),
      ]);
      expect(cart.items).toHaveLength(how === 'login' ? 2 : 1);
      if (how === 'register') expect(cart.subtotal).toBe(guestCart.subtotal);
    },
  );

  it('leaves a stranger’s guest cart alone when a password reset claims their orders', async () => {
    const email = 'reset.cart@example.com';
    const guest = await startGuest(email);
    await t.addToCart(guest, rollsForWall(2));
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Omar', email, password: 'omar-secret' },
    });
    const url = await createPasswordResetUrl(t.db, t.config, registered.json<AuthResponse>().user.id);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: new URL(url).searchParams.get('token'), password: 'omar-new-secret' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'omar-new-secret' },
    });
    expect((await cartOf(login.json<AuthResponse>().token)).json<{ items: unknown[] }>().items).toEqual([]);
  });
});

describe('POST /api/checkout/guest refusals', () => {
  it('refuses an e-mail that has an account, whatever its case, and makes no row', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Tara', email: 'tara@example.com', password: 'tara-secret' },
    });
    const before = await t.db.select().from(users);
    const res = await startGuestRequest({ email: 'TARA@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.guestHasAccount });
    expect(res.json()).toEqual({ message: 'An account with this email already exists. Please log in.' });
    expect(await t.db.select().from(users)).toHaveLength(before.length);
  });

  it.each([
    [{}, 400],
    [{ email: 'not-an-email' }, 400],
    [{ email: `${'a'.repeat(250)}@example.com` }, 400],
    [{ email: 12 }, 400],
  ])('answers %j with %i and { message }, changing nothing', async (payload, status) => {
    const before = await t.db.select().from(users);
    const res = await startGuestRequest(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    expect(await t.db.select().from(users)).toHaveLength(before.length);
  });

  it('limits guest sessions per client: the sixth in a minute gets 429 with Retry-After', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 5; i++) {
      expect((await startGuestRequest({ email: `burst${i}@example.com` }, address)).statusCode).toBe(201);
    }
    const refused = await startGuestRequest({ email: 'burst5@example.com' }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect(await t.db.select().from(users).where(eq(users.email, 'burst5@example.com'))).toEqual([]);
  });

  it('lets a guest buy but not review: a review needs an account', async () => {
    const guest = await startGuest('reviewer.guest@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${t.custom.id}/reviews`,
      headers: guest.headers,
      payload: { rating: 5, comment: 'Lovely' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ACCOUNT_NEEDED });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPricing } from '../products/service';
import { and, eq } from 'drizzle-orm';
import type { AbandonedCart } from '../../../domain/cart-recovery';
import { priceLine, toRupees } from '../../../domain/pricing';
import { auditLog, carts } from '../../db/schema';
import { latestMailTo } from '../mail/service';
import {
  bearer,
  createAdminTestApp,
  hoursAgo,
  type AdminTestApp,
  type Person,
} from '../../test/store-fixtures';

let t: AdminTestApp;
type Key = 'stale' | 'orderedBefore' | 'orderedSince' | 'fresh' | 'empty';
let owners: Record<Key, Awaited<ReturnType<AdminTestApp['createCustomer']>>>;
let cartIds: Record<Key, string>;

interface AbandonedCarts {
  carts: AbandonedCart[];
  count: number;
  potentialRevenue: number;
  recoveryRate: number;
}
const list = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/abandoned-carts',
    headers: bearer(t.people.viewer),
  });
  expect(res.statusCode).toBe(200);
  return res.json<AbandonedCarts>();
};
const sendRecovery = (cartId: string, who: Person = t.people.editor) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/abandoned-carts/${cartId}/recovery-email`,
    headers: bearer(who),
  });

/** What the cart line fixture (53 × 10 in, no installation, quantity 1, default material) costs today. */
const lineAmount = (product: AdminTestApp['products'][number]) =>
  toRupees(
    priceLine({
      product: productPricing(product),
      installation: false,
      dimensions: { width: 53, height: 10 },
      quantity: 1,
    }).amountPaise,
  );

beforeAll(async () => {
  t = await createAdminTestApp(4);
  const ids = t.products.map((p) => p.id);
  owners = {
    stale: await t.createCustomer('Owner stale'),
    orderedBefore: await t.createCustomer('Owner ordered before'),
    orderedSince: await t.createCustomer('Owner ordered since'),
    fresh: await t.createCustomer('Owner fresh'),
    empty: await t.createCustomer('Owner empty'),
  };
  await t.createOrder({ userId: owners.orderedBefore.id, createdAt: hoursAgo(30) });
  await t.createOrder({ userId: owners.orderedSince.id, createdAt: hoursAgo(2) });
  cartIds = {
    stale: (await t.createCart(owners.stale.id, ids.slice(0, 2), hoursAgo(25))).id,
    orderedBefore: (await t.createCart(owners.orderedBefore.id, ids.slice(2, 3), hoursAgo(26))).id,
    orderedSince: (await t.createCart(owners.orderedSince.id, ids.slice(0, 1), hoursAgo(25))).id,
    fresh: (await t.createCart(owners.fresh.id, ids.slice(0, 1), hoursAgo(1))).id,
    empty: (await t.createCart(owners.empty.id, [], hoursAgo(48))).id,
  };
});
afterAll(() => t.close());

describe('GET /api/admin/abandoned-carts', () => {
  it('lists carts with items untouched for 24 h whose owner has not ordered since, newest first', async () => {
    const body = await list();
    expect(body.carts.map((c) => c.id)).toEqual([cartIds.stale, cartIds.orderedBefore]);
    expect(body.count).toBe(2);
    const [stale] = body.carts;
    expect(stale).toMatchObject({
      _id: cartIds.stale,
      user: { id: owners.stale.id, name: 'Owner stale', email: owners.stale.email, phone: null },
      recoveryEmailSentAt: null,
    });
    expect(stale!.items).toEqual(
      t.products
        .slice(0, 2)
        .map((p) => ({ product: { id: p.id, name: p.name }, quantity: 1, amount: lineAmount(p) })),
    );
    const staleTotal = Math.round((lineAmount(t.products[0]!) + lineAmount(t.products[1]!)) * 100) / 100;
    expect(stale!.total).toBe(staleTotal);
    expect(body.potentialRevenue).toBe(Math.round((staleTotal + lineAmount(t.products[2]!)) * 100) / 100);
    expect(body.recoveryRate).toBe(0);
  });
});

describe('POST /api/admin/abandoned-carts/:id/recovery-email', () => {
  it('e-mails the owner a link that opens the cart, records when, and writes the audit entry', async () => {
    const res = await sendRecovery(cartIds.stale);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; recoveryEmailSentAt: string }>();
    expect(body.message).toBe('Recovery email sent.');

    const mail = await latestMailTo(t.db, owners.stale.email);
    expect(mail).toMatchObject({ kind: 'cart-recovery', status: 'stored' });
    expect(mail!.subject).toBe('Your Wallcraft cart is waiting');
    expect(mail!.text).toContain('http://store.test/?cart=open');
    expect(mail!.html).toContain('href="http://store.test/?cart=open"');
    expect(mail!.text).toContain(t.products[0]!.name);

    const [cart] = await t.db.select().from(carts).where(eq(carts.id, cartIds.stale));
    expect(cart!.recoveryEmailSentAt?.toISOString()).toBe(body.recoveryEmailSentAt);
    // Sending is not the shopper touching the cart: it stays abandoned, now marked as e-mailed.
    const after = await list();
    expect(after.carts.find((c) => c.id === cartIds.stale)?.recoveryEmailSentAt).toBe(
      body.recoveryEmailSentAt,
    );

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cart.recovery-email'), eq(auditLog.entityId, cartIds.stale)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: t.people.editor.id, entityType: 'cart' });
  });

  it('counts a cart as recovered once its owner orders after the e-mail', async () => {
    expect((await list()).recoveryRate).toBe(0);
    await t.createOrder({ userId: owners.stale.id });
    const afterOrder = await list();
    expect(afterOrder.carts.map((c) => c.id)).toEqual([cartIds.orderedBefore]);
    expect(afterOrder.recoveryRate).toBe(100);
    expect((await sendRecovery(cartIds.orderedBefore)).statusCode).toBe(200);
    expect((await list()).recoveryRate).toBe(50);
  });

  it('answers 404 for an unknown cart and 400 for an empty one', async () => {
    const unknown = await sendRecovery('0190f5a0-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Cart not found.' });
    const empty = await sendRecovery(cartIds.empty);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'This cart is empty.' });
  });
});

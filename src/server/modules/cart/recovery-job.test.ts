import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, emailOutbox, users } from '../../db/schema';
import { jobsSettled } from '../../jobs';
import { createTestApp, type TestContext } from '../../test/helpers';
import { sendDueRecoveryEmails } from './admin-service';
import {
  createCart,
  createCustomer,
  createOrder,
  daysAgo,
  hoursAgo,
  seedProducts,
} from '../../test/store-fixtures';

let t: TestContext;
type Key = 'due' | 'alreadySent' | 'orderedSince' | 'fresh' | 'tooOld' | 'empty' | 'guest';
let owners: Record<Key, { id: string; email: string }>;
let cartIds: Record<Key, string>;

const recoveryMailsTo = async (email: string) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter(
    (row) => row.kind === 'cart-recovery',
  );

beforeAll(async () => {
  t = await createTestApp();
  const ids = (await seedProducts(t.db, 2)).map((p) => p.id);
  const keys: Key[] = ['due', 'alreadySent', 'orderedSince', 'fresh', 'tooOld', 'empty', 'guest'];
  owners = Object.fromEntries(
    await Promise.all(keys.map(async (key) => [key, await createCustomer(t.db, `Owner ${key}`)])),
  ) as Record<Key, { id: string; email: string }>;
  await t.db.update(users).set({ guest: true }).where(eq(users.id, owners.guest.id));
  await createOrder(t.db, { userId: owners.orderedSince.id, createdAt: hoursAgo(2) });
  cartIds = {
    due: (await createCart(t.db, owners.due.id, ids, hoursAgo(30))).id,
    alreadySent: (await createCart(t.db, owners.alreadySent.id, ids, hoursAgo(30))).id,
    orderedSince: (await createCart(t.db, owners.orderedSince.id, ids, hoursAgo(30))).id,
    fresh: (await createCart(t.db, owners.fresh.id, ids, hoursAgo(2))).id,
    tooOld: (await createCart(t.db, owners.tooOld.id, ids, daysAgo(10))).id,
    empty: (await createCart(t.db, owners.empty.id, [], hoursAgo(30))).id,
    guest: (await createCart(t.db, owners.guest.id, ids, hoursAgo(30))).id,
  };
  await t.db
    .update(carts)
    .set({ recoveryEmailSentAt: hoursAgo(3) })
    .where(eq(carts.id, cartIds.alreadySent));
});
afterAll(() => t.close());

describe('the cart recovery job', () => {
  it('mails each abandoned cart once, even when runs overlap, and marks it sent without touching it', async () => {
    const [before] = await t.db.select().from(carts).where(eq(carts.id, cartIds.due));
    const runs = await Promise.all(
      Array.from({ length: 5 }, () => sendDueRecoveryEmails(t.db, t.config, t.app.log)),
    );
    await jobsSettled();
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    const mails = await recoveryMailsTo(owners.due.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Wallcraft cart is waiting');
    const [after] = await t.db.select().from(carts).where(eq(carts.id, cartIds.due));
    expect(after?.recoveryEmailSentAt).not.toBeNull();
    // Sending is not the shopper touching the cart: it stays abandoned as long ago as it was.
    expect(after?.updatedAt).toEqual(before?.updatedAt);

    expect((await sendDueRecoveryEmails(t.db, t.config, t.app.log)).sent).toBe(0);
    expect(await recoveryMailsTo(owners.due.email)).toHaveLength(1);
  });

  it('leaves carts already mailed, ordered since, still fresh, over a week old, empty or a guest’s', async () => {
    for (const key of ['alreadySent', 'orderedSince', 'fresh', 'tooOld', 'empty', 'guest'] as const)
      expect(await recoveryMailsTo(owners[key].email), key).toEqual([]);
    const untouched = await t.db
      .select({ id: carts.id, sentAt: carts.recoveryEmailSentAt })
      .from(carts)
      .where(inArray(carts.id, [cartIds.orderedSince, cartIds.fresh, cartIds.tooOld, cartIds.guest]));
    expect(untouched.map((row) => row.sentAt)).toEqual([null, null, null, null]);
  });
});

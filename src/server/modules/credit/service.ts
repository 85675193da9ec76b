import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  CREDIT_MESSAGES,
  CREDIT_REASON_LABELS,
  spendableBalance,
  type CreditAccount,
  type CreditReason,
  type GoodwillCredit,
} from '../../../domain/credit';
import { toPaise, toRupees } from '../../../domain/pricing';
import { STOCK_HOLD_MINUTES } from '../../../domain/stock';
import type { Db } from '../../db/client';
import { creditEntries, payments, users } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';

/**
 * One customer's ledger at a time: every change that depends on the balance takes this transaction-scoped lock
 * first, so two checkouts spending the same credit take turns and the second sees the first's entry
 * (docs/decisions/061-one-store-credit-ledger.md).
 */
export const lockLedger = (tx: Db, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit:${userId}`}))`);

async function entriesOf(db: Db, userId: string) {
  return db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId))
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));
}

/** Paise the customer can spend now. */
export async function creditBalance(db: Db, userId: string, now = new Date()): Promise<number> {
  return spendableBalance(await entriesOf(db, userId), now);
}

/** The profile's view: what can be spent, and every entry newest first. */
export async function creditAccount(db: Db, userId: string, now = new Date()): Promise<CreditAccount> {
  const rows = await entriesOf(db, userId);
  return {
    balance: toRupees(spendableBalance(rows, now)),
    entries: rows.map((r) => ({
      id: r.id,
      amount: toRupees(r.amountPaise),
      reason: r.reason,
      label: CREDIT_REASON_LABELS[r.reason],
      note: r.note,
      orderId: r.orderId,
      expiresAt: r.expiresAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** An admin gives (or corrects) credit with a reason; the entry and its audit record commit together. */
export async function grantGoodwill(
  db: Db,
  actorId: string,
  customerId: string,
  body: GoodwillCredit,
): Promise<CreditAccount> {
  const [customer] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, customerId));
  if (!customer || customer.role !== 'customer') throw new NotFound(CREDIT_MESSAGES.customerNotFound);
  const amountPaise = toPaise(body.amount);
  await db.transaction(async (tx) => {
    await lockLedger(tx, customerId);
    const [entry] = await tx
      .insert(creditEntries)
      .values({ userId: customerId, amountPaise, reason: 'goodwill', note: body.note, actorId })
      .returning({ id: creditEntries.id });
    await recordAudit(tx, actorId, 'credit.goodwill', customerId, {
      entryId: entry?.id,
      amountPaise,
      note: body.note,
    });
  });
  return creditAccount(db, customerId);
}

/**
 * A checkout pays `amountPaise` from credit (pass the transaction that records its payment). Under the ledger
 * lock the balance is read again: if it no longer covers what the shopper was shown, 409, and nothing is
 * recorded. The unique (payment, reason) makes it once per checkout.
 */
export async function spendCredit(
  tx: Db,
  payment: { id: string; userId: string },
  amountPaise: number,
): Promise<void> {
  if (amountPaise <= 0) return;
  await lockLedger(tx, payment.userId);
  if ((await creditBalance(tx, payment.userId)) < amountPaise) throw new Conflict(CREDIT_MESSAGES.changed);
  await tx.insert(creditEntries).values({
    userId: payment.userId,
    amountPaise: -amountPaise,
    reason: 'spent',
    paymentId: payment.id,
  });
}

/**
 * A checkout no payment will reach: failed, older than STOCK_HOLD_MINUTES, or (when a shopper starts again)
 * one of their own earlier ones. What it took from store credit and gift cards is given back.
 */
export const unpaidCheckout = (userId: string | null) =>
  and(
    isNull(payments.orderId),
    isNull(payments.paymentId),
    or(
      eq(payments.status, 'failed'),
      lt(payments.createdAt, sql`now() - make_interval(mins => ${STOCK_HOLD_MINUTES})`),
      userId ? eq(payments.userId, userId) : undefined,
    ),
  );

/**
 * Gives back the credit of checkouts that will not be paid with it: failed ones, ones no payment has reached
 * within STOCK_HOLD_MINUTES (the checkout's own hold, docs/decisions/044-stock-hold-caps.md), and, when a shopper
 * starts a new checkout, their own earlier ones no payment has reached (which are then replaced: the sandbox
 * refuses to take a payment for them). The unique (payment, 'released') entry makes each given back once.
 */
export async function releaseCredit(tx: Db, userId: string | null): Promise<number> {
  const open = await tx
    .select({ paymentId: payments.id, userId: payments.userId, amountPaise: creditEntries.amountPaise })
    .from(creditEntries)
    .innerJoin(payments, eq(payments.id, creditEntries.paymentId))
    .where(
      and(
        eq(creditEntries.reason, 'spent'),
        unpaidCheckout(userId),
        sql`not exists (select 1 from ${creditEntries} r where r.payment_id = ${payments.id} and r.reason = 'released')`,
      ),
    );
  let released = 0;
  for (const row of open) {
    await lockLedger(tx, row.userId);
    const [entry] = await tx
      .insert(creditEntries)
      .values({
        userId: row.userId,
        amountPaise: -row.amountPaise,
        reason: 'released',
        paymentId: row.paymentId,
      })
      .onConflictDoNothing()
      .returning({ id: creditEntries.id });
    if (entry) released += 1;
  }
  return released;
}

/**
 * Whether a checkout still holds the credit it spent (nothing to hold counts as holding): false once it was given
 * back, so the sandbox refuses to take a payment the credit no longer covers. Takes the ledger lock, so a release
 * cannot slip in before the payment is recorded.
 */
export async function holdsCredit(tx: Db, payment: { id: string; userId: string }): Promise<boolean> {
  await lockLedger(tx, payment.userId);
  const rows = await tx
    .select({ reason: creditEntries.reason })
    .from(creditEntries)
    .where(
      and(eq(creditEntries.paymentId, payment.id), inArray(creditEntries.reason, ['spent', 'released'])),
    );
  return !rows.some((r) => r.reason === 'released');
}

/**
 * The order made from a checkout that paid with credit (pass its transaction): the spend is tied to the order,
 * and when it had been given back meanwhile (the provider's payment landed after the hold lapsed) it is taken
 * again. The money was taken at the provider, so the order stands even if that leaves the balance below zero;
 * returns false then, for the caller to log.
 */
export async function settleCreditSpend(
  tx: Db,
  payment: { id: string; userId: string },
  orderId: string,
  amountPaise: number,
): Promise<boolean> {
  if (amountPaise <= 0) return true;
  await lockLedger(tx, payment.userId);
  await tx
    .update(creditEntries)
    .set({ orderId })
    .where(and(eq(creditEntries.paymentId, payment.id), eq(creditEntries.reason, 'spent')));
  const [released] = await tx
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(and(eq(creditEntries.paymentId, payment.id), eq(creditEntries.reason, 'released')));
  if (!released) return true;
  const covered = (await creditBalance(tx, payment.userId)) >= amountPaise;
  await tx
    .insert(creditEntries)
    .values({
      userId: payment.userId,
      amountPaise: -amountPaise,
      reason: 'respent',
      paymentId: payment.id,
      orderId,
    })
    .onConflictDoNothing();
  return covered;
}

/** A grant tied to an order (sample credit), made once however often the order is recorded. */
export async function grantForOrder(
  tx: Db,
  entry: { userId: string; orderId: string; amountPaise: number; reason: CreditReason; expiresAt?: Date },
): Promise<void> {
  if (entry.amountPaise <= 0) return;
  await tx
    .insert(creditEntries)
    .values({
      userId: entry.userId,
      orderId: entry.orderId,
      amountPaise: entry.amountPaise,
      reason: entry.reason,
      expiresAt: entry.expiresAt ?? null,
    })
    .onConflictDoNothing();
}

/** The sample credit an order granted on the ledger, for its confirmation e-mail (decision 061). */
export async function sampleGrantOf(
  db: Db,
  orderId: string,
): Promise<{ amount: number; expiresAt: Date } | null> {
  const [grant] = await db
    .select({ amountPaise: creditEntries.amountPaise, expiresAt: creditEntries.expiresAt })
    .from(creditEntries)
    .where(and(eq(creditEntries.orderId, orderId), eq(creditEntries.reason, 'sample')));
  return grant?.expiresAt ? { amount: toRupees(grant.amountPaise), expiresAt: grant.expiresAt } : null;
}

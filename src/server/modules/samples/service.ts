import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PaidLine } from '../../../domain/checkout';
import { SAMPLE_CREDIT_DAYS } from '../../../domain/constants';
import { formatDate } from '../../../domain/format';
import { toRupees } from '../../../domain/pricing';
import { SAMPLE_CODE_ALPHABET, SAMPLE_MESSAGES, type SampleCredit } from '../../../domain/checkout';
import type { Db } from '../../db/client';
import { creditEntries, payments, products, sampleCredits, users } from '../../db/schema';
import { Conflict, Invalid } from '../../errors';
import { STOCK_HOLD_MINUTES } from '../../../domain/stock';
import type { PricedCartLine } from '../cart/service';
import { creditBalance, grantForOrder, lockLedger } from '../credit/service';

/** How long a checkout no payment has reached holds its code: as long as it holds its rolls (decision 044). */
const CLAIM_HOLD_MS = STOCK_HOLD_MINUTES * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

function newCode(): string {
  const pick = () =>
    Array.from({ length: 4 }, () => SAMPLE_CODE_ALPHABET[randomInt(SAMPLE_CODE_ALPHABET.length)]).join('');
  return `WC-${pick()}-${pick()}`;
}

/**
 * When an order holding samples is recorded (pass its transaction). A signed-in customer's samples become one
 * `sample` grant on their store-credit ledger, worth what the order paid for its samples, ending after 30 days
 * (docs/decisions/061-one-store-credit-ledger.md); the unique (order, reason) entry makes a second completion
 * grant nothing. A guest has no ledger to spend from, so a guest still gets one code per sampled design, worth
 * what the order paid for that design's samples, for 30 days; the unique (order, design) pair issues it once.
 */
export async function issueSampleCredits(
  tx: Db,
  order: { id: string; userId: string; email: string; createdAt: Date },
  lines: readonly PaidLine[],
): Promise<void> {
  const byDesign = new Map<string, number>();
  for (const line of lines) {
    if (line.kind !== 'sample' || !line.product.id) continue;
    byDesign.set(line.product.id, (byDesign.get(line.product.id) ?? 0) + line.lineTotalPaise);
  }
  if (!byDesign.size) return;
  const expiresAt = new Date(order.createdAt.getTime() + SAMPLE_CREDIT_DAYS * DAY_MS);
  const [owner] = await tx.select({ guest: users.guest }).from(users).where(eq(users.id, order.userId));
  if (owner && !owner.guest) {
    const amountPaise = [...byDesign.values()].reduce((sum, paise) => sum + paise, 0);
    await grantForOrder(tx, {
      userId: order.userId,
      orderId: order.id,
      amountPaise,
      reason: 'sample',
      expiresAt,
    });
    return;
  }
  const live = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...byDesign.keys()]));
  if (!live.length) return;
  await tx
    .insert(sampleCredits)
    .values(
      live.map(({ id }) => ({
        code: newCode(),
        userId: order.userId,
        email: order.email,
        productId: id,
        sourceOrderId: order.id,
        amountPaise: byDesign.get(id) ?? 0,
        expiresAt,
      })),
    )
    .onConflictDoNothing({ target: [sampleCredits.sourceOrderId, sampleCredits.productId] });
}

/** The codes an order's samples earned, for its confirmation e-mail. */
export async function creditsIssuedBy(db: Db, orderId: string) {
  const rows = await db
    .select({ credit: sampleCredits, productName: products.name })
    .from(sampleCredits)
    .innerJoin(products, eq(products.id, sampleCredits.productId))
    .where(eq(sampleCredits.sourceOrderId, orderId))
    .orderBy(products.name);
  return rows.map(({ credit, productName }) => ({
    code: credit.code,
    productName,
    amount: toRupees(credit.amountPaise),
    expiresAt: credit.expiresAt,
  }));
}
export type IssuedCredit = Awaited<ReturnType<typeof creditsIssuedBy>>[number];

export interface CheckedCredit {
  id: string;
  code: string;
  productId: string;
  productName: string;
  /** what comes off: the code's worth, never more than the cart's full lines of that design */
  amountPaise: number;
}

/**
 * Whether `code` takes anything off this cart, for this shopper. A code belongs to the account that ordered the
 * samples and to the e-mail it was sent to (a guest who later orders as a guest, or signs up, with that address
 * may use it); anyone else is told it is not valid, so codes cannot be probed. It must be unused, unexpired, and
 * the cart must hold a full (non-sample) line of its design.
 */
export async function checkSampleCredit(
  db: Db,
  userId: string,
  code: string,
  lines: readonly PricedCartLine[],
  now = new Date(),
): Promise<CheckedCredit> {
  const [row] = await db
    .select({ credit: sampleCredits, productName: products.name, callerEmail: users.email })
    .from(sampleCredits)
    .innerJoin(products, eq(products.id, sampleCredits.productId))
    .innerJoin(users, eq(users.id, userId))
    .where(eq(sampleCredits.code, code));
  const owns =
    row && (row.credit.userId === userId || row.credit.email.toLowerCase() === row.callerEmail.toLowerCase());
  if (!row || !owns) throw new Invalid(SAMPLE_MESSAGES.codeInvalid);
  const { credit } = row;
  if (credit.usedAt) throw new Invalid(SAMPLE_MESSAGES.codeUsed);
  if (credit.voidedAt) throw new Invalid(SAMPLE_MESSAGES.codeVoided);
  if (credit.expiresAt <= now) throw new Invalid(SAMPLE_MESSAGES.codeExpired(formatDate(credit.expiresAt)));
  const fullPaise = lines
    .filter((l) => l.line.kind === 'goods' && l.product.id === credit.productId)
    .reduce((sum, l) => sum + l.price.amountPaise, 0);
  if (fullPaise === 0) throw new Invalid(SAMPLE_MESSAGES.codeNeedsDesign(row.productName));
  return {
    id: credit.id,
    code: credit.code,
    productId: credit.productId,
    productName: row.productName,
    amountPaise: Math.min(credit.amountPaise, fullPaise),
  };
}

export const toSampleCreditDto = (credit: CheckedCredit): SampleCredit => ({
  code: credit.code,
  productId: credit.productId,
  productName: credit.productName,
  amount: toRupees(credit.amountPaise),
});

/** What a checkout holding a code may still become: paid with it, so the code cannot move (decision 043). */
function holderIsLive(
  holder: { orderId: string | null; paymentId: string | null; status: string } | null,
  claimedAt: Date | null,
  now: Date,
): boolean {
  if (!holder || holder.orderId || holder.status === 'failed') return false;
  // A payment already on its way keeps its code however long it takes; an untouched checkout lapses.
  return (
    holder.paymentId !== null || (claimedAt !== null && now.getTime() - claimedAt.getTime() < CLAIM_HOLD_MS)
  );
}

/**
 * A checkout takes the code for its payment (pass the transaction that records the payment). The code's row is
 * locked first, so claims, the sandbox's payment and voiding take turns on it. Held by one checkout at a time: it
 * moves only from a checkout that failed or lapsed untouched, or from this shopper's own earlier checkout that no
 * payment has reached (pressing Pay again); that checkout is then replaced and can no longer be paid with it
 * (`holdsSampleCredit`). So however many checkouts race with one code, one can be paid with it: 409 for the rest.
 */
export async function claimSampleCredit(
  tx: Db,
  credit: Pick<CheckedCredit, 'id'>,
  payment: { id: string; userId: string },
): Promise<void> {
  const [row] = await tx.select().from(sampleCredits).where(eq(sampleCredits.id, credit.id)).for('update');
  if (!row) throw new Invalid(SAMPLE_MESSAGES.codeInvalid);
  if (row.usedAt) throw new Invalid(SAMPLE_MESSAGES.codeUsed);
  if (row.voidedAt) throw new Invalid(SAMPLE_MESSAGES.codeVoided);
  if (row.paymentId) {
    // A statement of its own, after the lock: it sees what the holder's last committed change made of it.
    const [holder] = await tx
      .select({
        userId: payments.userId,
        orderId: payments.orderId,
        paymentId: payments.paymentId,
        status: payments.status,
      })
      .from(payments)
      .where(eq(payments.id, row.paymentId));
    const ownRetry = holder?.userId === payment.userId && !holder.paymentId && !holder.orderId;
    if (!ownRetry && holderIsLive(holder ?? null, row.claimedAt, new Date()))
      throw new Conflict(SAMPLE_MESSAGES.codeInUse);
  }
  await tx
    .update(sampleCredits)
    .set({ paymentId: payment.id, claimedAt: sql`now()` })
    .where(eq(sampleCredits.id, credit.id));
}

/**
 * Whether a checkout carrying `code` still holds it, with the code's row locked until the caller's transaction
 * ends: the sandbox takes a payment only for the checkout holding its code, so a replaced checkout cannot be paid.
 */
export async function holdsSampleCredit(tx: Db, code: string, paymentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ paymentId: sampleCredits.paymentId, usedAt: sampleCredits.usedAt })
    .from(sampleCredits)
    .where(eq(sampleCredits.code, code))
    .for('update');
  return row?.paymentId === paymentId && !row.usedAt;
}

/**
 * Marks the code used by the order made from the payment holding it (pass the order's transaction). The
 * conditional update holds it to once; false when this payment no longer held it (decision 043).
 */
export async function redeemSampleCredit(
  tx: Db,
  code: string,
  paymentId: string,
  orderId: string,
): Promise<boolean> {
  const [used] = await tx
    .update(sampleCredits)
    .set({ usedOrderId: orderId, usedAt: sql`now()` })
    .where(
      and(eq(sampleCredits.code, code), isNull(sampleCredits.usedAt), eq(sampleCredits.paymentId, paymentId)),
    )
    .returning({ id: sampleCredits.id });
  return Boolean(used);
}

/**
 * The samples of an order are cancelled or refunded in full: its codes not yet used are voided, under their row
 * locks, so no checkout can claim them again (decision 043). Returns the paise of its codes already spent, used
 * by an order or held by a checkout that may still be paid with them (which keeps its claim): that part of the
 * samples' price came back as a discount, so it does not come back as money too.
 */
export async function voidSampleCredits(tx: Db, sourceOrderId: string, now = new Date()): Promise<number> {
  const spentFromLedger = await voidLedgerSampleCredit(tx, sourceOrderId, now);
  const rows = await tx
    .select({
      credit: sampleCredits,
      holder: { orderId: payments.orderId, paymentId: payments.paymentId, status: payments.status },
    })
    .from(sampleCredits)
    .leftJoin(payments, eq(payments.id, sampleCredits.paymentId))
    .where(eq(sampleCredits.sourceOrderId, sourceOrderId))
    .for('update', { of: sampleCredits });
  let spent = 0;
  for (const { credit, holder } of rows) {
    if (credit.usedAt) {
      spent += credit.amountPaise;
      continue;
    }
    const live = holderIsLive(holder?.status ? holder : null, credit.claimedAt, now);
    if (live) spent += credit.amountPaise;
    await tx
      .update(sampleCredits)
      .set({ voidedAt: now, ...(live ? {} : { paymentId: null, claimedAt: null }) })
      .where(eq(sampleCredits.id, credit.id));
  }
  return spent + spentFromLedger;
}

/**
 * The ledger's side of voiding: a `sample_void` entry takes back what of the order's `sample` grant can still be
 * spent (at most the balance: a grant with an end date is spent first, decision 061), once per order (unique order
 * and reason), under the ledger lock. What was already spent is returned, as a spent code's worth is.
 */
async function voidLedgerSampleCredit(tx: Db, sourceOrderId: string, now: Date): Promise<number> {
  const [grant] = await tx
    .select({ userId: creditEntries.userId, amountPaise: creditEntries.amountPaise })
    .from(creditEntries)
    .where(and(eq(creditEntries.orderId, sourceOrderId), eq(creditEntries.reason, 'sample')));
  if (!grant) return 0;
  await lockLedger(tx, grant.userId);
  const [voided] = await tx
    .select({ amountPaise: creditEntries.amountPaise })
    .from(creditEntries)
    .where(and(eq(creditEntries.orderId, sourceOrderId), eq(creditEntries.reason, 'sample_void')));
  if (voided) return grant.amountPaise + voided.amountPaise;
  const left = Math.max(0, Math.min(grant.amountPaise, await creditBalance(tx, grant.userId, now)));
  if (left > 0)
    await tx.insert(creditEntries).values({
      userId: grant.userId,
      orderId: sourceOrderId,
      amountPaise: -left,
      reason: 'sample_void',
    });
  return grant.amountPaise - left;
}

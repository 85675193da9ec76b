import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PaidLine } from '../../../domain/checkout';
import { SAMPLE_CREDIT_DAYS } from '../../../domain/constants';
import { formatDate } from '../../../domain/format';
import { toPaise, toRupees } from '../../../domain/pricing';
import { SAMPLE_CODE_ALPHABET, SAMPLE_MESSAGES, type SampleCredit } from '../../../domain/checkout';
import type { Db } from '../../db/client';
import { payments, products, sampleCredits, users } from '../../db/schema';
import { Conflict, Invalid } from '../../errors';
import type { PricedCartLine } from '../cart/service';

/** How long a checkout may hold a code before another checkout of the shopper's may take it. */
const CLAIM_HOLD = sql`interval '30 minutes'`;

const DAY_MS = 24 * 60 * 60 * 1000;

function newCode(): string {
  const pick = () =>
    Array.from({ length: 4 }, () => SAMPLE_CODE_ALPHABET[randomInt(SAMPLE_CODE_ALPHABET.length)]).join('');
  return `WC-${pick()}-${pick()}`;
}

/**
 * When an order holding samples is recorded (pass its transaction): one code per sampled design, worth what the
 * order paid for that design's samples, for 30 days. The unique (order, design) pair makes a second completion of
 * the same order issue nothing.
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
  if (credit.expiresAt <= now) throw new Invalid(SAMPLE_MESSAGES.codeExpired(formatDate(credit.expiresAt)));
  const fullPaise = lines
    .filter((l) => l.line.kind === 'goods' && l.product.id === credit.productId)
    .reduce((sum, l) => sum + toPaise(l.price.amount), 0);
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

/**
 * A checkout takes the code for its payment (pass the transaction that records the payment). Another checkout
 * holding it keeps it for half an hour unless it is one of this shopper's own not yet paid (pressing Pay again
 * makes a new provider order), so two people racing with one code get it once: 409 for the other.
 */
export async function claimSampleCredit(
  tx: Db,
  credit: Pick<CheckedCredit, 'id'>,
  payment: { id: string; userId: string },
): Promise<void> {
  const ownUnpaid = sql`(select ${payments.id} from ${payments} where ${payments.userId} = ${payment.userId} and ${payments.orderId} is null)`;
  const [claimed] = await tx
    .update(sampleCredits)
    .set({ paymentId: payment.id, claimedAt: sql`now()` })
    .where(
      and(
        eq(sampleCredits.id, credit.id),
        isNull(sampleCredits.usedAt),
        or(
          isNull(sampleCredits.paymentId),
          lt(sampleCredits.claimedAt, sql`now() - ${CLAIM_HOLD}`),
          inArray(sampleCredits.paymentId, ownUnpaid),
        ),
      ),
    )
    .returning({ id: sampleCredits.id });
  if (!claimed) throw new Conflict(SAMPLE_MESSAGES.codeInUse);
}

/**
 * Marks the code used by the order made from a payment that carried it (pass the order's transaction). The
 * conditional update holds it to once: false when it was already used, which only happens when one shopper paid
 * two open checkouts of theirs carrying the same code; the second order still records what it charged.
 */
export async function redeemSampleCredit(tx: Db, code: string, orderId: string): Promise<boolean> {
  const [used] = await tx
    .update(sampleCredits)
    .set({ usedOrderId: orderId, usedAt: sql`now()` })
    .where(and(eq(sampleCredits.code, code), isNull(sampleCredits.usedAt)))
    .returning({ id: sampleCredits.id });
  return Boolean(used);
}

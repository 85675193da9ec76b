import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { RecordedDiscount } from '../../../domain/checkout';
import { toPaise, toRupees } from '../../../domain/pricing';
import {
  bestOffer,
  istToDate,
  normaliseCode,
  PROMOTION_MESSAGES,
  refusalMessage,
  refusalOf,
  type BestOffer,
  type PromoCart,
  type PromoContext,
  type Promotion,
  type PromotionInput,
  type PromotionRule,
} from '../../../domain/promotion';
import { STOCK_HOLD_MINUTES } from '../../../domain/stock';
import { isUniqueViolation, type Db } from '../../db/client';
import { orders, payments, promotionRedemptions, promotions, users } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';

type PromotionRow = typeof promotions.$inferSelect;

const toRule = (row: PromotionRow): PromotionRule => ({
  id: row.id,
  name: row.name,
  code: row.code,
  benefit: row.benefit,
  target: row.target,
  minSubtotalPaise: row.minSubtotalPaise,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  firstOrderOnly: row.firstOrderOnly,
  signedInOnly: row.signedInOnly,
  combines: row.combines,
});

const toColumns = (input: PromotionInput) => ({
  name: input.name,
  code: input.code,
  benefit: input.benefit,
  target: input.target,
  minSubtotalPaise: input.minSubtotal === null ? null : toPaise(input.minSubtotal),
  startsAt: input.startsAt ? istToDate(input.startsAt) : null,
  endsAt: input.endsAt ? istToDate(input.endsAt) : null,
  firstOrderOnly: input.firstOrderOnly,
  signedInOnly: input.signedInOnly,
  totalUses: input.totalUses,
  usesPerCustomer: input.usesPerCustomer,
  budgetPaise: input.budget === null ? null : toPaise(input.budget),
  combines: input.combines,
});

/** 'YYYY-MM-DDTHH:mm' in India, as the admin form shows it. */
const toIstLocal = (date: Date | null) =>
  date ? new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 16) : null;

type Figures = Promotion['figures'];
const NO_FIGURES: Figures = { uses: 0, orders: 0, revenue: 0, discount: 0, newCustomers: 0 };

function toDto(row: PromotionRow, figures: Figures = NO_FIGURES): Promotion {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    benefit: row.benefit,
    target: row.target,
    minSubtotal: row.minSubtotalPaise === null ? null : toRupees(row.minSubtotalPaise),
    startsAt: toIstLocal(row.startsAt),
    endsAt: toIstLocal(row.endsAt),
    firstOrderOnly: row.firstOrderOnly,
    signedInOnly: row.signedInOnly,
    totalUses: row.totalUses,
    usesPerCustomer: row.usesPerCustomer,
    budget: row.budgetPaise === null ? null : toRupees(row.budgetPaise),
    combines: row.combines,
    paused: row.paused,
    figures,
    createdAt: row.createdAt.toISOString(),
  };
}

const codeTaken = isUniqueViolation;

/**
 * The owner's figures per promotion (docs/decisions/047-what-the-owners-figures-mean.md): orders placed with it,
 * what those orders came to, what it took off, and how many of them were their customer's first order.
 */
async function figuresOf(db: Db, ids: readonly string[]): Promise<Map<string, Figures>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      promotionId: promotionRedemptions.promotionId,
      uses: sql<number>`count(*)::int`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
      revenue: sql<string>`coalesce(sum(${orders.totalPaise}), 0)`,
      discount: sql<string>`coalesce(sum(${promotionRedemptions.discountPaise}), 0)`,
      newCustomers: sql<number>`count(*) filter (where not exists (
        select 1 from ${orders} earlier where earlier.user_id = ${orders.userId} and earlier.created_at < ${orders.createdAt}
      ))::int`,
    })
    .from(promotionRedemptions)
    .innerJoin(orders, eq(orders.id, promotionRedemptions.orderId))
    .where(and(inArray(promotionRedemptions.promotionId, [...ids]), eq(promotionRedemptions.status, 'used')))
    .groupBy(promotionRedemptions.promotionId);
  return new Map(
    rows.map((r) => [
      r.promotionId,
      {
        uses: r.uses,
        orders: r.orders,
        revenue: toRupees(Number(r.revenue)),
        discount: toRupees(Number(r.discount)),
        newCustomers: r.newCustomers,
      },
    ]),
  );
}

export async function listPromotions(db: Db): Promise<Promotion[]> {
  const rows = await db.select().from(promotions).orderBy(desc(promotions.createdAt));
  const figures = await figuresOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDto(r, figures.get(r.id)));
}

async function promotionById(db: Db, id: string): Promise<Promotion> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) throw new NotFound(PROMOTION_MESSAGES.notFound);
  return toDto(row, (await figuresOf(db, [id])).get(id));
}

export async function createPromotion(db: Db, actorId: string, input: PromotionInput): Promise<Promotion> {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(promotions).values(toColumns(input)).returning({ id: promotions.id });
      if (!row) throw new Error('promotion not inserted');
      await recordAudit(tx, actorId, 'promotion.create', row.id, { ...input });
      return row.id;
    });
    return promotionById(db, id);
  } catch (error) {
    if (codeTaken(error)) throw new Conflict(PROMOTION_MESSAGES.codeTaken);
    throw error;
  }
}

export async function updatePromotion(
  db: Db,
  actorId: string,
  id: string,
  input: PromotionInput,
): Promise<Promotion> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(promotions)
        .set(toColumns(input))
        .where(eq(promotions.id, id))
        .returning({ id: promotions.id });
      if (!row) throw new NotFound(PROMOTION_MESSAGES.notFound);
      await recordAudit(tx, actorId, 'promotion.update', id, { ...input });
    });
  } catch (error) {
    if (codeTaken(error)) throw new Conflict(PROMOTION_MESSAGES.codeTaken);
    throw error;
  }
  return promotionById(db, id);
}

export async function setPromotionPaused(
  db: Db,
  actorId: string,
  id: string,
  paused: boolean,
): Promise<Promotion> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(promotions)
      .set({ paused })
      .where(eq(promotions.id, id))
      .returning({ id: promotions.id });
    if (!row) throw new NotFound(PROMOTION_MESSAGES.notFound);
    await recordAudit(tx, actorId, paused ? 'promotion.pause' : 'promotion.resume', id, {});
  });
  return promotionById(db, id);
}

/** Who is checking out, as limits and conditions see them: a guest is known by the e-mail and phone they give. */
export interface Buyer {
  userId: string;
  email: string | null;
  phone: string | null;
}

/**
 * Redemptions that count against a promotion's limits: used ones, and held ones whose checkout can still be
 * paid (not failed, and reached by a payment or younger than the checkout's hold, decision 044).
 */
const counting = sql`(${promotionRedemptions.status} = 'used' or (${promotionRedemptions.status} = 'held'
  and exists (select 1 from ${payments} p where p.id = ${promotionRedemptions.paymentId} and p.status <> 'failed'
    and p.order_id is null
    and (p.payment_id is not null or p.created_at > now() - make_interval(mins => ${STOCK_HOLD_MINUTES})))))`;

const byBuyer = (buyer: Buyer) =>
  or(
    eq(promotionRedemptions.userId, buyer.userId),
    buyer.email ? eq(promotionRedemptions.email, buyer.email.toLowerCase()) : undefined,
    buyer.phone ? eq(promotionRedemptions.phone, buyer.phone) : undefined,
  );

/** Whether the promotion's limits leave room for this buyer and this discount; the reason when not. */
async function limitRefusal(
  db: Db,
  row: PromotionRow,
  buyer: Buyer,
  discountPaise: number,
  exceptPayment: string | null = null,
): Promise<string | null> {
  if (row.totalUses === null && row.usesPerCustomer === null && row.budgetPaise === null) return null;
  const others = exceptPayment ? sql`${promotionRedemptions.paymentId} <> ${exceptPayment}` : sql`true`;
  const [all] = await db
    .select({
      uses: sql<number>`count(*)::int`,
      spent: sql<string>`coalesce(sum(${promotionRedemptions.discountPaise}), 0)`,
      mine: sql<number>`(count(*) filter (where ${byBuyer(buyer)}))::int`,
    })
    .from(promotionRedemptions)
    .where(and(eq(promotionRedemptions.promotionId, row.id), counting, others));
  const uses = all?.uses ?? 0;
  if (row.usesPerCustomer !== null && (all?.mine ?? 0) >= row.usesPerCustomer)
    return PROMOTION_MESSAGES.alreadyUsed;
  if (row.totalUses !== null && uses >= row.totalUses) return PROMOTION_MESSAGES.usedUp;
  if (row.budgetPaise !== null && Number(all?.spent ?? 0) + discountPaise > row.budgetPaise)
    return PROMOTION_MESSAGES.usedUp;
  return null;
}

/** A first order: no order yet from this account, nor (for a guest) to this e-mail. */
async function isFirstOrder(db: Db, buyer: Buyer): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(
        eq(orders.userId, buyer.userId),
        buyer.email ? sql`lower(${orders.shippingInfo}->>'email') = ${buyer.email.toLowerCase()}` : undefined,
      ),
    )
    .limit(1);
  return !row;
}

export interface CartOffer {
  best: BestOffer;
  /** the code's promotion, when a code was given */
  coded: PromotionRow | null;
}

/**
 * The best the store's promotions do for this cart: every automatic one that applies, plus the code given.
 * A code that does not apply is refused (400) in the shopper's words; so is one whose limits are spent. Automatic
 * promotions whose limits are spent simply do not apply.
 */
export async function offerForCart(
  db: Db,
  buyer: Buyer,
  cart: PromoCart,
  code: string | null,
  now = new Date(),
): Promise<CartOffer> {
  const [account] = await db.select({ guest: users.guest }).from(users).where(eq(users.id, buyer.userId));
  const ctx: PromoContext = {
    now,
    signedIn: account?.guest === false,
    firstOrder: await isFirstOrder(db, buyer),
  };
  const automatic = await db
    .select()
    .from(promotions)
    .where(and(isNull(promotions.code), eq(promotions.paused, false)));
  let coded: PromotionRow | null = null;
  if (code) {
    const [row] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.code, normaliseCode(code)), eq(promotions.paused, false)));
    if (!row) throw new Invalid(PROMOTION_MESSAGES.invalid);
    const refusal = refusalOf(toRule(row), cart, ctx);
    if (refusal) throw new Invalid(refusalMessage(refusal, toRule(row), cart));
    coded = row;
  }
  const candidates: PromotionRow[] = [];
  for (const row of [...automatic, ...(coded ? [coded] : [])]) {
    if (refusalOf(toRule(row), cart, ctx)) continue;
    const alone = bestOffer([toRule(row)], cart);
    const refusal = await limitRefusal(db, row, buyer, alone.totalPaise);
    if (refusal && row === coded) throw new Invalid(refusal);
    if (!refusal) candidates.push(row);
  }
  const best = bestOffer(candidates.map(toRule), cart);
  if (coded) {
    const own = best.applied.find((d) => d.promotionId === coded.id);
    if (!own) {
      const alone = bestOffer([toRule(coded)], cart);
      throw new Invalid(
        alone.totalPaise === 0 ? PROMOTION_MESSAGES.notForItems : PROMOTION_MESSAGES.betterOffer,
      );
    }
  }
  return { best, coded };
}

export const recordedDiscounts = (best: BestOffer): RecordedDiscount[] =>
  best.applied.map((d) => ({
    promotionId: d.promotionId,
    name: d.name,
    code: d.code,
    amountPaise: d.totalPaise,
    shippingPaise: d.shippingPaise,
  }));

/**
 * The checkout takes its promotions' uses (pass the transaction recording its payment). Each promotion's row is
 * locked, in id order so two checkouts cannot deadlock, and its limits counted again under the lock: of ten
 * checkouts racing for a code's last use, one gets it and the rest are told 409.
 */
export async function claimPromotions(
  tx: Db,
  discounts: readonly RecordedDiscount[],
  payment: { id: string },
  buyer: Buyer,
): Promise<void> {
  for (const d of [...discounts].sort((a, b) => a.promotionId.localeCompare(b.promotionId))) {
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, d.promotionId)).for('update');
    if (!row || row.paused) throw new Conflict(PROMOTION_MESSAGES.changed);
    const refusal = await limitRefusal(tx, row, buyer, d.amountPaise, payment.id);
    if (refusal) throw new Conflict(refusal);
    await tx.insert(promotionRedemptions).values({
      promotionId: d.promotionId,
      paymentId: payment.id,
      userId: buyer.userId,
      email: buyer.email?.toLowerCase() ?? null,
      phone: buyer.phone,
      discountPaise: d.amountPaise,
    });
  }
}

/**
 * Gives back the uses of checkouts that will not be paid, exactly where their rolls and store credit are given
 * back (decision 044): failed ones, lapsed ones, and a shopper's own earlier ones when they begin another.
 */
export async function releasePromotions(tx: Db, userId: string | null): Promise<number> {
  const released = await tx
    .update(promotionRedemptions)
    .set({ status: 'released' })
    .where(
      and(
        eq(promotionRedemptions.status, 'held'),
        sql`exists (select 1 from ${payments} p where p.id = ${promotionRedemptions.paymentId}
          and p.order_id is null and p.payment_id is null)`,
        or(
          sql`exists (select 1 from ${payments} p where p.id = ${promotionRedemptions.paymentId} and p.status = 'failed')`,
          sql`exists (select 1 from ${payments} p where p.id = ${promotionRedemptions.paymentId}
            and p.created_at < now() - make_interval(mins => ${STOCK_HOLD_MINUTES}))`,
          userId ? eq(promotionRedemptions.userId, userId) : undefined,
        ),
      ),
    )
    .returning({ id: promotionRedemptions.id });
  return released.length;
}

/** Whether every use this checkout took is still its own: a replaced checkout cannot be paid (as decision 043). */
export async function holdsPromotions(tx: Db, paymentId: string): Promise<boolean> {
  const rows = await tx
    .select({ status: promotionRedemptions.status })
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.paymentId, paymentId))
    .for('update');
  return rows.every((r) => r.status !== 'released');
}

/** The order made from the checkout marks its uses used (pass the order's transaction). */
export async function usePromotions(tx: Db, paymentId: string, orderId: string): Promise<void> {
  await tx
    .update(promotionRedemptions)
    .set({ status: 'used', orderId })
    .where(eq(promotionRedemptions.paymentId, paymentId));
}

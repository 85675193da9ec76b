import { createHash, randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CheckoutRecord } from '../../../domain/checkout';
import { formatDate, formatINR } from '../../../domain/format';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_MESSAGES,
  GIFT_CARDS_PER_ORDER,
  GiftCardCodeSchema,
  formatGiftCardCode,
  type GiftCard,
  type GiftCardChange,
  type GiftCardFigures,
  type GiftCardIssue,
  type RecordedGiftCard,
} from '../../../domain/gift-card';
import { toRupees } from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { creditEntries, giftCardEntries, giftCards, payments } from '../../db/schema';
import { DAY_MS, istDay, istDayStart } from '../../india-days';
import { defineJob } from '../../jobs';
import { Conflict, Invalid, NotFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { lockLedger, unpaidCheckout } from '../credit/service';
import { renderLetter } from '../mail/letter';
import { sendMail } from '../mail/service';

/** Gift cards (docs/decisions/063-gift-cards.md). */

type CardRow = typeof giftCards.$inferSelect;
type MailSettings = Pick<Config, 'smtpUrl' | 'mailFrom' | 'storeName' | 'publicUrl'> & {
  redis?: Config['redis'];
};
type Log = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/** 80 random bits make a guess hopeless, so a plain SHA-256 is enough to keep the code out of the database. */
export const hashGiftCardCode = (bare: string) => createHash('sha256').update(bare).digest('hex');

export function newGiftCardCode(): string {
  let body = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i += 1)
    body += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return `GC${body}`;
}

function statusOf(row: CardRow, now: Date): GiftCard['status'] {
  if (row.disabledAt) return 'disabled';
  if (!row.sentAt) return 'scheduled';
  if (row.expiresAt <= now) return 'expired';
  return row.balancePaise > 0 ? 'active' : 'used';
}

export const toGiftCard = (row: CardRow, now = new Date()): GiftCard => ({
  id: row.id,
  last4: row.last4,
  initial: toRupees(row.initialPaise),
  balance: toRupees(row.balancePaise),
  recipientName: row.recipientName,
  recipientEmail: row.recipientEmail,
  senderName: row.senderName,
  message: row.message,
  sendAt: row.sendAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
  source: row.source,
  status: statusOf(row, now),
  createdAt: row.createdAt.toISOString(),
});

/** When a card bought for `sendOn` (an India day) goes out: at once for today, 9:00 India time for a later day. */
export function sendInstant(sendOn: string | undefined, now: Date): Date {
  if (!sendOn || sendOn <= istDay(now.getTime())) return now;
  return new Date(istDayStart(sendOn).getTime() + 9 * 3_600_000);
}

/** Refuses a send day before today or past GIFT_CARD_SEND_WITHIN_DAYS (the schema checks only its shape). */
export function assertSendOn(sendOn: string | undefined, now: Date, withinDays: number): void {
  if (!sendOn) return;
  const today = istDay(now.getTime());
  const last = istDay(now.getTime() + withinDays * DAY_MS);
  const start = istDayStart(sendOn);
  if (Number.isNaN(start.getTime()) || sendOn < today || sendOn > last || istDay(start.getTime()) !== sendOn)
    throw new Invalid(GIFT_CARD_MESSAGES.sendOn);
}

/**
 * A code typed at checkout or to redeem: the card if it can pay now, or a 400 in the shopper's words. Unknown and
 * not-yet-sent cards read alike ('not valid'), so codes cannot be probed.
 */
export async function usableCard(db: Db, code: string, now = new Date()): Promise<CardRow> {
  const parsed = GiftCardCodeSchema.safeParse(code);
  if (!parsed.success) throw new Invalid(GIFT_CARD_MESSAGES.invalid);
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashGiftCardCode(parsed.data)));
  if (!card?.sentAt) throw new Invalid(GIFT_CARD_MESSAGES.invalid);
  if (card.disabledAt) throw new Invalid(GIFT_CARD_MESSAGES.disabled);
  if (card.expiresAt <= now) throw new Invalid(GIFT_CARD_MESSAGES.expired(formatDate(card.expiresAt)));
  if (card.balancePaise <= 0) throw new Invalid(GIFT_CARD_MESSAGES.empty);
  return card;
}

/**
 * What the cards typed pay of `duePaise`, in the order typed, each what it holds or what is left to pay. Read
 * outside any transaction: spendGiftCards takes it again under the cards' row locks.
 */
export async function planGiftCards(
  db: Db,
  codes: readonly string[],
  duePaise: number,
): Promise<RecordedGiftCard[]> {
  if (codes.length > GIFT_CARDS_PER_ORDER) throw new Invalid(GIFT_CARD_MESSAGES.tooMany);
  const seen = new Set<string>();
  const plan: RecordedGiftCard[] = [];
  let left = duePaise;
  for (const code of codes) {
    const card = await usableCard(db, code);
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    const amountPaise = Math.min(card.balancePaise, left);
    if (amountPaise <= 0) continue;
    plan.push({ giftCardId: card.id, last4: card.last4 ?? '', amountPaise });
    left -= amountPaise;
  }
  return plan;
}

/** Takes `amountPaise` off a live card only if it still holds it: the one statement every spend goes through. */
const takeFromCard = (tx: Db, giftCardId: string, amountPaise: number) =>
  tx
    .update(giftCards)
    .set({ balancePaise: sql`${giftCards.balancePaise} - ${amountPaise}`, updatedAt: new Date() })
    .where(
      and(
        eq(giftCards.id, giftCardId),
        sql`${giftCards.balancePaise} >= ${amountPaise}`,
        isNull(giftCards.disabledAt),
        gt(giftCards.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: giftCards.id });

/**
 * A checkout pays from its cards (pass the transaction that records its payment). Each card's balance is lowered
 * by a conditional UPDATE, which waits on the row lock of any other checkout spending the same card and then sees
 * its balance: of two ₹800 checkouts on ₹1,000, the second finds ₹200 and is refused (409), recording nothing.
 */
export async function spendGiftCards(
  tx: Db,
  payment: { id: string; userId: string },
  uses: readonly RecordedGiftCard[],
): Promise<void> {
  // In id order, so two checkouts using the same two cards cannot deadlock.
  for (const use of [...uses].sort((a, b) => a.giftCardId.localeCompare(b.giftCardId))) {
    const [taken] = await takeFromCard(tx, use.giftCardId, use.amountPaise);
    if (!taken) throw new Conflict(GIFT_CARD_MESSAGES.changed);
    await tx.insert(giftCardEntries).values({
      giftCardId: use.giftCardId,
      amountPaise: -use.amountPaise,
      reason: 'spent',
      paymentId: payment.id,
      userId: payment.userId,
    });
  }
}

/**
 * Gives back what checkouts that will not be paid took from cards, exactly where their store credit is given back
 * (docs/decisions/061-one-store-credit-ledger.md): failed ones, lapsed ones, and the shopper's own earlier ones
 * when they start again. The unique (card, payment, 'released') entry makes each given back once.
 */
export async function releaseGiftCards(tx: Db, userId: string | null): Promise<number> {
  const open = await tx
    .select({
      giftCardId: giftCardEntries.giftCardId,
      paymentId: giftCardEntries.paymentId,
      amountPaise: giftCardEntries.amountPaise,
    })
    .from(giftCardEntries)
    .innerJoin(payments, eq(payments.id, giftCardEntries.paymentId))
    .where(
      and(
        eq(giftCardEntries.reason, 'spent'),
        unpaidCheckout(userId),
        sql`not exists (select 1 from ${giftCardEntries} r where r.gift_card_id = ${giftCardEntries.giftCardId} and r.payment_id = ${payments.id} and r.reason = 'released')`,
      ),
    )
    .orderBy(asc(giftCardEntries.giftCardId));
  let released = 0;
  for (const row of open) {
    // The card's row lock first, so a sandbox payment checking holdsGiftCards and this release take turns.
    await tx.execute(sql`select 1 from ${giftCards} where ${giftCards.id} = ${row.giftCardId} for update`);
    const [entry] = await tx
      .insert(giftCardEntries)
      .values({
        giftCardId: row.giftCardId,
        amountPaise: -row.amountPaise,
        reason: 'released',
        paymentId: row.paymentId,
      })
      .onConflictDoNothing()
      .returning({ id: giftCardEntries.id });
    if (!entry) continue;
    await tx
      .update(giftCards)
      .set({ balancePaise: sql`${giftCards.balancePaise} + ${-row.amountPaise}`, updatedAt: new Date() })
      .where(eq(giftCards.id, row.giftCardId));
    released += 1;
  }
  return released;
}

/** Whether a checkout still holds what it took from its cards: false once any was given back. Locks the cards. */
export async function holdsGiftCards(tx: Db, paymentId: string): Promise<boolean> {
  const rows = await tx
    .select({ giftCardId: giftCardEntries.giftCardId, reason: giftCardEntries.reason })
    .from(giftCardEntries)
    .where(eq(giftCardEntries.paymentId, paymentId));
  const ids = [...new Set(rows.map((r) => r.giftCardId))].sort();
  if (ids.length)
    await tx.execute(
      sql`select 1 from ${giftCards} where ${inArray(giftCards.id, ids)} order by ${giftCards.id} for update`,
    );
  const again = await tx
    .select({ reason: giftCardEntries.reason })
    .from(giftCardEntries)
    .where(and(eq(giftCardEntries.paymentId, paymentId), eq(giftCardEntries.reason, 'released')));
  return again.length === 0;
}

/**
 * The order made from a checkout paid partly by cards (pass its transaction): the spends are tied to the order, and
 * a spend given back meanwhile (the provider's payment landed after the hold lapsed) is taken again, as far as the
 * card still holds it. Returns the paise that could not be taken again, for the caller to log.
 */
export async function settleGiftCardSpend(
  tx: Db,
  payment: { id: string; userId: string },
  orderId: string,
  uses: readonly RecordedGiftCard[],
): Promise<number> {
  await tx
    .update(giftCardEntries)
    .set({ orderId })
    .where(and(eq(giftCardEntries.paymentId, payment.id), eq(giftCardEntries.reason, 'spent')));
  let short = 0;
  for (const use of uses) {
    const [released] = await tx
      .select({ id: giftCardEntries.id })
      .from(giftCardEntries)
      .where(
        and(
          eq(giftCardEntries.giftCardId, use.giftCardId),
          eq(giftCardEntries.paymentId, payment.id),
          eq(giftCardEntries.reason, 'released'),
        ),
      );
    if (!released) continue;
    const [card] = await tx
      .select({ balancePaise: giftCards.balancePaise })
      .from(giftCards)
      .where(eq(giftCards.id, use.giftCardId))
      .for('update');
    const again = Math.min(card?.balancePaise ?? 0, use.amountPaise);
    short += use.amountPaise - again;
    if (again <= 0) continue;
    const [entry] = await tx
      .insert(giftCardEntries)
      .values({
        giftCardId: use.giftCardId,
        amountPaise: -again,
        reason: 'respent',
        paymentId: payment.id,
        orderId,
        userId: payment.userId,
      })
      .onConflictDoNothing()
      .returning({ id: giftCardEntries.id });
    if (entry)
      await tx
        .update(giftCards)
        .set({ balancePaise: sql`${giftCards.balancePaise} - ${again}`, updatedAt: new Date() })
        .where(eq(giftCards.id, use.giftCardId));
  }
  return short;
}

/**
 * Puts back on a card what a refund returns of an order it paid (decision 063: a refund goes back where the money
 * came from). Once per refund: the entry is unique per (card, payment, reason) only with a payment, so the caller
 * passes the refund's own key as its order and checks before.
 */
export async function refundToGiftCard(
  tx: Db,
  use: { giftCardId: string; amountPaise: number; orderId: string },
): Promise<void> {
  if (use.amountPaise <= 0) return;
  await tx.insert(giftCardEntries).values({
    giftCardId: use.giftCardId,
    amountPaise: use.amountPaise,
    reason: 'refunded',
    orderId: use.orderId,
  });
  await tx
    .update(giftCards)
    .set({ balancePaise: sql`${giftCards.balancePaise} + ${use.amountPaise}`, updatedAt: new Date() })
    .where(eq(giftCards.id, use.giftCardId));
}

/**
 * A paid gift-card checkout becomes its card, once however often it is reported (the unique purchase payment), in
 * the transaction that marks the payment paid. The card is e-mailed by deliverDueGiftCards on its day.
 */
export async function issuePurchasedCard(
  tx: Db,
  payment: { id: string; userId: string; checkout: CheckoutRecord },
  validDays: number,
  now = new Date(),
): Promise<{ created: boolean; id: string | null }> {
  const purchase = payment.checkout.giftCardPurchase;
  if (!purchase) return { created: false, id: null };
  const sendAt = sendInstant(purchase.sendOn, now);
  const [card] = await tx
    .insert(giftCards)
    .values({
      initialPaise: payment.checkout.totalPaise,
      balancePaise: payment.checkout.totalPaise,
      source: 'purchase',
      purchasePaymentId: payment.id,
      buyerId: payment.userId,
      recipientName: purchase.recipientName,
      recipientEmail: purchase.recipientEmail,
      senderName: purchase.senderName,
      message: purchase.message,
      sendAt,
      expiresAt: new Date(sendAt.getTime() + validDays * DAY_MS),
    })
    .onConflictDoNothing({ target: giftCards.purchasePaymentId })
    .returning({ id: giftCards.id });
  if (!card) {
    const [existing] = await tx
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(eq(giftCards.purchasePaymentId, payment.id));
    return { created: false, id: existing?.id ?? null };
  }
  await tx.insert(giftCardEntries).values({
    giftCardId: card.id,
    amountPaise: payment.checkout.totalPaise,
    reason: 'issued',
    paymentId: payment.id,
    userId: payment.userId,
  });
  return { created: true, id: card.id };
}

function giftCardMail(config: Pick<Config, 'storeName' | 'publicUrl'>, card: CardRow, code: string) {
  const from = card.senderName ? `${card.senderName} sent you` : `${config.storeName} sends you`;
  return renderLetter({
    storeName: config.storeName,
    subject: `${card.senderName ?? config.storeName} sent you a ${formatINR(toRupees(card.initialPaise))} ${config.storeName} gift card`,
    paragraphs: [
      `Hello${card.recipientName ? ` ${card.recipientName}` : ''},`,
      `${from} a gift card worth ${formatINR(toRupees(card.initialPaise))}.`,
      ...(card.message ? [`“${card.message}”`] : []),
    ],
    details: [
      ['Gift card code', formatGiftCardCode(code)],
      ['Balance', formatINR(toRupees(card.balancePaise))],
      ['Valid until', formatDate(card.expiresAt)],
    ],
    closing: [
      'Type the code in the ‘Discount code or gift card’ field at checkout: it pays for part or all of an order, and what is left stays on the card for next time. Signed in, you can also add it to your store credit from your profile.',
      'Keep the code safe: anyone who has it can spend the card.',
    ],
    action: { label: 'Shop now', url: config.publicUrl },
  });
}

/**
 * E-mails every card whose day has come, each once: its code is made and its hash stored by a conditional UPDATE
 * (`sent_at is null`) in the transaction that writes the e-mail to the outbox, so two instances running this
 * together send each card once (docs/decisions/063-gift-cards.md).
 */
export async function deliverDueGiftCards(
  db: Db,
  config: MailSettings,
  log: Log,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(isNull(giftCards.sentAt), lte(giftCards.sendAt, now), isNull(giftCards.disabledAt)))
    .orderBy(asc(giftCards.sendAt))
    .limit(50);
  let sent = 0;
  for (const { id } of due) {
    try {
      const delivered = await db.transaction(async (tx) => {
        const code = newGiftCardCode();
        const [card] = await tx
          .update(giftCards)
          .set({ codeHash: hashGiftCardCode(code), last4: code.slice(-4), sentAt: now, updatedAt: now })
          .where(and(eq(giftCards.id, id), isNull(giftCards.sentAt)))
          .returning();
        if (!card?.recipientEmail) return false;
        await sendMail(
          tx,
          config,
          { to: card.recipientEmail, ...giftCardMail(config, card, code), kind: 'gift-card' },
          log,
        );
        return true;
      });
      if (delivered) sent += 1;
    } catch (error) {
      log.error({ err: error, giftCardId: id }, 'sending a gift card failed');
    }
  }
  return sent;
}

/** Every few minutes (job-schedule.ts), once across instances with Redis: cards whose send day has come. */
export const giftCardDeliveryJob = defineJob({
  name: 'gift-card-delivery',
  data: z.object({}),
  run: ({ db, config, log }) => deliverDueGiftCards(db, config, log),
});

/**
 * A signed-in customer moves a card's whole balance into their store-credit ledger, keeping the card's end date.
 * The card is emptied by the same conditional UPDATE checkout spends go through, so a card redeemed twice at once,
 * or redeemed while a checkout spends it, moves its balance once.
 */
export async function redeemToCredit(db: Db, userId: string, code: string): Promise<{ amountPaise: number }> {
  const card = await usableCard(db, code);
  return db.transaction(async (tx) => {
    await lockLedger(tx, userId);
    // The balance as it is under the row lock: a checkout may have spent part of it since usableCard read it.
    const [locked] = await tx.select().from(giftCards).where(eq(giftCards.id, card.id)).for('update');
    if (!locked || locked.balancePaise <= 0 || locked.disabledAt || locked.expiresAt <= new Date())
      throw new Conflict(GIFT_CARD_MESSAGES.empty);
    const amountPaise = locked.balancePaise;
    await tx
      .update(giftCards)
      .set({ balancePaise: 0, updatedAt: new Date() })
      .where(eq(giftCards.id, card.id));
    await tx.insert(giftCardEntries).values({
      giftCardId: card.id,
      amountPaise: -amountPaise,
      reason: 'redeemed',
      userId,
    });
    await tx.insert(creditEntries).values({
      userId,
      amountPaise,
      reason: 'gift_card',
      note: `Gift card ending ${card.last4 ?? ''}`,
      expiresAt: card.expiresAt,
    });
    return { amountPaise };
  });
}

/** Staff's list, newest first: never a code, only its last 4. */
export async function listGiftCards(db: Db): Promise<GiftCard[]> {
  const rows = await db.select().from(giftCards).orderBy(desc(giftCards.createdAt)).limit(500);
  const now = new Date();
  return rows.map((r) => toGiftCard(r, now));
}

/** An admin issues a card (a gesture, a prize): audited; the code is answered once and mailed when an e-mail is given. */
export async function issueGiftCard(
  db: Db,
  config: MailSettings & Pick<Config, 'giftCardValidDays'>,
  actorId: string,
  body: GiftCardIssue,
  log: Log,
): Promise<{ card: GiftCard; code: string }> {
  const code = newGiftCardCode();
  const now = new Date();
  const amountPaise = body.amount * 100;
  const card = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(giftCards)
      .values({
        codeHash: hashGiftCardCode(code),
        last4: code.slice(-4),
        initialPaise: amountPaise,
        balancePaise: amountPaise,
        source: 'issued',
        issuedBy: actorId,
        note: body.note,
        recipientName: body.recipientName ?? null,
        recipientEmail: body.recipientEmail ?? null,
        message: body.message,
        sendAt: now,
        sentAt: now,
        expiresAt: new Date(now.getTime() + config.giftCardValidDays * DAY_MS),
      })
      .returning();
    if (!row) throw new Error('the gift card just issued is missing');
    await tx
      .insert(giftCardEntries)
      .values({ giftCardId: row.id, amountPaise, reason: 'issued', userId: actorId });
    await recordAudit(tx, actorId, 'gift-card.issue', row.id, {
      amountPaise,
      last4: row.last4,
      note: body.note,
      recipientEmail: body.recipientEmail ?? null,
    });
    if (row.recipientEmail)
      await sendMail(
        tx,
        config,
        { to: row.recipientEmail, ...giftCardMail(config, row, code), kind: 'gift-card' },
        log,
      );
    return row;
  });
  return { card: toGiftCard(card), code: formatGiftCardCode(code) };
}

/** Extend, disable or enable a card: audited with the reason. */
export async function changeGiftCard(
  db: Db,
  actorId: string,
  id: string,
  body: GiftCardChange,
): Promise<GiftCard> {
  const parsedId = z.uuid().safeParse(id);
  if (!parsedId.success) throw new NotFound(GIFT_CARD_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
    if (!card) throw new NotFound(GIFT_CARD_MESSAGES.notFound);
    let values: Partial<typeof giftCards.$inferInsert>;
    if (body.action === 'extend') {
      // To the end of the India day chosen.
      const expiresAt = new Date(istDayStart(body.expiresOn).getTime() + DAY_MS - 1000);
      if (Number.isNaN(expiresAt.getTime()) || expiresAt <= new Date())
        throw new Invalid(GIFT_CARD_MESSAGES.expiryPast);
      values = { expiresAt };
    } else values = { disabledAt: body.action === 'disable' ? new Date() : null };
    const [row] = await tx
      .update(giftCards)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(giftCards.id, id))
      .returning();
    if (!row) throw new NotFound(GIFT_CARD_MESSAGES.notFound);
    await recordAudit(tx, actorId, `gift-card.${body.action}`, id, {
      note: body.note,
      last4: card.last4,
      ...(body.action === 'extend'
        ? { from: card.expiresAt.toISOString(), to: row.expiresAt.toISOString() }
        : {}),
    });
    return toGiftCard(row);
  });
}

/**
 * The owner's figures: sold and issued (count and value), spent at checkout (net of what came back), moved into
 * credit, lapsed unspent, and the outstanding balance of live cards, which is the liability the accountant carries.
 */
export async function giftCardFigures(db: Db, now = new Date()): Promise<GiftCardFigures> {
  const [cards] = await db
    .select({
      soldCount: sql<number>`count(*) filter (where ${giftCards.source} = 'purchase')::int`,
      soldPaise: sql<string>`coalesce(sum(${giftCards.initialPaise}) filter (where ${giftCards.source} = 'purchase'), 0)`,
      issuedCount: sql<number>`count(*) filter (where ${giftCards.source} = 'issued')::int`,
      issuedPaise: sql<string>`coalesce(sum(${giftCards.initialPaise}) filter (where ${giftCards.source} = 'issued'), 0)`,
      outstandingPaise: sql<string>`coalesce(sum(${giftCards.balancePaise}) filter (where ${giftCards.disabledAt} is null and ${giftCards.expiresAt} > ${now}), 0)`,
      expiredPaise: sql<string>`coalesce(sum(${giftCards.balancePaise}) filter (where ${giftCards.expiresAt} <= ${now}), 0)`,
    })
    .from(giftCards);
  const [moves] = await db
    .select({
      spentPaise: sql<string>`coalesce(-sum(${giftCardEntries.amountPaise}) filter (where ${giftCardEntries.reason} in ('spent', 'released', 'respent', 'refunded')), 0)`,
      redeemedPaise: sql<string>`coalesce(-sum(${giftCardEntries.amountPaise}) filter (where ${giftCardEntries.reason} = 'redeemed'), 0)`,
    })
    .from(giftCardEntries);
  const rupees = (v: string | undefined) => toRupees(Number(v ?? 0));
  return {
    sold: { count: cards?.soldCount ?? 0, amount: rupees(cards?.soldPaise) },
    issued: { count: cards?.issuedCount ?? 0, amount: rupees(cards?.issuedPaise) },
    spent: rupees(moves?.spentPaise),
    redeemedToCredit: rupees(moves?.redeemedPaise),
    expired: rupees(cards?.expiredPaise),
    outstanding: rupees(cards?.outstandingPaise),
  };
}

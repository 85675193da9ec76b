import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, lt, sql, type AnyColumn } from 'drizzle-orm';
import { ABANDONED_AFTER_HOURS, type AbandonedCart } from '../../../domain/cart-recovery';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { toRupees } from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cartLines, carts, orders, products, users } from '../../db/schema';
import { Invalid, NotFound } from '../../errors';
import { priceCartLine } from './service';
import { sendMail, type MailLogger } from '../mail/service';
import { recordAudit } from '../audit/service';
import { cartRecoveryMail } from './recovery-mail';
import { qualified } from '../../db/sql-helpers';

/** Each cart's lines priced as the shopper would be charged today, in one query for all the carts. */
type PricedItem = Omit<AbandonedCart['items'][number], 'amount'> & { amountPaise: number };

async function pricedLines(db: Db, cartIds: readonly string[]) {
  if (cartIds.length === 0) return new Map<string, PricedItem[]>();
  const rows = await db
    .select({ line: cartLines, product: products })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(inArray(cartLines.cartId, cartIds))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const byCart = new Map<string, PricedItem[]>();
  for (const { line, product } of rows) {
    const item = {
      product: { id: product.id, name: product.name },
      quantity: line.quantity,
      amountPaise: priceCartLine(line, product).amountPaise,
    };
    const items = byCart.get(line.cartId);
    if (items) items.push(item);
    else byCart.set(line.cartId, [item]);
  }
  return byCart;
}

const totalPaise = (items: readonly PricedItem[]) => items.reduce((sum, i) => sum + i.amountPaise, 0);

const orderedSince = (since: AnyColumn) =>
  exists(
    sql`(select 1 from ${orders} where ${qualified(orders.userId)} = ${qualified(carts.userId)}
      and ${qualified(orders.createdAt)} > ${qualified(since)})`,
  );

/**
 * Carts with something in them, untouched for 24 hours, whose owner has not ordered since. The recovery rate
 * is over every cart ever sent a recovery e-mail: the share whose owner ordered after it was sent.
 */
export async function abandonedCarts(db: Db) {
  const rows = await db
    .select({
      cart: carts,
      user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
    })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.userId))
    .where(
      and(
        lt(carts.updatedAt, sql`now() - make_interval(hours => ${ABANDONED_AFTER_HOURS})`),
        exists(
          sql`(select 1 from ${cartLines} where ${qualified(cartLines.cartId)} = ${qualified(carts.id)})`,
        ),
        sql`not ${orderedSince(carts.updatedAt)}`,
      ),
    )
    .orderBy(desc(carts.updatedAt), desc(carts.id));
  const lines = await pricedLines(
    db,
    rows.map((r) => r.cart.id),
  );
  let potentialPaise = 0;
  const list: AbandonedCart[] = rows.flatMap(({ cart, user }) => {
    const items = lines.get(cart.id) ?? [];
    // A cart whose every product was deleted since is empty in all but name.
    if (items.length === 0) return [];
    const cartPaise = totalPaise(items);
    potentialPaise += cartPaise;
    return [
      {
        _id: cart.id,
        id: cart.id,
        user,
        items: items.map(({ amountPaise, ...item }) => ({ ...item, amount: toRupees(amountPaise) })),
        total: toRupees(cartPaise),
        createdAt: cart.createdAt.toISOString(),
        updatedAt: cart.updatedAt.toISOString(),
        recoveryEmailSentAt: cart.recoveryEmailSentAt?.toISOString() ?? null,
      },
    ];
  });

  const [rate] = await db
    .select({
      sent: sql<number>`count(*)::int`,
      recovered: sql<number>`(count(*) filter (where ${orderedSince(carts.recoveryEmailSentAt)}))::int`,
    })
    .from(carts)
    .where(isNotNull(carts.recoveryEmailSentAt));
  const sent = rate?.sent ?? 0;
  return {
    carts: list,
    count: list.length,
    potentialRevenue: toRupees(potentialPaise),
    recoveryRate: sent === 0 ? 0 : Math.round(((rate?.recovered ?? 0) / sent) * 1000) / 10,
  };
}

type RecoveryConfig = Pick<Config, 'storeName' | 'publicUrl' | 'supportPhone' | 'smtpUrl' | 'mailFrom'>;

/** The recovery e-mail listing what the cart holds; sendMail records it and never throws. */
function mailCartRecovery(
  db: Db,
  config: RecoveryConfig,
  user: { name: string; email: string },
  items: readonly PricedItem[],
  log?: MailLogger,
) {
  return sendMail(
    db,
    config,
    {
      to: user.email,
      kind: 'cart-recovery',
      ...cartRecoveryMail(config, {
        name: user.name,
        items: items.map((i) => ({
          name: i.product.name,
          quantity: i.quantity,
          amount: toRupees(i.amountPaise),
        })),
        total: toRupees(totalPaise(items)),
      }),
    },
    log,
  );
}

export async function sendRecoveryEmail(
  db: Db,
  config: RecoveryConfig,
  actorId: string,
  cartId: string,
  log?: MailLogger,
) {
  const [row] = await db
    .select({ cart: carts, user: { name: users.name, email: users.email } })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.userId))
    .where(eq(carts.id, cartId));
  if (!row) throw new NotFound(ADMIN_MESSAGES.cartNotFound);
  const items = (await pricedLines(db, [cartId])).get(cartId) ?? [];
  if (items.length === 0) throw new Invalid(ADMIN_MESSAGES.cartEmpty);

  // Sent before the transaction: an SMTP round trip must not hold one open. sendMail never throws.
  await mailCartRecovery(db, config, row.user, items, log);
  const sentAt = await db.transaction(async (tx) => {
    // Not through the column's $onUpdate: sending an e-mail is not the shopper touching the cart.
    const [updated] = await tx
      .update(carts)
      .set({ recoveryEmailSentAt: sql`now()`, updatedAt: sql`${carts.updatedAt}` })
      .where(eq(carts.id, cartId))
      .returning({ sentAt: carts.recoveryEmailSentAt });
    if (!updated?.sentAt) throw new NotFound(ADMIN_MESSAGES.cartNotFound);
    await recordAudit(tx, actorId, 'cart.recovery-email', cartId, { to: row.user.email });
    return updated.sentAt;
  });
  return { message: ADMIN_MESSAGES.recoverySent, recoveryEmailSentAt: sentAt.toISOString() };
}

/** Carts abandoned longer ago than this are left alone: an e-mail about a cart from last month reads as spam. */
const RECOVERY_WITHIN_DAYS = 7;
const RECOVERY_BATCH = 100;

/**
 * The store's own recovery e-mail: each cart abandoned (as `abandonedCarts` counts it) within the last week,
 * of an account (not a guest) and never sent one by staff or by this job, gets one. Claimed before it is sent, so two runs at once (two
 * instances without Redis) mail a cart once; the mail itself is delivered by its job (mail/service.ts).
 */
export async function sendDueRecoveryEmails(
  db: Db,
  config: RecoveryConfig & Pick<Config, 'redis'>,
  log?: MailLogger,
) {
  const due = await db
    .select({ id: carts.id, user: { name: users.name, email: users.email } })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.userId))
    .where(
      and(
        isNull(carts.recoveryEmailSentAt),
        // A guest's cart lives in a browser session the e-mail cannot bring back.
        eq(users.guest, false),
        lt(carts.updatedAt, sql`now() - make_interval(hours => ${ABANDONED_AFTER_HOURS})`),
        sql`${carts.updatedAt} > now() - make_interval(days => ${RECOVERY_WITHIN_DAYS})`,
        exists(
          sql`(select 1 from ${cartLines} where ${qualified(cartLines.cartId)} = ${qualified(carts.id)})`,
        ),
        sql`not ${orderedSince(carts.updatedAt)}`,
      ),
    )
    .orderBy(asc(carts.updatedAt))
    .limit(RECOVERY_BATCH);
  const lines = await pricedLines(
    db,
    due.map((cart) => cart.id),
  );
  let sent = 0;
  for (const cart of due) {
    const items = lines.get(cart.id) ?? [];
    if (items.length === 0) continue;
    // Not through the column's $onUpdate: sending an e-mail is not the shopper touching the cart.
    const [claimed] = await db
      .update(carts)
      .set({ recoveryEmailSentAt: sql`now()`, updatedAt: sql`${carts.updatedAt}` })
      .where(and(eq(carts.id, cart.id), isNull(carts.recoveryEmailSentAt)))
      .returning({ id: carts.id });
    if (!claimed) continue;
    await mailCartRecovery(db, config, cart.user, items, log);
    sent += 1;
  }
  return { sent };
}

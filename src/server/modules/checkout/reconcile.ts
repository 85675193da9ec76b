import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { defineJob } from '../../jobs';
import { paymentMismatch } from './place-order';
import { createPaymentProvider } from '../payment/providers';
import { isSettled, type PaymentProvider } from '../payment/providers/types';
import { completeFromProvider, releaseHeldStock, type CompletionConfig } from './service';
import { releaseCredit } from '../credit/service';
import { releaseGiftCards } from '../gift-cards/service';
import { releasePromotions } from '../promotions/service';

/** Younger provider orders are left to the browser and the webhook, which normally arrive within seconds. */
export const RECONCILE_AFTER = '5 minutes';
/** Razorpay refunds a payment never captured within days; an older unpaid provider order is abandoned. */
const RECONCILE_WITHIN = '3 days';
const BATCH = 50;

/**
 * Asks the provider about provider orders still awaiting their payment and completes those it reports paid, so a
 * shopper whose browser and webhook both went missing still gets an order. An abandoned checkout is asked again
 * less and less often: once its last check is older than a quarter of its age.
 */
export async function reconcilePayments(
  db: Db,
  config: CompletionConfig,
  provider: PaymentProvider,
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>,
): Promise<{ checked: number; completed: number }> {
  // Lapsed holds go back on sale even when no checkout comes to free them (decision 044).
  // Lapsed and failed checkouts give back the store credit they spent (docs/decisions/061-one-store-credit-ledger.md).
  await db.transaction(async (tx) => {
    await releaseCredit(tx, null);
    await releaseGiftCards(tx, null);
    await releasePromotions(tx, null);
    await releaseHeldStock(tx, null);
  });
  const due = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'created'),
        isNull(payments.orderId),
        // Paid wholly by store credit: no provider holds anything to ask about.
        ne(payments.provider, 'credit'),
        sql`${payments.createdAt} < now() - ${RECONCILE_AFTER}::interval`,
        sql`${payments.createdAt} > now() - ${RECONCILE_WITHIN}::interval`,
        or(
          isNull(payments.checkedAt),
          sql`${payments.checkedAt} < now() - (now() - ${payments.createdAt}) / 4`,
        ),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);

  let completed = 0;
  for (const payment of due) {
    try {
      await db
        .update(payments)
        .set({ checkedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
      const reported = await provider.fetchOrderPayments(payment.providerOrderId);
      const paid = reported.find((p) => paymentMismatch(p, payment) === null);
      if (paid) {
        const { created } = await completeFromProvider(db, config, payment, paid, log);
        if (created) {
          completed += 1;
          log.warn(
            { providerOrderId: payment.providerOrderId, paymentId: paid.id },
            'order placed by reconciliation: neither the browser nor the webhook did',
          );
        }
      } else if (reported.some(isSettled)) {
        log.error(
          { providerOrderId: payment.providerOrderId, payments: reported },
          'a settled payment does not match its order; no order created',
        );
      }
    } catch (error) {
      log.error({ err: error, providerOrderId: payment.providerOrderId }, 'payment reconciliation failed');
    }
  }
  return { checked: due.length, completed };
}

/**
 * Every PAYMENT_RECONCILE_INTERVAL_MS (job-schedule.ts): once across all instances when they share Redis, on a
 * timer of this process otherwise, never two runs of one process at once.
 */
export const reconcilePaymentsJob = defineJob({
  name: 'payment-reconcile',
  data: z.object({}),
  run: ({ db, config, log }) => reconcilePayments(db, config, createPaymentProvider(config, db, log), log),
});

import type { FastifyInstance } from 'fastify';
import type { PaymentProvider, ProviderPayment } from '../payment/providers/types';
import { handleWebhook } from './service';
import { hmacHex } from '../../hmac';

/** Razorpay's `payment.captured` event for a payment, byte for byte the shape its webhook posts. */
export function capturedEventBody(payment: ProviderPayment, now = new Date()): string {
  const createdAt = Math.floor(now.getTime() / 1000);
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amountPaise,
          currency: payment.currency,
          status: 'captured',
          order_id: payment.orderId,
          method: payment.method,
          captured: true,
          card:
            payment.method === 'card'
              ? { network: payment.cardBrand ?? null, last4: payment.cardLast4 ?? null }
              : null,
          created_at: createdAt,
        },
      },
    },
    created_at: createdAt,
  });
}

/**
 * Razorpay posts `payment.captured` a few seconds after a shopper pays, whether or not their browser comes back;
 * the sandbox does the same, so a sandbox order never depends on the browser either. It is delivered in-process,
 * signed with the webhook secret, to the very handler that serves POST /api/payment/webhook. Pending deliveries are
 * dropped when the app closes, and one under way is waited for.
 */
export function sandboxWebhookSender(app: FastifyInstance, provider: PaymentProvider) {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.allSettled(running);
  });

  const deliver = async (orderId: string, paymentId: string) => {
    const body = capturedEventBody(await provider.fetchPayment(paymentId, orderId));
    const { status } = await handleWebhook(
      app.db,
      app.config,
      Buffer.from(body),
      hmacHex(app.config.payment.webhookSecret, body),
      app.log,
    );
    app.log.info({ orderId, paymentId, status }, 'sandbox payment.captured webhook delivered');
  };

  return (orderId: string, paymentId: string) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = deliver(orderId, paymentId)
        .catch((error: unknown) => {
          app.log.error({ err: error, orderId, paymentId }, 'sandbox webhook failed');
        })
        .finally(() => running.delete(run));
      running.add(run);
    }, app.config.payment.sandboxWebhookDelayMs);
    timer.unref();
    timers.add(timer);
  };
}

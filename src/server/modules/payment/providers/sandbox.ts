import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { Invalid, NotFound } from '../../../errors';
import { hmacHex } from '../../../hmac';
import { randomBase62 } from '../signature';
import type { PaymentProvider, ProviderPayment } from './types';

type PaymentRow = typeof payments.$inferSelect;

/** The one payment the sandbox took for this row, if any, as Razorpay would report it. */
function reportedPayment(row: PaymentRow): ProviderPayment | null {
  if (!row.paymentId) return null;
  return {
    id: row.paymentId,
    orderId: row.providerOrderId,
    amountPaise: row.amountPaise,
    currency: row.currency,
    status: 'captured',
    method: row.method ?? 'card',
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
  };
}

/**
 * Offline stand-in for Razorpay. Its "orders" are the payments rows themselves, and a payment is what POST
 * /api/payment/sandbox/authorize recorded on that row (its id, method and card); it reports a payment's amount
 * as its order's amount (docs/decisions/006-payments-and-orders.md), so the server's checks run unchanged.
 */
export function createSandboxProvider(db: Db): PaymentProvider {
  const rowOf = async (orderId: string) => {
    const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    if (!row) throw new NotFound('Payment order not found');
    return row;
  };
  return {
    name: 'sandbox',
    async createOrder({ amountPaise }) {
      return { id: `order_${randomBase62(14)}`, amount: amountPaise, currency: 'INR' };
    },
    async fetchPayment(paymentId, orderId) {
      const reported = reportedPayment(await rowOf(orderId));
      // Razorpay answers 400 for a payment id it never issued.
      if (reported?.id !== paymentId) throw new Invalid('Payment verification failed');
      return reported;
    },
    async fetchOrderPayments(orderId) {
      const reported = reportedPayment(await rowOf(orderId));
      return reported ? [reported] : [];
    },
    /**
     * The refund is recorded in our refunds table with the id answered here. As Razorpay does, one idempotency
     * key always yields the same refund id.
     */
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId));
      if (!row || amountPaise > row.amountPaise) throw new Invalid('The payment cannot be refunded');
      return { id: `rfnd_${hmacHex('sandbox-refund', idempotencyKey).slice(0, 14)}`, amountPaise };
    },
  };
}

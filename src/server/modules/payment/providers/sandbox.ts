import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { NotFound } from '../../../errors';
import { randomBase62 } from '../signature';
import type { PaymentProvider } from './types';

/**
 * Offline stand-in for Razorpay. Its "orders" are the payments rows themselves, and a payment is what
 * POST /api/payment/sandbox/authorize recorded on that row; it reports a payment's amount as its order's
 * amount (decisions.md §11), so the server's checks run unchanged.
 */
export function createSandboxProvider(db: Db): PaymentProvider {
  return {
    name: 'sandbox',
    async createOrder({ amountPaise }) {
      return { id: `order_${randomBase62(14)}`, amount: amountPaise, currency: 'INR' };
    },
    async fetchPayment(paymentId, orderId) {
      const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, orderId));
      if (!row) throw new NotFound('Payment order not found');
      return {
        id: paymentId,
        orderId,
        amountPaise: row.amountPaise,
        status: 'captured',
        method: row.method ?? 'card',
        cardBrand: row.cardBrand,
        cardLast4: row.cardLast4,
      };
    },
  };
}

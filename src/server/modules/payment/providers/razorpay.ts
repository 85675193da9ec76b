import type { FastifyBaseLogger } from 'fastify';
import Razorpay from 'razorpay';
import type { Payments } from 'razorpay/dist/types/payments';
import { AppError, Invalid } from '../../../errors';
import { isSettled, type PaymentProvider, type ProviderPayment } from './types';

export type RazorpayClient = Pick<Razorpay, 'orders' | 'payments'>;

export const PROVIDER_UNAVAILABLE = 'The payment service is unavailable right now. Please try again.';
interface SdkHttp {
  rq: { defaults: { headers: { common: Record<string, string> } } };
}

export const REFUND_REFUSED = 'The payment service refused this refund.';

/** The SDK rejects with a plain object ({ statusCode, error }), or a TypeError when there was no response. */
function statusOf(error: unknown): number | null {
  if (error && typeof error === 'object' && 'statusCode' in error && typeof error.statusCode === 'number')
    return error.statusCode;
  return null;
}

export interface RazorpayProviderOptions {
  /** the SDK client; tests pass one whose HTTP layer is faked */
  client?: RazorpayClient;
  /** makes a fresh SDK client, for a refund's own header; tests pass one whose HTTP layer is faked */
  newClient?: () => Razorpay;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

export function createRazorpayProvider(
  keys: { keyId: string; keySecret: string },
  options: RazorpayProviderOptions = {},
): PaymentProvider {
  const client = options.client ?? new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const newClient =
    options.newClient ?? (() => new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret }));
  /**
   * Razorpay refunds once per X-Refund-Idempotency key, however often the request is sent. The SDK passes on only
   * X-Razorpay-Account and Content-Type from its constructor's headers and takes none per call, so the header goes
   * on the HTTP layer (its axios instance) of a client made for this one refund.
   */
  const refundClient = (idempotencyKey: string) => {
    const fresh = newClient();
    (fresh.api as unknown as SdkHttp).rq.defaults.headers.common['X-Refund-Idempotency'] = idempotencyKey;
    return fresh;
  };
  // The shopper sees a plain message; the provider's own answer goes to the log for us.
  const unavailable = (error: unknown, action: string) => {
    options.log?.error({ err: error, action }, 'Razorpay request failed');
    return new AppError(502, PROVIDER_UNAVAILABLE);
  };
  /**
   * The SDK's `expand[]` option reaches the API as `expand[expand]`, which Razorpay ignores, so the card is asked
   * for on its own. It only decorates the order (brand and last 4), so failing to get it never fails a payment.
   */
  const cardOf = async (paymentId: string) => {
    try {
      const card = await client.payments.fetchCardDetails(paymentId);
      return { cardBrand: card.network ?? null, cardLast4: card.last4 ?? null };
    } catch (error) {
      options.log?.error({ err: error, action: 'payments.fetchCardDetails' }, 'Razorpay request failed');
      return { cardBrand: null, cardLast4: null };
    }
  };
  const inOurTerms = async (payment: Payments.RazorpayPayment): Promise<ProviderPayment> => {
    const reported: ProviderPayment = {
      id: payment.id,
      orderId: payment.order_id ?? null,
      amountPaise: Number(payment.amount),
      currency: payment.currency,
      status: payment.status,
      method: payment.method ?? null,
    };
    // Failed attempts are never turned into orders, so their cards are not worth a request each.
    return payment.method === 'card' && isSettled(reported)
      ? { ...reported, ...(await cardOf(payment.id)) }
      : reported;
  };
  return {
    name: 'razorpay',
    async createOrder({ amountPaise, receipt }) {
      try {
        const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt });
        return { id: order.id, amount: Number(order.amount), currency: 'INR' };
      } catch (error) {
        throw unavailable(error, 'orders.create');
      }
    },
    async fetchPayment(paymentId) {
      const payment = await client.payments.fetch(paymentId).catch((error: unknown) => {
        const status = statusOf(error);
        // Razorpay answers 400 for a payment id it does not know.
        if (status === 400 || status === 404) throw new Invalid('Payment verification failed');
        throw unavailable(error, 'payments.fetch');
      });
      return inOurTerms(payment);
    },
    async fetchOrderPayments(orderId) {
      const { items } = await client.orders.fetchPayments(orderId).catch((error: unknown) => {
        throw unavailable(error, 'orders.fetchPayments');
      });
      return Promise.all(items.map(inOurTerms));
    },
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      const refund = await refundClient(idempotencyKey)
        .payments.refund(paymentId, { amount: amountPaise, notes })
        .catch((error: unknown) => {
          const status = statusOf(error);
          // 400: Razorpay refuses (more than is left, a payment not captured); the detail goes to our log.
          if (status === 400) {
            options.log?.error({ err: error, action: 'payments.refund' }, 'Razorpay refused a refund');
            throw new Invalid(REFUND_REFUSED);
          }
          throw unavailable(error, 'payments.refund');
        });
      return { id: refund.id, amountPaise: Number(refund.amount) };
    },
  };
}

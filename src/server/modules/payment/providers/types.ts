import type { PaymentProviderName } from '../../../../domain/store';

export interface ProviderOrder {
  id: string;
  /** paise */
  amount: number;
  currency: 'INR';
}

export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  /** Razorpay's payment states; an order may be placed once a payment is authorized or captured */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
}

export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  /** our refunds.idempotency_key: the provider makes one refund however often it is sent */
  idempotencyKey: string;
  notes: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  amountPaise: number;
}

/** The one seam between checkout and whoever takes the money: the offline sandbox or Razorpay. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<ProviderOrder>;
  fetchPayment(paymentId: string, orderId: string): Promise<ProviderPayment>;
  /** every payment attempted against a provider order, for reconciling orders whose shopper never came back */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** gives back part or all of a payment; throws an AppError when the provider refuses or cannot be reached */
  refund(request: RefundRequest): Promise<ProviderRefund>;
}

export const isSettled = (payment: ProviderPayment): boolean =>
  payment.status === 'authorized' || payment.status === 'captured';

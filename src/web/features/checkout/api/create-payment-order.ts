import type { CreatePaymentOrderInput, PaymentOrder } from '../../../../domain/checkout';
import { api } from '../../../lib/api-client';

/** docs/store-rules.md#api: the server prices the cart again and refuses an `amount` that disagrees with it. */
export const createPaymentOrder = (body: CreatePaymentOrderInput) =>
  api<PaymentOrder>('/payment/create-order', { method: 'POST', body });

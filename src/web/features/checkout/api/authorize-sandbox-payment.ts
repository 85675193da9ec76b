import type { PaymentResult, SandboxAuthorizeInput } from '../../../../domain/checkout';
import { api } from '../../../lib/api-client';

/** The sandbox's stand-in for Razorpay's checkout: the server checks the test card and signs the payment. */
export const authorizeSandboxPayment = (body: SandboxAuthorizeInput) =>
  api<PaymentResult>('/payment/sandbox/authorize', { method: 'POST', body });

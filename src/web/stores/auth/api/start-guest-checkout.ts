import type { SessionResponse, GuestCheckoutInput } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const postGuestCheckout = (body: GuestCheckoutInput) =>
  api<SessionResponse>('/checkout/guest', { method: 'POST', body });

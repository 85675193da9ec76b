import type { AuthResponse, GuestCheckoutInput } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const postGuestCheckout = (body: GuestCheckoutInput) =>
  api<AuthResponse>('/checkout/guest', { method: 'POST', body });

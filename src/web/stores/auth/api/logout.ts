import { api } from '../../../lib/api-client';

/** Bounded, so an unreachable server never keeps a shopper from logging out on this device. */
export const postLogout = () =>
  api<{ message: string }>('/auth/logout', { method: 'POST', signal: AbortSignal.timeout(5000) });

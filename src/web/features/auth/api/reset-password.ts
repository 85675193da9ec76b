import type { ResetPasswordInput } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const postResetPassword = (body: ResetPasswordInput) =>
  api<{ message: string }>('/auth/reset-password', { method: 'POST', body });

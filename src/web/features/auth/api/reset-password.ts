import type { ResetPasswordInput, ResetPasswordResult } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const postResetPassword = (body: ResetPasswordInput) =>
  api<ResetPasswordResult>('/auth/reset-password', { method: 'POST', body });

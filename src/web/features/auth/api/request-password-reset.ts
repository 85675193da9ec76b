import type { ForgotPasswordInput } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const postForgotPassword = (body: ForgotPasswordInput) =>
  api<{ message: string }>('/auth/forgot-password', { method: 'POST', body });

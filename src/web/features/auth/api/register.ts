import type { AuthResponse, RegisterInput } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const postRegister = (body: RegisterInput) =>
  api<AuthResponse>('/auth/register', { method: 'POST', body });

import type { SessionResponse, RegisterInput } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const postRegister = (body: RegisterInput) =>
  api<SessionResponse>('/auth/register', { method: 'POST', body });

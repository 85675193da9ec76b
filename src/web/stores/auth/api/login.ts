import type { LoginInput, SessionResponse } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const postLogin = (body: LoginInput) => api<SessionResponse>('/auth/login', { method: 'POST', body });

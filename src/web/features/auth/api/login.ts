import type { AuthResponse, LoginInput } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const postLogin = (body: LoginInput) => api<AuthResponse>('/auth/login', { method: 'POST', body });

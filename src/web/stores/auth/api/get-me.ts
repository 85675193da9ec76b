import type { User } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const meQueryKey = ['auth', 'me'] as const;

export const getMe = (signal?: AbortSignal) => api<User>('/auth/me', { signal });

import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '../../shell/api/admin-query';
import type { OutboxEntry } from '../../../../../domain/outbox';

export const OUTBOX_FAILURE = 'Failed to fetch the outbox';

export const outboxQuery = (to: string) =>
  adminQuery<OutboxEntry[]>('/admin/outbox', OUTBOX_FAILURE, {
    query: { to: to.trim() },
    keepPrevious: true,
  });

export const useOutbox = (to: string) => useQuery(outboxQuery(to));

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminQuery } from '../../shell/api/admin-query';
import type { OutboxEntrySchema } from '../../../../../domain/outbox';

export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

export const outboxQuery = (to: string) =>
  adminQuery<OutboxEntry[]>('/admin/outbox', 'Failed to fetch the outbox', {
    query: { to: to.trim() },
    keepPrevious: true,
  });

export const useOutbox = (to: string) => useQuery(outboxQuery(to));

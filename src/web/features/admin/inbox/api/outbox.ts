import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminRetry, logged } from '../../shell/api/admin-query';
import type { OutboxEntrySchema } from '../../../../../domain/outbox';

export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

export const getOutbox = (to: string, signal?: AbortSignal) =>
  logged('Failed to fetch the outbox', () =>
    api<OutboxEntry[]>('/admin/outbox', { query: { to: to.trim() }, signal }),
  );

export const outboxQuery = (to: string) =>
  queryOptions({
    queryKey: ['admin', 'outbox', to.trim()],
    queryFn: ({ signal }) => getOutbox(to, signal),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });

export const useOutbox = (to: string) => useQuery(outboxQuery(to));

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminContactMessageSchema,
  AdminCustomDesignRequestSchema,
  InboxStatus,
} from '../../../../../domain/inbox';
import { api } from '../../../../lib/api-client';
import { adminRetry, logged } from '../../shell/api/admin-query';

export type AdminCustomDesignRequest = z.infer<typeof AdminCustomDesignRequestSchema>;
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

/** The two inboxes share their shape of call: a list filtered by status and a status change. */
export type InboxKind = 'custom-design-requests' | 'contact-messages';
interface InboxItem {
  custom: AdminCustomDesignRequest;
  contact: AdminContactMessage;
}
type ItemOf<K extends InboxKind> = K extends 'custom-design-requests'
  ? InboxItem['custom']
  : InboxItem['contact'];

const inboxKey = (kind: InboxKind) => ['admin', kind] as const;

export const getInbox = <K extends InboxKind>(
  kind: K,
  status: InboxStatus | undefined,
  signal?: AbortSignal,
) =>
  logged(
    `Failed to fetch ${kind === 'contact-messages' ? 'contact messages' : 'custom design requests'}`,
    () => api<ItemOf<K>[]>(`/admin/${kind}`, { query: { status }, signal }),
  );

export const inboxQuery = <K extends InboxKind>(kind: K, status: InboxStatus | undefined) =>
  queryOptions({
    queryKey: [...inboxKey(kind), status ?? 'all'],
    queryFn: ({ signal }) => getInbox(kind, status, signal),
    retry: adminRetry,
  });

export const useInbox = <K extends InboxKind>(kind: K, status: InboxStatus | undefined) =>
  useQuery(inboxQuery(kind, status));

export const patchInboxStatus = <K extends InboxKind>(kind: K, id: string, status: InboxStatus) =>
  api<ItemOf<K>>(`/admin/${kind}/${id}`, { method: 'PATCH', body: { status } });

export function useSetInboxStatus(kind: InboxKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InboxStatus }) => patchInboxStatus(kind, id, status),
    // Every filtered list may gain or lose the item, so all of this inbox's lists refetch.
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey(kind) }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { AdminContactMessage, AdminCustomDesignRequest, InboxStatus } from '../../../../../domain/inbox';
import { api } from '../../../../lib/api-client';
import { adminQuery, useAdminMutation } from '../../shell/api/admin-query';

/** The two inboxes share their shape of call: a list filtered by status and a status change. */
interface InboxItems {
  'custom-design-requests': AdminCustomDesignRequest;
  'contact-messages': AdminContactMessage;
}
export type InboxKind = keyof InboxItems;

const inboxKey = (kind: InboxKind) => ['admin', kind] as const;

/** 'contact messages', as the page and the console name them */
export const inboxName = (kind: InboxKind) => kind.replaceAll('-', ' ');

export const inboxFailure = (kind: InboxKind) => `Failed to fetch ${inboxName(kind)}`;

export const inboxQuery = <K extends InboxKind>(kind: K, status: InboxStatus | undefined) =>
  adminQuery<InboxItems[K][]>(`/admin/${kind}`, inboxFailure(kind), { query: { status } });

export const useInbox = <K extends InboxKind>(kind: K, status: InboxStatus | undefined) =>
  useQuery(inboxQuery(kind, status));

export const patchInboxStatus = <K extends InboxKind>(kind: K, id: string, status: InboxStatus) =>
  api<InboxItems[K]>(`/admin/${kind}/${id}`, { method: 'PATCH', body: { status } });

// Every filtered list may gain or lose the item, so all of this inbox's lists refetch.
export const useSetInboxStatus = (kind: InboxKind) =>
  useAdminMutation(
    ({ id, status }: { id: string; status: InboxStatus }) => patchInboxStatus(kind, id, status),
    inboxKey(kind),
  );

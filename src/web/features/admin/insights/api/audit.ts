import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminRetry, logged } from '../../shell/api/admin-query';
import type { AuditEntrySchema, AuditLogSchema } from '../../../../../domain/audit';

export type AuditLog = z.infer<typeof AuditLogSchema>;
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_PAGE_SIZE = 25;

export const getAuditLog = (page: number, signal?: AbortSignal) =>
  logged('Failed to fetch the audit log', () =>
    api<AuditLog>('/admin/audit-log', { query: { page, limit: AUDIT_PAGE_SIZE }, signal }),
  );

export const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', page],
    queryFn: ({ signal }) => getAuditLog(page, signal),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (page: number, enabled = true) => useQuery({ ...auditLogQuery(page), enabled });

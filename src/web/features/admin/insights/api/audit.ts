import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '../../shell/api/admin-query';
import type { AuditLog } from '../../../../../domain/audit';

export const AUDIT_PAGE_SIZE = 25;

export const AUDIT_LOG_FAILURE = 'Failed to fetch the audit log';

export const auditLogQuery = (page: number) =>
  adminQuery<AuditLog>('/admin/audit-log', AUDIT_LOG_FAILURE, {
    query: { page, limit: AUDIT_PAGE_SIZE },
    keepPrevious: true,
  });

export const useAuditLog = (page: number, enabled = true) => useQuery({ ...auditLogQuery(page), enabled });

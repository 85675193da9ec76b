import { z } from 'zod';

export const AuditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export const AuditLogSchema = z.object({ entries: z.array(AuditEntrySchema), total: z.number().int() });

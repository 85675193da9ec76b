import { z } from 'zod';
import { UserRefSchema } from './auth';

export const AuditEntrySchema = z.object({
  id: z.string(),
  actor: UserRefSchema.nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogSchema = z.object({ entries: z.array(AuditEntrySchema), total: z.number().int() });
export type AuditLog = z.infer<typeof AuditLogSchema>;

import { z } from 'zod';
import { recordIds, timestamps } from './record';

export const INBOX_LIMIT = 500;

export const INBOX_STATUSES = ['new', 'in_progress', 'done'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
const InboxStatusSchema = z.enum(INBOX_STATUSES, {
  error: `status must be one of ${INBOX_STATUSES.join(', ')}`,
});
export const InboxQuerySchema = z.object({ status: InboxStatusSchema.optional() });
export const InboxStatusBodySchema = z.object({ status: InboxStatusSchema });

export const AdminCustomDesignRequestSchema = z.object({
  ...recordIds,
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  roomType: z.string(),
  /** feet */
  dimensions: z.object({ width: z.number(), height: z.number() }),
  style: z.string(),
  budget: z.string(),
  description: z.string(),
  inspirationImages: z.array(z.string()),
  status: InboxStatusSchema,
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCustomDesignRequest = z.infer<typeof AdminCustomDesignRequestSchema>;
export const AdminContactMessageSchema = z.object({
  ...recordIds,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: InboxStatusSchema,
  ...timestamps,
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

import { z } from 'zod';
import { line } from './text';

export const OUTBOX_LIMIT = 200;

export const OutboxQuerySchema = z.object({ to: line('to', 320, { tooLong: 'to is too long' }).optional() });
/** An outbox message's life (mail/service.ts): stored without SMTP; queued, sending, then sent or failed with it. */
export const OUTBOX_STATUSES = ['stored', 'queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OutboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

import { z } from 'zod';
import { MessageSchema } from './auth';
import { EmailSchema, line, requiredLine, requiredText } from './text';

export const ContactMessageSchema = z.object({
  name: requiredLine('Name', 100),
  email: EmailSchema,
  // Optional, and an untouched form field sends '' — both mean "no phone".
  phone: line('Phone number', 30)
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: requiredLine('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CONTACT_THANK_YOU = 'Thank you! We will get back to you within 24 hours.';
export const ContactResponseSchema = MessageSchema;

import { z } from 'zod';

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const ContactMessageSchema = z.object({
  name: required('Name is required', 100, 'Name must be at most 100 characters'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email')),
  // Optional, and an untouched form field sends '' — both mean "no phone".
  phone: z
    .string()
    .trim()
    .max(30, 'Phone number must be at most 30 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: required('Subject is required', 200, 'Subject must be at most 200 characters'),
  message: required('Message is required', 5000, 'Message must be at most 5000 characters'),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CONTACT_THANK_YOU = 'Thank you! We will get back to you within 24 hours.';
export const ContactResponseSchema = z.object({ message: z.string() });

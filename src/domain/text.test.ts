import { describe, expect, it } from 'vitest';
import { ForgotPasswordSchema } from './auth';
import { ContactMessageSchema } from './contact';
import { ProductQuerySchema } from './product';
import { EmailSchema, line, text } from './text';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text building blocks', () => {
  it('refuses NUL and other control characters in a line, with a message naming the field', () => {
    for (const bad of ['a\u0000b', 'tab\there', 'line\nbreak', '\u001b[31m', '\u007f']) {
      expect(firstMessage(line('search', 200).safeParse(bad))).toBe(
        'search must not contain control characters',
      );
    }
    expect(line('search', 200).parse('  wallpaper  ')).toBe('wallpaper');
  });

  it('keeps line breaks and tabs in free text but still refuses NUL', () => {
    expect(text('Message', 100).parse('Hello,\r\n\tthere')).toBe('Hello,\r\n\tthere');
    expect(firstMessage(text('Message', 100).safeParse('a\u0000b'))).toBe(
      'Message must not contain control characters',
    );
  });

  it('bounds every string, e-mails at 254 characters before the format check', () => {
    expect(firstMessage(line('Name', 5).safeParse('abcdef'))).toBe('Name must be at most 5 characters');
    const huge = `${'a'.repeat(1024 * 1024)}@example.com`;
    expect(firstMessage(EmailSchema.safeParse(huge))).toBe('Email must be at most 254 characters');
    expect(firstMessage(ForgotPasswordSchema.safeParse({ email: huge }))).toBe(
      'Email must be at most 254 characters',
    );
    expect(EmailSchema.parse(' Someone@Example.com ')).toBe('Someone@Example.com');
  });

  it('applies across the store: search, contact form', () => {
    expect(firstMessage(ProductQuerySchema.safeParse({ search: 'x\u0000' }))).toBe(
      'search must not contain control characters',
    );
    const contact = { name: 'Asha', email: 'a@b.in', subject: 'Hi', message: 'Two\nlines' };
    expect(ContactMessageSchema.safeParse(contact).success).toBe(true);
    expect(firstMessage(ContactMessageSchema.safeParse({ ...contact, subject: 'a\u0000' }))).toBe(
      'Subject must not contain control characters',
    );
  });
});

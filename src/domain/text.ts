import { z } from 'zod';

/**
 * The building blocks for every string a client sends: each has a maximum length, and control characters are
 * refused (PostgreSQL rejects NUL in text outright, and the others have no place in a name or a search).
 */

/** The longest address SMTP can deliver to (RFC 5321's path limit less the angle brackets). */
export const EMAIL_MAX = 254;

const CONTROL = /\p{Cc}/u;
/** Control characters other than the line breaks and tabs a message or a description may hold. */
const CONTROL_EXCEPT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;

export const hasNoControlCharacters = (value: string) => !CONTROL.test(value);

interface TextMessages {
  /** when the value is missing or not a string */
  type?: string;
  tooLong?: string;
  control?: string;
}

function bounded(label: string, max: number, control: RegExp, messages: TextMessages) {
  return z
    .string({ error: messages.type ?? `${label} must be text` })
    .trim()
    .max(max, messages.tooLong ?? `${label} must be at most ${max} characters`)
    .refine(
      (value) => !control.test(value),
      messages.control ?? `${label} must not contain control characters`,
    );
}

/** One line of text (a name, a subject, a search): trimmed, at most `max` characters, no control characters. */
export const line = (label: string, max: number, messages: TextMessages = {}) =>
  bounded(label, max, CONTROL, messages);

/** Free text (a message, a description, a review): like `line`, but line breaks and tabs are kept. */
export const text = (label: string, max: number, messages: TextMessages = {}) =>
  bounded(label, max, CONTROL_EXCEPT_LINE_BREAKS, messages);

/** A line that must be there: missing, or empty after trimming, is refused with `${label} is required`. */
export const requiredLine = (
  label: string,
  max: number,
  messages: TextMessages & { required?: string } = {},
) => {
  const required = messages.required ?? `${label} is required`;
  return line(label, max, { type: required, ...messages }).min(1, required);
};

/** Free text that must be there, like `requiredLine`. */
export const requiredText = (
  label: string,
  max: number,
  messages: TextMessages & { required?: string } = {},
) => {
  const required = messages.required ?? `${label} is required`;
  return text(label, max, { type: required, ...messages }).min(1, required);
};

/** An e-mail address, bounded before the format check so a megabyte of text is refused unread. */
const emailText = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`);
export const EmailSchema = emailText.pipe(z.email('Invalid email'));
/** The same field, worded for a form that names a malformed address its own way. */
export const emailWorded = (invalid: string) => emailText.pipe(z.email(invalid));

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

/** `line` or `text` that must be there: missing, or empty after trimming, is refused with `${label} is required`. */
const required =
  (kind: typeof line) =>
  (label: string, max: number, messages: TextMessages & { required?: string } = {}) => {
    const message = messages.required ?? `${label} is required`;
    return kind(label, max, { type: message, ...messages }).min(1, message);
  };

export const requiredLine = required(line);
export const requiredText = required(text);

/**
 * A typed value that must be there and is checked further (an e-mail, a phone, a PIN, a card number): trimmed,
 * refused with `required` when missing or empty and with `tooLong` past `max`, before any costlier check runs.
 */
export const requiredEntry = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** An e-mail address, bounded before the format check so a megabyte of text is refused unread. */
const emailText = requiredEntry(
  'Email is required',
  EMAIL_MAX,
  `Email must be at most ${EMAIL_MAX} characters`,
);
export const EmailSchema = emailText.pipe(z.email('Invalid email'));
/** The same field, worded for a form that names a malformed address its own way. */
export const emailWorded = (invalid: string) => emailText.pipe(z.email(invalid));

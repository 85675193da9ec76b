import type { LightMyRequestResponse } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

/** A request body and the message its refusal must carry, as the validation tables list them. */
export type Refusal = [body: Record<string, unknown>, message: string];

/** A copy of `body` with `key` left out, as a client that forgets the field sends it. */
export function without<T extends Record<string, unknown>>(
  body: T,
  key: keyof T & string,
): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...body };
  delete copy[key];
  return copy;
}

/** A required field refused with `message` both when left out and when sent as `value` (blank, or no choice). */
export function missingOr<T extends Record<string, unknown>>(
  body: T,
  key: keyof T & string,
  value: unknown,
  message: string,
): Refusal[] {
  return [
    [without(body, key), message],
    [{ ...body, [key]: value }, message],
  ];
}

/**
 * The refusals of the name and e-mail every public form asks for, which share their rules (requiredLine and
 * EmailSchema in domain/text.ts): each left out or blank, and an e-mail that is not one.
 */
export function nameAndEmailRefusals<T extends Record<string, unknown> & { name: unknown; email: unknown }>(
  body: T,
  blankName: string,
  notAnEmail: string,
): Refusal[] {
  return [
    ...missingOr(body, 'name', blankName, 'Name is required'),
    ...missingOr(body, 'email', '', 'Email is required'),
    [{ ...body, email: notAnEmail }, 'Invalid email'],
  ];
}

/** Sends a form that must be refused: 400 with `message`, no row written to `table` and no e-mail queued. */
export async function expectRefusedWithNoTrace(
  db: Db,
  table: PgTable,
  send: () => Promise<LightMyRequestResponse>,
  message: string,
): Promise<void> {
  const written = async () => ({ rows: await db.$count(table), mails: await db.$count(emailOutbox) });
  const before = await written();
  const res = await send();
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message });
  expect(await written()).toEqual(before);
}

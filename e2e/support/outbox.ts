import { expect } from '@playwright/test';
import type { OutboxEntry } from '../../src/domain/outbox';
import { callApi } from './api';
import { staffToken } from './staff';

/** What the store has written to one address, newest first, as staff read it in the outbox. */
export function outboxTo(email: string, token: string): Promise<OutboxEntry[]> {
  return callApi<OutboxEntry[]>(`/admin/outbox?to=${encodeURIComponent(email)}`, { token, status: 200 });
}

/**
 * The first message of a kind to an address. Mail is queued behind the answer that caused it, so it may land a
 * moment after the page says it was sent; a busy machine can take seconds.
 */
export async function waitForMail(email: string, kind: string): Promise<OutboxEntry> {
  const token = await staffToken();
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxTo(email, token)).find((m) => m.kind === kind);
        return found;
      },
      { message: `a ${kind} e-mail to ${email}` },
    )
    .toBeDefined();
  return found!;
}

import { desc, eq, sql } from 'drizzle-orm';
import { INBOX_LIMIT, type InboxStatus } from '../../../domain/inbox';
import { OUTBOX_LIMIT } from '../../../domain/outbox';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import type { Db } from '../../db/client';
import { contactMessages, customDesignRequests, emailOutbox } from '../../db/schema';
import { NotFound } from '../../errors';
import { recordAudit } from '../audit/service';

type InboxTable = typeof customDesignRequests | typeof contactMessages;

/** A request names its size and date as its form does (dimensions in feet, submittedAt); a message goes as stored. */
function toDto(row: InboxTable['$inferSelect']) {
  const dates = { _id: row.id, updatedAt: row.updatedAt.toISOString() };
  if (!('widthFt' in row)) return { ...row, ...dates, createdAt: row.createdAt.toISOString() };
  const { widthFt, heightFt, createdAt, ...rest } = row;
  return {
    ...rest,
    ...dates,
    dimensions: { width: widthFt, height: heightFt },
    submittedAt: createdAt.toISOString(),
  };
}

/**
 * The two inboxes staff work through, custom design requests and contact messages: the same statuses, filter and
 * audit, each with its own form.
 */
export const INBOXES = {
  customDesignRequests: {
    table: customDesignRequests,
    notFound: ADMIN_MESSAGES.requestNotFound,
    action: 'custom-design-request.status',
  },
  contactMessages: {
    table: contactMessages,
    notFound: ADMIN_MESSAGES.messageNotFound,
    action: 'contact-message.status',
  },
} as const;
type Inbox = (typeof INBOXES)[keyof typeof INBOXES];

/** Newest first; the cap keeps the page light, and a status filter reaches anything older. */
export async function listInbox(db: Db, { table }: Inbox, status?: InboxStatus) {
  const rows = await db
    .select()
    .from(table)
    .where(status ? eq(table.status, status) : undefined)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(INBOX_LIMIT);
  return rows.map(toDto);
}

export async function setInboxStatus(
  db: Db,
  { table, notFound, action }: Inbox,
  actorId: string,
  id: string,
  status: InboxStatus,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id));
    if (!before) throw new NotFound(notFound);
    const [row] = await tx.update(table).set({ status }).where(eq(table.id, id)).returning();
    if (!row) throw new NotFound(notFound);
    await recordAudit(tx, actorId, action, id, { from: before.status, to: status });
    return toDto(row);
  });
}

/** Password-reset and invitation links sign their holder in: only an admin may read them. */
const hideTokens = (value: string) => value.replace(/(token=)[\w-]+/g, '$1[hidden]');

/**
 * Every message is kept here, sent or not. Below admin the sign-in links are hidden; otherwise a viewer could
 * ask for a reset of an admin's password and read the link.
 */
export async function listOutbox(db: Db, to: string | undefined, revealLinks: boolean) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(to ? sql`lower(${emailOutbox.to}) = lower(${to})` : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((row) => ({
    ...row,
    text: revealLinks ? row.text : hideTokens(row.text),
    html: revealLinks || row.html === null ? row.html : hideTokens(row.html),
    createdAt: row.createdAt.toISOString(),
  }));
}

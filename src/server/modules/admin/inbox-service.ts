import { desc, eq, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, INBOX_LIMIT, OUTBOX_LIMIT, type InboxStatus } from '../../../domain/admin';
import type { Db } from '../../db/client';
import { contactMessages, customDesignRequests, emailOutbox } from '../../db/schema';
import { NotFound } from '../../errors';
import { recordAudit } from '../audit/service';

function toRequestDto(row: typeof customDesignRequests.$inferSelect) {
  const { widthFt, heightFt, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    _id: row.id,
    dimensions: { width: widthFt, height: heightFt },
    submittedAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

function toMessageDto(row: typeof contactMessages.$inferSelect) {
  return {
    ...row,
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first; the cap keeps the page light, and a status filter reaches anything older. */
export async function listCustomDesignRequests(db: Db, status?: InboxStatus) {
  const rows = await db
    .select()
    .from(customDesignRequests)
    .where(status ? eq(customDesignRequests.status, status) : undefined)
    .orderBy(desc(customDesignRequests.createdAt), desc(customDesignRequests.id))
    .limit(INBOX_LIMIT);
  return rows.map(toRequestDto);
}

export async function listContactMessages(db: Db, status?: InboxStatus) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(status ? eq(contactMessages.status, status) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(INBOX_LIMIT);
  return rows.map(toMessageDto);
}

export async function setCustomDesignRequestStatus(db: Db, actorId: string, id: string, status: InboxStatus) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: customDesignRequests.status })
      .from(customDesignRequests)
      .where(eq(customDesignRequests.id, id));
    if (!before) throw new NotFound(ADMIN_MESSAGES.requestNotFound);
    const [row] = await tx
      .update(customDesignRequests)
      .set({ status })
      .where(eq(customDesignRequests.id, id))
      .returning();
    if (!row) throw new NotFound(ADMIN_MESSAGES.requestNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'custom-design-request.status',
      entityType: 'custom_design_request',
      entityId: id,
      details: { from: before.status, to: status },
    });
    return toRequestDto(row);
  });
}

export async function setContactMessageStatus(db: Db, actorId: string, id: string, status: InboxStatus) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    if (!before) throw new NotFound(ADMIN_MESSAGES.messageNotFound);
    const [row] = await tx
      .update(contactMessages)
      .set({ status })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw new NotFound(ADMIN_MESSAGES.messageNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'contact-message.status',
      entityType: 'contact_message',
      entityId: id,
      details: { from: before.status, to: status },
    });
    return toMessageDto(row);
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

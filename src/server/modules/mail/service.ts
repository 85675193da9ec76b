import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { defineJob, queueJob } from '../../jobs';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** what the message is for ('password-reset', …), so the outbox can be filtered */
  kind: string;
}

export type MailLogger = Pick<FastifyBaseLogger, 'error'>;

// A transport keeps its connection settings; one per SMTP_URL is enough for the whole process.
const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // Nodemailer waits up to two minutes for a dead server by default; a request should not hang that long.
    // Query parameters in SMTP_URL still override these.
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

const fallbackLogger: MailLogger = { error: (obj: unknown, msg?: string) => console.error(msg, obj) };

/** A delivery claimed this long ago that never finished belongs to a process that died: it may be claimed again. */
const CLAIM_EXPIRES = '10 minutes';
/** Tries in all, counting the outbox retry's; then the message stays failed for someone to look at. */
export const MAX_MAIL_ATTEMPTS = 8;
/** The outbox retry waits this long times the tries so far before the next one, and gives up after two days. */
const RETRY_SPACING = '15 minutes';
const RETRY_WITHIN = '2 days';
/** A message still queued after this was dropped on its way to the queue (a crash, Redis away). */
const QUEUED_TOO_LONG = '10 minutes';
const RETRY_BATCH = 100;

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom'>;

/**
 * One try at delivering an outbox message. It is claimed first (queued or failed, or a claim that expired),
 * so two workers handed the same message send it once. Records the outcome; says whether the message is sent.
 */
export async function deliverMail(db: Db, config: MailConfig, id: string, log?: MailLogger) {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, attemptedAt: sql`now()` })
    .where(
      and(
        eq(emailOutbox.id, id),
        or(
          inArray(emailOutbox.status, ['queued', 'failed']),
          and(
            eq(emailOutbox.status, 'sending'),
            sql`${emailOutbox.attemptedAt} < now() - ${CLAIM_EXPIRES}::interval`,
          ),
        ),
      ),
    )
    .returning();
  if (!row) return { sent: false, claimed: false };
  if (!config.smtpUrl) {
    // SMTP_URL was removed since the message was queued: keep it, as messages are kept without one.
    await db.update(emailOutbox).set({ status: 'stored' }).where(eq(emailOutbox.id, id));
    return { sent: false, claimed: true };
  }
  try {
    await transportFor(config.smtpUrl).sendMail({
      from: config.mailFrom,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
    });
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db.update(emailOutbox).set({ status: 'failed', error }).where(eq(emailOutbox.id, id));
    (log ?? fallbackLogger).error(
      { err, to: row.to, kind: row.kind, attempt: row.attempts },
      'sending e-mail failed',
    );
    return { sent: false, claimed: true };
  }
  await db.update(emailOutbox).set({ status: 'sent', error: null }).where(eq(emailOutbox.id, id));
  return { sent: true, claimed: true };
}

/**
 * Delivers one outbox message; a failed try is thrown so that the queue retries it with backoff. One that was
 * not claimed (already sent, or another worker's) is done.
 */
export const sendMailJob = defineJob({
  name: 'send-mail',
  data: z.object({ id: z.uuid() }),
  attempts: 4,
  backoffMs: 30_000,
  run: async ({ db, config, log }, { id }) => {
    const { sent, claimed } = await deliverMail(db, config, id, log);
    if (claimed && !sent && config.smtpUrl) throw new Error('the SMTP server did not take the message');
  },
});

/**
 * Records every message in email_outbox and, when SMTP_URL is set, hands its delivery to a job: on the shared
 * queue with retries when there is Redis, in this process after the answer otherwise. The caller never waits on
 * SMTP, and a failure never reaches it: a shopper's request (a password reset, an order) must not fail because
 * mail did. What the queue's retries do not deliver, the outbox retry (`retryOutbox`) tries again later.
 */
export async function sendMail(
  db: Db,
  config: MailConfig & { redis?: Config['redis'] },
  mail: OutgoingMail,
  log?: MailLogger,
) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
      status: config.smtpUrl ? 'queued' : 'stored',
    })
    .returning();
  if (row && config.smtpUrl) {
    const id = row.id;
    const logger = log ?? fallbackLogger;
    queueJob(config, sendMailJob, { id }, () => deliverMail(db, config, id, logger), logger);
  }
  return row;
}

/**
 * Tries again the messages the delivery jobs left undelivered: failed ones, spaced out more after each try
 * and given up after MAX_MAIL_ATTEMPTS or two days; queued ones that never reached a worker; claims that expired.
 * Run on a schedule (job-schedule.ts).
 */
export async function retryOutbox(db: Db, config: MailConfig, log?: MailLogger) {
  if (!config.smtpUrl) return { retried: 0, sent: 0 };
  const due = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ['queued', 'sending', 'failed']),
        sql`${emailOutbox.createdAt} > now() - ${RETRY_WITHIN}::interval`,
        or(
          and(
            eq(emailOutbox.status, 'failed'),
            lt(emailOutbox.attempts, MAX_MAIL_ATTEMPTS),
            sql`${emailOutbox.attemptedAt} < now() - ${RETRY_SPACING}::interval * ${emailOutbox.attempts}`,
          ),
          and(
            eq(emailOutbox.status, 'queued'),
            sql`${emailOutbox.createdAt} < now() - ${QUEUED_TOO_LONG}::interval`,
          ),
          and(
            eq(emailOutbox.status, 'sending'),
            sql`${emailOutbox.attemptedAt} < now() - ${CLAIM_EXPIRES}::interval`,
          ),
        ),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(RETRY_BATCH);
  let sent = 0;
  // One at a time: a dead SMTP server costs one connection timeout per message, not a burst of them.
  for (const { id } of due) if ((await deliverMail(db, config, id, log)).sent) sent += 1;
  return { retried: due.length, sent };
}

/** The newest message to an address (any case), for tests and for checking what a shopper was sent. */
export async function latestMailTo(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.to}) = lower(${email})`)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  return row ?? null;
}

import { desc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

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

/**
 * Records every message in email_outbox, and sends it when SMTP_URL is set. An SMTP failure is recorded and
 * logged but never thrown: a shopper's request (a password reset, an order) must not fail because mail did.
 */
export async function sendMail(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  mail: OutgoingMail,
  log?: MailLogger,
) {
  let status: 'stored' | 'sent' | 'failed' = 'stored';
  let error: string | null = null;
  if (config.smtpUrl) {
    try {
      await transportFor(config.smtpUrl).sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      status = 'sent';
    } catch (err) {
      status = 'failed';
      error = err instanceof Error ? err.message : String(err);
      (log ?? fallbackLogger).error({ err, to: mail.to, kind: mail.kind }, 'sending e-mail failed');
    }
  }
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
      status,
      error,
    })
    .returning();
  return row;
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

import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/helpers';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import { jobsSettled } from '../../jobs';
import { deliverMail, latestMailTo, MAX_MAIL_ATTEMPTS, retryOutbox, sendMail } from './service';
import { passwordResetMail } from './templates';

const handle = useTestDatabase();
const mailFrom = 'Wallcraft <support@wallcraft.in>';

async function outboxRow(id: string | undefined) {
  const [row] = await handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id ?? ''));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** Just enough of SMTP (no TLS, no auth) for nodemailer to hand over one message. */
function fakeSmtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise<{ url: string; received: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('sendMail', () => {
  it('stores the message in the outbox when no SMTP server is configured', async () => {
    const row = await sendMail(
      handle.db,
      { smtpUrl: undefined, mailFrom },
      {
        to: 'Meera@Example.com',
        subject: 'Hello',
        text: 'Plain words',
        html: '<p>Plain words</p>',
        kind: 'test',
      },
    );
    expect(row).toMatchObject({ status: 'stored', error: null, kind: 'test', to: 'Meera@Example.com' });
    const found = await latestMailTo(handle.db, 'meera@example.com');
    expect(found).toMatchObject({
      id: row?.id,
      subject: 'Hello',
      text: 'Plain words',
      html: '<p>Plain words</p>',
    });
  });

  it('finds the newest message to an address, and null when there is none', async () => {
    await sendMail(
      handle.db,
      { smtpUrl: undefined, mailFrom },
      { to: 'kiran@example.com', subject: 'First', text: 'a', kind: 'test' },
    );
    await sendMail(
      handle.db,
      { smtpUrl: undefined, mailFrom },
      { to: 'kiran@example.com', subject: 'Second', text: 'b', kind: 'test' },
    );
    expect((await latestMailTo(handle.db, 'KIRAN@example.com'))?.subject).toBe('Second');
    expect(await latestMailTo(handle.db, 'nobody@example.com')).toBeNull();
  });

  it('queues the message when SMTP_URL is set, then sends it in a job and records it as sent', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const row = await sendMail(
        handle.db,
        { smtpUrl: smtp.url, mailFrom },
        {
          to: 'dev@example.com',
          subject: 'Sent for real',
          text: 'Over the wire',
          kind: 'test',
        },
      );
      expect(row).toMatchObject({ status: 'queued', attempts: 0 });
      await jobsSettled();
      expect(await outboxRow(row?.id)).toMatchObject({ status: 'sent', error: null, attempts: 1 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Subject: Sent for real');
      expect(smtp.received[0]).toContain('To: dev@example.com');
      expect(smtp.received[0]).toContain('Over the wire');
    } finally {
      await smtp.close();
    }
  });

  it('records a failed send with its error, logs it and does not throw', async () => {
    const closed = await fakeSmtpServer();
    await closed.close();
    const log = { error: vi.fn() };
    const row = await sendMail(
      handle.db,
      { smtpUrl: closed.url, mailFrom },
      { to: 'dev@example.com', subject: 'Lost', text: 'Nobody listens', kind: 'test' },
      log,
    );
    await jobsSettled();
    const failed = await outboxRow(row?.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.error).toMatch(/ECONNREFUSED/);
    expect(log.error).toHaveBeenCalledOnce();
    expect((await latestMailTo(handle.db, 'dev@example.com'))?.subject).toBe('Lost');
  });

  it('sends a message once however many deliveries are handed it at once', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const [row] = await handle.db
        .insert(emailOutbox)
        .values({
          to: 'once@example.com',
          subject: 'Once',
          text: 'Only once',
          kind: 'test',
          status: 'queued',
        })
        .returning();
      const config = { smtpUrl: smtp.url, mailFrom };
      const results = await Promise.all(
        Array.from({ length: 20 }, () => deliverMail(handle.db, config, row?.id ?? '')),
      );
      expect(results.filter((r) => r.sent)).toHaveLength(1);
      expect(smtp.received).toHaveLength(1);
      expect(await outboxRow(row?.id)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await smtp.close();
    }
  });
});

describe('retryOutbox', () => {
  const failedMail = async (to: string, attempts: number, triedAgo: string) => {
    const [row] = await handle.db
      .insert(emailOutbox)
      .values({
        to,
        subject: 'Retry me',
        text: 'Again',
        kind: 'test',
        status: 'failed',
        error: 'connect ECONNREFUSED',
        attempts,
        attemptedAt: sql`now() - ${triedAgo}::interval`,
      })
      .returning();
    return row?.id;
  };

  it('sends again the failed messages whose wait is over, and leaves the others', async () => {
    const due = await failedMail('due@example.com', 1, '20 minutes');
    const early = await failedMail('early@example.com', 2, '20 minutes');
    const spent = await failedMail('spent@example.com', MAX_MAIL_ATTEMPTS, '3 days');
    const [stale] = await handle.db
      .insert(emailOutbox)
      .values({
        to: 'stale@example.com',
        subject: 'Never left',
        text: 'Lost on the way to the queue',
        kind: 'test',
        status: 'queued',
        createdAt: sql`now() - interval '30 minutes'`,
      })
      .returning();
    const smtp = await fakeSmtpServer();
    try {
      const result = await retryOutbox(handle.db, { smtpUrl: smtp.url, mailFrom });
      expect(result).toEqual({ retried: 2, sent: 2 });
      expect(await outboxRow(due)).toMatchObject({ status: 'sent', error: null, attempts: 2 });
      expect(await outboxRow(stale?.id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await outboxRow(early)).toMatchObject({ status: 'failed', attempts: 2 });
      expect(await outboxRow(spent)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
      expect(smtp.received.map((m) => /To: (\S+)/.exec(m)?.[1]).sort()).toEqual([
        'due@example.com',
        'stale@example.com',
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('does nothing without SMTP_URL', async () => {
    await failedMail('nosmtp@example.com', 1, '1 hour');
    expect(await retryOutbox(handle.db, { smtpUrl: undefined, mailFrom })).toEqual({ retried: 0, sent: 0 });
  });
});

describe('passwordResetMail', () => {
  it('names the store, carries the link in both parts and escapes the name in HTML', () => {
    const url = 'https://shop.example/reset-password?token=abc&x=1';
    const mail = passwordResetMail({ storeName: 'Deco & Co' }, { name: '<Priya>', resetUrl: url });
    expect(mail.subject).toBe('Reset your Deco & Co password');
    expect(mail.text).toContain('Hello <Priya>,');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('1 hour');
    expect(mail.html).toContain('Hello &lt;Priya&gt;,');
    expect(mail.html).toContain('Deco &amp; Co');
    expect(mail.html).toContain('href="https://shop.example/reset-password?token=abc&amp;x=1"');
    expect(mail.html).not.toContain('<Priya>');
  });
});

describe('the letter frame', () => {
  it('is a whole document: language, charset, a phone viewport and the subject as title', () => {
    const mail = passwordResetMail(
      { storeName: 'Deco & Co' },
      { name: 'Priya', resetUrl: 'https://shop.example/reset-password?token=abc' },
    );
    // React writes the charset attribute as charSet: HTML attribute names are case-insensitive.
    expect(mail.html).toMatch(/^<!doctype html><html dir="ltr" lang="en"><head><meta charset="utf-8"\/>/i);
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(mail.html).toContain('<title>Reset your Deco &amp; Co password</title></head><body');
    expect(mail.html).toMatch(/<\/body><\/html>$/);
  });
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/helpers';
import { latestMailTo, sendMail } from './service';
import { passwordResetMail } from './templates';

let handle: DatabaseHandle;
const mailFrom = 'Wallcraft <support@wallcraft.in>';

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

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

  it('sends through SMTP_URL and records it as sent', async () => {
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
      expect(row).toMatchObject({ status: 'sent', error: null });
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
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/ECONNREFUSED/);
    expect(log.error).toHaveBeenCalledOnce();
    expect((await latestMailTo(handle.db, 'dev@example.com'))?.subject).toBe('Lost');
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

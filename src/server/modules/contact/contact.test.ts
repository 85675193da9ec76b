import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessageInput } from '../../../domain/contact';
import { contactMessages, emailOutbox } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/helpers';
import { expectRefusedWithNoTrace, missingOr, nameAndEmailRefusals, type Refusal } from '../../test/refusals';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limit';

let t: TestContext;
const valid = {
  name: 'Arjun Mehta',
  email: 'arjun@example.com',
  phone: '+91 99000 11122',
  subject: 'Installation in Pune',
  message: 'Do you install in Pune? We have two walls of about 10 x 9 ft.',
} satisfies ContactMessageInput;

let address = 0;
const send = (payload: unknown, remoteAddress = `10.2.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/contact', () => {
  it('stores the message and answers 201 with the thank-you message', async () => {
    const res = await send({ ...valid, name: '  Arjun Mehta ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you! We will get back to you within 24 hours.' });
    const rows = await t.db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject({ ...valid, status: 'new' });
  });

  it('e-mails the store and acknowledges the sender', async () => {
    const email = 'ack@example.com';
    expect((await send({ ...valid, email })).statusCode).toBe(201);
    const mails = await t.db.select().from(emailOutbox);
    const ack = mails.find((m) => m.to === email);
    expect(ack).toMatchObject({
      kind: 'contact-acknowledgement',
      subject: 'We received your message — Wallcraft',
    });
    expect(ack?.text).toContain('We will get back to you within 24 hours');
    expect(ack?.text).toContain('Subject: Installation in Pune');
    const note = mails.find((m) => m.kind === 'contact-notification' && m.text.includes(email));
    expect(note).toMatchObject({ to: t.config.supportEmail, subject: 'Contact form: Installation in Pune' });
    expect(note?.text).toContain(valid.message);
    expect(note?.text).toContain('Phone: +91 99000 11122');
  });

  it('takes the phone as optional: missing or blank is stored as null', async () => {
    for (const phone of [undefined, '', '   ']) {
      const res = await send({ ...valid, phone, email: 'nophone@example.com' });
      expect(res.statusCode).toBe(201);
    }
    const rows = (await t.db.select().from(contactMessages)).filter((r) => r.email === 'nophone@example.com');
    expect(rows.map((r) => r.phone)).toEqual([null, null, null]);
  });

  it.each<Refusal>([
    ...nameAndEmailRefusals(valid, ' ', 'arjun@'),
    ...missingOr(valid, 'subject', '', 'Subject is required'),
    ...missingOr(valid, 'message', '   ', 'Message is required'),
  ])('refuses %j with 400 "%s", storing and sending nothing', (body, message) =>
    expectRefusedWithNoTrace(t.db, contactMessages, () => send(body), message),
  );

  it('caps one address at ten messages an hour', async () => {
    for (let i = 0; i < 10; i++) expect((await send(valid, '10.2.9.9')).statusCode).toBe(201);
    const res = await send(valid, '10.2.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: TOO_MANY_REQUESTS });
  });
});

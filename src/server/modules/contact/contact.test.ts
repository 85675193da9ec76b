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
    const note = mails.find((m) => m.kind === 'contact-notification' && m.text.includes(email));
    expect(note).toMatchObject({ to: t.config.supportEmail, subject: 'Contact form: Installation in Pune' });
    expect(note?.text).toContain(valid.message);
    expect(note?.text).toContain('Phone: +91 99000 11122');
  });

  it('acknowledges without repeating a word the sender wrote, since anyone may type any address', async () => {
    const email = 'stranger@example.com';
    const spam = {
      name: 'Win a prize at prize.example',
      subject: 'Claim now',
      message: 'Visit prize.example today',
    };
    expect((await send({ ...valid, ...spam, email })).statusCode).toBe(201);
    const mails = await t.db.select().from(emailOutbox);
    const ack = mails.find((m) => m.to === email);
    expect(ack?.kind).toBe('contact-acknowledgement');
    for (const part of [ack?.subject, ack?.text, ack?.html]) {
      expect(part).not.toContain('prize.example');
      expect(part).not.toContain('Claim now');
    }
    // The store still reads all of it.
    const note = mails.find((m) => m.kind === 'contact-notification' && m.text.includes(email));
    expect(note?.text).toContain('Visit prize.example today');
  });

  it('acknowledges one address three times a day, from any client; later messages still reach the store', async () => {
    const email = 'Often@Example.com';
    for (let i = 0; i < 5; i++) {
      const res = await send({ ...valid, email: i % 2 ? email.toLowerCase() : email, subject: `Try ${i}` });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Thank you! We will get back to you within 24 hours.' });
    }
    const stored = (await t.db.select().from(contactMessages)).filter(
      (r) => r.email.toLowerCase() === 'often@example.com',
    );
    expect(stored).toHaveLength(5);
    const mails = (await t.db.select().from(emailOutbox)).filter(
      (m) => m.text.toLowerCase().includes('often@example.com') || m.to.toLowerCase() === 'often@example.com',
    );
    expect(mails.filter((m) => m.kind === 'contact-acknowledgement')).toHaveLength(3);
    expect(mails.filter((m) => m.kind === 'contact-notification')).toHaveLength(5);
    // Another address is counted on its own.
    expect((await send({ ...valid, email: 'someone.else@example.com' })).statusCode).toBe(201);
    const other = await t.db.select().from(emailOutbox);
    expect(other.filter((m) => m.to === 'someone.else@example.com')).toHaveLength(1);
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

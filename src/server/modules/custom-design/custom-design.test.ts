import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { AuthResponse } from '../../../domain/auth';
import { customDesignRequests, emailOutbox } from '../../db/schema';
import { CUSTOM_DESIGN_REQUEST } from '../../test/custom-design-request';
import { createTestApp, type TestContext } from '../../test/helpers';
import { expectRefusedWithNoTrace, missingOr, nameAndEmailRefusals, type Refusal } from '../../test/refusals';
import { multipart, pngBytes } from '../../test/uploads';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limit';

let t: TestContext;
let uploadedUrl: string;

const valid = CUSTOM_DESIGN_REQUEST;

/** Each test posts from its own address, so the per-address cap never leaks between tests. */
let address = 0;
const nextAddress = () => `10.0.0.${++address}`;

const submit = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/custom-design',
    payload: payload as object,
    headers,
    remoteAddress,
  });

const storedCount = async () => (await t.db.select({ n: count() }).from(customDesignRequests))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/inspiration',
    ...multipart('wall.png', 'image/png', await pngBytes()),
  });
  expect(res.statusCode).toBe(201);
  uploadedUrl = (res.json() as { url: string }).url;
});
afterAll(() => t.close());

describe('POST /api/custom-design', () => {
  it('stores the request and answers 201 with its id and "Request Submitted!"', async () => {
    const res = await submit({ ...valid, inspirationImages: ['/images/inspiration-2.webp', uploadedUrl] });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: string; message: string };
    expect(body).toEqual({ id: expect.any(String), message: 'Request Submitted!' });
    const [row] = await t.db.select().from(customDesignRequests).where(eq(customDesignRequests.id, body.id));
    expect(row).toMatchObject({
      userId: null,
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone: '+91 98450 12345',
      roomType: 'Living Room',
      widthFt: 12,
      heightFt: 9.5,
      style: 'Botanical & Nature',
      budget: '$1,000 - $2,500',
      description: valid.description,
      inspirationImages: ['/images/inspiration-2.webp', uploadedUrl],
      status: 'new',
    });
  });

  it('e-mails the customer a confirmation and the store a notification', async () => {
    const email = 'confirm.me@example.com';
    const res = await submit({ ...valid, email, inspirationImages: [uploadedUrl] });
    expect(res.statusCode).toBe(201);
    const mails = await t.db.select().from(emailOutbox);
    const confirmation = mails.find((m) => m.to === email);
    expect(confirmation).toMatchObject({ kind: 'custom-design-confirmation', status: 'stored' });
    expect(confirmation?.subject).toBe('We received your custom design request — Wallcraft');
    for (const fact of [
      'Room: Living Room',
      'Wall size: 12 ft wide × 9.5 ft high (114 sq ft)',
      'Style: Botanical & Nature',
      'Budget: $1,000 - $2,500',
      'Our design team will contact you within 24 hours',
      'Mon-Fri 9AM-6PM',
      'Inspiration: 1 image\n',
    ])
      expect(confirmation?.text).toContain(fact);
    expect(confirmation?.html).toContain('Botanical &amp; Nature');

    const notification = mails.find((m) => m.kind === 'custom-design-notification' && m.text.includes(email));
    expect(notification).toMatchObject({
      to: t.config.supportEmail,
      subject: 'New custom design request: Living Room, Meera Iyer',
    });
    expect(notification?.text).toContain(valid.description);
    expect(notification?.text).toContain(`http://store.test${uploadedUrl}`);
    expect(notification?.text).toContain('Account: Guest');
  });

  it('confirms without repeating the name or the description, since anyone may type any address', async () => {
    const email = 'stranger@example.com';
    const res = await submit({
      ...valid,
      email,
      name: 'Cheap loans at loans.example',
      description: 'Call loans.example for instant credit',
    });
    expect(res.statusCode).toBe(201);
    const mails = await t.db.select().from(emailOutbox);
    const confirmation = mails.find((m) => m.to === email);
    expect(confirmation?.kind).toBe('custom-design-confirmation');
    for (const part of [confirmation?.subject, confirmation?.text, confirmation?.html])
      expect(part).not.toContain('loans.example');
    expect(confirmation?.text).toContain('Room: Living Room');
    const notification = mails.find((m) => m.kind === 'custom-design-notification' && m.text.includes(email));
    expect(notification?.text).toContain('Call loans.example for instant credit');
  });

  it('confirms to one address three times a day from any client, and still takes every request', async () => {
    const email = 'Twice.Daily@example.com';
    for (let i = 0; i < 5; i++) {
      const res = await submit({ ...valid, email: i % 2 ? email.toUpperCase() : email });
      expect(res.statusCode).toBe(201);
    }
    const stored = (await t.db.select().from(customDesignRequests)).filter(
      (r) => r.email.toLowerCase() === email.toLowerCase(),
    );
    expect(stored).toHaveLength(5);
    const mails = (await t.db.select().from(emailOutbox)).filter(
      (m) => m.to.toLowerCase() === email.toLowerCase() || m.text.toLowerCase().includes(email.toLowerCase()),
    );
    expect(mails.filter((m) => m.kind === 'custom-design-confirmation')).toHaveLength(3);
    expect(mails.filter((m) => m.kind === 'custom-design-notification')).toHaveLength(5);
  });

  it('escapes what the shopper typed in the HTML of both e-mails', async () => {
    const email = 'escape@example.com';
    expect(
      (await submit({ ...valid, email, name: '<b>Ravi</b>', description: '<script>x</script>' })).statusCode,
    ).toBe(201);
    const mails = (await t.db.select().from(emailOutbox)).filter(
      (m) => m.text.includes(email) || m.to === email,
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html).not.toContain('<b>Ravi</b>');
      expect(mail.html).not.toContain('<script>');
    }
  });

  it('attaches the user when a valid bearer token is sent, and ignores an unknown one', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Kavya Nair', email: 'kavya@example.com', password: 'block-print' },
    });
    expect(reg.statusCode).toBe(201);
    const { token, user } = reg.json() as AuthResponse;

    const mine = await submit({ ...valid, email: 'kavya@example.com' }, { authorization: `Bearer ${token}` });
    expect(mine.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(customDesignRequests)
      .where(eq(customDesignRequests.id, (mine.json() as { id: string }).id));
    expect(row?.userId).toBe(user.id);

    const stranger = await submit(valid, { authorization: 'Bearer not-a-real-token' });
    expect(stranger.statusCode).toBe(201);
    const [guest] = await t.db
      .select()
      .from(customDesignRequests)
      .where(eq(customDesignRequests.id, (stranger.json() as { id: string }).id));
    expect(guest?.userId).toBeNull();
  });

  it.each<Refusal>([
    ...nameAndEmailRefusals(valid, '   ', 'meera-at-example'),
    ...missingOr(valid, 'phone', ' ', 'Phone number is required'),
    ...missingOr(valid, 'roomType', 'Garage', 'Room type is required'),
    [{ ...valid, dimensions: { height: 9 } }, 'Width is required'],
    [{ ...valid, dimensions: { width: 0, height: 9 } }, 'Width must be positive'],
    [{ ...valid, dimensions: { width: -3, height: 9 } }, 'Width must be positive'],
    [{ ...valid, dimensions: { width: 12 } }, 'Height is required'],
    [{ ...valid, dimensions: { width: 12, height: 0 } }, 'Height must be positive'],
    ...missingOr(valid, 'style', 'Baroque', 'Style preference is required'),
    ...missingOr(valid, 'budget', 'A lot', 'Budget range is required'),
    ...missingOr(valid, 'description', '  ', 'Project description is required'),
    [{ ...valid, inspirationImages: ['https://evil.example/x.webp'] }, 'Invalid inspiration image'],
    [{ ...valid, inspirationImages: ['/images/inspiration-6.webp'] }, 'Invalid inspiration image'],
    [{ ...valid, inspirationImages: ['/images/../db/x.webp'] }, 'Invalid inspiration image'],
    [{ ...valid, inspirationImages: ['/images/placeholder.webp'] }, 'Invalid inspiration image'],
  ])('refuses %j with 400 "%s" and stores nothing', (body, message) =>
    expectRefusedWithNoTrace(t.db, customDesignRequests, () => submit(body), message),
  );

  it('refuses an upload-shaped URL for a file that was never uploaded', async () => {
    const before = await storedCount();
    const res = await submit({
      ...valid,
      inspirationImages: ['/images/uploads-0b7c3a52-7f1e-4c8a-9a5d-2f64b1e0c9d1.webp'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid inspiration image' });
    expect(await storedCount()).toBe(before);
  });

  it('lets ten requests an hour through from one address, then answers 429 with Retry-After', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 10; i++) expect((await submit(valid, {}, from)).statusCode).toBe(201);
    const before = await storedCount();
    const refused = await submit(valid, {}, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_REQUESTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await storedCount()).toBe(before);
    expect((await submit(valid, {}, '10.9.9.10')).statusCode).toBe(201);
  });
});

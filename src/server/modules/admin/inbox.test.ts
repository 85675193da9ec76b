import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail } from '../mail/service';
import { createAdminTestApp, type AdminTestApp } from '../../test/store-fixtures';

let t: AdminTestApp;
const UNKNOWN_ID = '0190f5a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

describe('inbox and outbox', () => {
  let requestId: string;
  let messageId: string;

  beforeAll(async () => {
    const request = await t.createDesignRequest({
      name: 'Anita',
      email: 'anita@example.com',
      phone: '+91 90000 00000',
      roomType: 'Kids Room',
      widthFt: 10,
      heightFt: 8.5,
      style: 'Tropical Paradise',
      budget: '$500 - $1,000',
      description: 'Jungle animals',
      inspirationImages: ['/images/inspiration-1.webp'],
    });
    requestId = request.id;
    const message = await t.createContactMessage({
      name: 'Dev',
      email: 'dev@example.com',
      subject: 'Installation',
      message: 'Do you install in Pune?',
    });
    messageId = message.id;
  });

  it('lists custom design requests by status and moves one along', async () => {
    const all = await t.call('GET', '/api/admin/custom-design-requests', undefined, t.people.viewer);
    expect(all.json()).toEqual([
      expect.objectContaining({
        id: requestId,
        _id: requestId,
        dimensions: { width: 10, height: 8.5 },
        status: 'new',
        submittedAt: expect.any(String),
      }),
    ]);
    const res = await t.call('PATCH', `/api/admin/custom-design-requests/${requestId}`, {
      status: 'in_progress',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_progress' });
    expect((await t.call('GET', '/api/admin/custom-design-requests?status=new')).json()).toEqual([]);
    expect((await t.call('GET', '/api/admin/custom-design-requests?status=in_progress')).json()).toHaveLength(
      1,
    );
    const missing = await t.call('PATCH', `/api/admin/custom-design-requests/${UNKNOWN_ID}`, {
      status: 'done',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Request not found.' });
    const bad = await t.call('PATCH', `/api/admin/custom-design-requests/${requestId}`, {
      status: 'archived',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'status must be one of new, in_progress, done' });
  });

  it('lists contact messages by status and marks one done', async () => {
    const res = await t.call('PATCH', `/api/admin/contact-messages/${messageId}`, { status: 'done' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: messageId, status: 'done', subject: 'Installation' });
    expect((await t.call('GET', '/api/admin/contact-messages?status=done')).json()).toHaveLength(1);
    expect((await t.call('GET', '/api/admin/contact-messages?status=new')).json()).toEqual([]);
    const missing = await t.call('PATCH', `/api/admin/contact-messages/${UNKNOWN_ID}`, { status: 'done' });
    expect(missing.json()).toEqual({ message: 'Message not found.' });
  });

  it('shows the outbox newest first, filtered by recipient in any case', async () => {
    const config = { smtpUrl: undefined, mailFrom: 'Wallcraft <support@wallcraft.in>' };
    await sendMail(t.db, config, { to: 'Priya@Example.com', subject: 'First', text: 'a', kind: 'test' });
    await sendMail(t.db, config, { to: 'priya@example.com', subject: 'Second', text: 'b', kind: 'test' });
    const res = await t.call('GET', '/api/admin/outbox?to=PRIYA@example.com', undefined, t.people.viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ subject: string }[]>().map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(res.json()[0]).toEqual({
      id: expect.any(String),
      to: 'priya@example.com',
      subject: 'Second',
      text: 'b',
      html: null,
      kind: 'test',
      status: 'stored',
      error: null,
      createdAt: expect.any(String),
    });
  });

  it('pages the audit log with every change above, newest first', async () => {
    const page = async (n: number) =>
      (await t.call('GET', `/api/admin/audit-log?page=${n}&limit=1`, undefined, t.people.admin)).json<{
        entries: { action: string; entityType: string }[];
        total: number;
      }>();
    const first = await page(1);
    expect(first.total).toBe(2);
    expect(first.entries.map((e) => e.action)).toEqual(['contact-message.status']);
    expect((await page(2)).entries.map((e) => e.action)).toEqual(['custom-design-request.status']);
    expect((await page(3)).entries).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../domain/media';
import type { AdminOrderList } from '../../../domain/order-admin';
import type { AdminProduct } from '../../../domain/product-admin';
import type { StaffUser } from '../../../domain/staff';
import type { Analytics } from '../../../domain/stats';
import { jobsSettled } from '../../jobs';
import { products, sessions, users } from '../../db/schema';
import { multipart, pngBytes } from '../../test/uploads';
import { createSession } from '../auth/service';
import { latestMailTo } from '../mail/service';
import { bearer, createAdminTestApp, type AdminTestApp } from '../../test/store-fixtures';

let t: AdminTestApp;

async function expectViewRefused(url: string, message: string) {
  const res = await t.view(url);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message });
}

beforeAll(async () => {
  t = await createAdminTestApp(12);
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------------------

describe('removing staff and resending invitations', () => {
  const invite = async (email: string, role: 'viewer' | 'editor' | 'admin' = 'viewer') => {
    const res = await t.call(
      'POST',
      '/api/admin/users/invite',
      { name: 'Kavya Nair', email, role },
      t.people.admin,
    );
    expect(res.statusCode).toBe(201);
    return res.json<{ user: StaffUser }>().user;
  };
  const tokenIn = (text: string) => /token=([^\s&"]+)/.exec(text)?.[1] ?? '';

  it('lists an invitation nobody took up as pending, and resends it with a new link that replaces the old', async () => {
    const kavya = await invite('kavya@wallcraft.test');
    expect(kavya.invitePending).toBe(true);
    const firstLink = tokenIn((await latestMailTo(t.db, 'kavya@wallcraft.test'))!.text);

    const res = await t.call('POST', `/api/admin/users/${kavya.id}/invite`, undefined, t.people.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'A new invitation was sent to kavya@wallcraft.test.' });
    const mail = (await latestMailTo(t.db, 'kavya@wallcraft.test'))!;
    expect(mail.kind).toBe('staff-invite');
    const secondLink = tokenIn(mail.text);
    expect(secondLink).not.toBe(firstLink);

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(firstLink), password: 'kavya-secret' },
    });
    expect(old.statusCode).toBe(400);
    // The page sends staff to the dashboard's sign-in: the answer says whose password it was.
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(secondLink), password: 'kavya-secret' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ message: 'Password reset successful', role: 'viewer' });

    const staff = (await t.view('/api/admin/users')).json<StaffUser[]>();
    expect(staff.find((u) => u.id === kavya.id)?.invitePending).toBe(false);
    const again = await t.call('POST', `/api/admin/users/${kavya.id}/invite`, undefined, t.people.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This person has already chosen a password. They can use Forgot password to change it.',
    });
    expect(await t.auditOf('user.invite-resend', kavya.id)).toHaveLength(1);
  });

  it('answers a customer reset with the customer role', async () => {
    const customer = await t.createCustomer('Reset Shopper');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: customer.email },
    });
    // The reset e-mail is queued behind the answer.
    await jobsSettled();
    const token = tokenIn((await latestMailTo(t.db, customer.email))!.text);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token), password: 'shopper-secret' },
    });
    expect(res.json()).toEqual({ message: 'Password reset successful', role: 'customer' });
  });

  it('removes a pending invitation entirely, and takes an active member of staff back to customer', async () => {
    const pending = await invite('pending.removal@wallcraft.test', 'editor');
    const gone = await t.call('DELETE', `/api/admin/users/${pending.id}`, undefined, t.people.admin);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: 'Kavya Nair no longer has access to the dashboard.' });
    expect(await t.db.select().from(users).where(eq(users.id, pending.id))).toEqual([]);

    // An editor with a session and a password: the session ends at once and the account stays a customer.
    const [row0] = await t.db
      .insert(users)
      .values({
        name: 'Active Editor',
        email: 'active.editor@wallcraft.test',
        role: 'editor',
        passwordHash: 'x',
      })
      .returning();
    const editor = { id: row0!.id, email: row0!.email, token: await createSession(t.db, row0!.id) };
    const before = await t.call('GET', '/api/admin/products', undefined, editor);
    expect(before.statusCode).toBe(200);
    const res = await t.call('DELETE', `/api/admin/users/${editor.id}`, undefined, t.people.admin);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, editor.id));
    expect(row).toMatchObject({ role: 'customer', featured: false });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, editor.id))).toEqual([]);
    expect((await t.call('GET', '/api/admin/products', undefined, editor)).statusCode).toBe(401);
    const staff = (await t.call('GET', '/api/admin/users', undefined, t.people.admin)).json<StaffUser[]>();
    expect(staff.map((u) => u.id)).not.toContain(editor.id);
    expect((await t.auditOf('user.remove', editor.id))[0]?.details).toEqual({
      email: editor.email,
      role: 'editor',
      deleted: false,
    });

    // Not staff any more: a second removal finds no member of staff.
    const twice = await t.call('DELETE', `/api/admin/users/${editor.id}`, undefined, t.people.admin);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ message: 'User not found.' });
  });

  it('refuses removing yourself, and lets only admins remove', async () => {
    const self = await t.call('DELETE', `/api/admin/users/${t.people.admin.id}`, undefined, t.people.admin);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'You cannot remove yourself. Ask another admin.' });

    const viewerTry = await t.call(
      'DELETE',
      `/api/admin/users/${t.people.viewer.id}`,
      undefined,
      t.people.viewer,
    );
    expect(viewerTry.statusCode).toBe(403);
  });

  it('keeps the last admin when two admins remove each other at the same moment', async () => {
    const a = await invite('race.a@wallcraft.test', 'admin');
    const b = await invite('race.b@wallcraft.test', 'admin');
    for (const id of [a.id, b.id]) {
      await t.db.update(users).set({ passwordHash: 'x' }).where(eq(users.id, id));
    }
    const asA = { id: a.id, email: a.email, token: await createSession(t.db, a.id) };
    const asB = { id: b.id, email: b.email, token: await createSession(t.db, b.id) };
    // Leave exactly these two admins while they race.
    await t.db.update(users).set({ role: 'viewer' }).where(eq(users.id, t.people.admin.id));

    const answers = await Promise.all([
      t.call('DELETE', `/api/admin/users/${b.id}`, undefined, asA),
      t.call('DELETE', `/api/admin/users/${a.id}`, undefined, asB),
    ]);
    // One removal lands; the other is refused as the last admin (400), or its caller is already signed out (401).
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.find((r) => r.statusCode !== 200)!;
    expect([400, 401]).toContain(refused.statusCode);
    if (refused.statusCode === 400) {
      expect(refused.json()).toEqual({ message: 'The store must keep at least one admin.' });
    }
    expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);

    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, t.people.admin.id));
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('finding products by SKU and orders by phone and date', () => {
  it('finds a product by a fragment of its SKU, in any case', async () => {
    const target = t.products[5]!;
    const fragment = target.skuId.slice(-4).toLowerCase();
    const res = await t.view(`/api/admin/products?search=${encodeURIComponent(fragment)}`);
    expect(res.statusCode).toBe(200);
    const found = res.json<{ products: AdminProduct[] }>().products;
    expect(found.map((p) => p.skuId)).toContain(target.skuId);
    const exact = await t.view(`/api/admin/products?search=${target.skuId}`);
    expect(exact.json<{ products: AdminProduct[] }>().products[0]?.skuId).toBe(target.skuId);
  });

  it('finds orders by the shipping or account phone, however it is typed, and by India dates', async () => {
    const shopper = await t.createCustomer('Phone Shopper');
    await t.db.update(users).set({ phone: '+91 90000 11111' }).where(eq(users.id, shopper.id));
    // The fixture ships to +91 98450 12345.
    const old = await t.createOrder({ userId: shopper.id, createdAt: new Date('2025-03-09T18:29:00Z') });
    const onDay = await t.createOrder({
      userId: shopper.id,
      createdAt: new Date('2025-03-09T18:31:00Z'),
    });
    const later = await t.createOrder({
      userId: shopper.id,
      createdAt: new Date('2025-03-11T18:00:00Z'),
    });
    const ids = async (query: string) => {
      const res = await t.view(`/api/admin/orders?limit=100&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<AdminOrderList>().orders.map((o) => o.id);
    };
    for (const typed of ['9845012345', '98450 12345', '+91 98450-12345', '09845012345', '12345']) {
      expect(await ids(`search=${encodeURIComponent(typed)}`)).toEqual(
        expect.arrayContaining([old.id, onDay.id]),
      );
    }
    expect(await ids(`search=${encodeURIComponent('+91 90000 11111')}`)).toEqual([
      later.id,
      onDay.id,
      old.id,
    ]);
    expect(await ids(`search=${encodeURIComponent('77777 00000')}`)).toEqual([]);

    // 18:30 UTC on 9 March is midnight of 10 March in India.
    expect(await ids('search=90000&from=2025-03-10&to=2025-03-10')).toEqual([onDay.id]);
    expect(await ids('search=90000&from=2025-03-10')).toEqual([later.id, onDay.id]);
    expect(await ids('search=90000&to=2025-03-09')).toEqual([old.id]);

    const csv = await t.view('/api/admin/orders/export.csv?search=90000&from=2025-03-12');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);

    await expectViewRefused('/api/admin/orders?from=2025-03-10&to=2025-03-01', 'to must be on or after from');
    await expectViewRefused('/api/admin/orders?from=2025-02-30', 'from must be a real date');
  });

  it('reports analytics for a chosen range of India days, compared with as many days before', async () => {
    const shopper = await t.createCustomer('Range Shopper', new Date('2030-01-01T00:00:00Z'));
    await t.createOrder({
      userId: shopper.id,
      totalPaise: 50_000,
      createdAt: new Date('2024-06-01T20:00:00Z'),
    });
    await t.createOrder({
      userId: shopper.id,
      totalPaise: 20_000,
      createdAt: new Date('2024-05-30T06:00:00Z'),
    });
    const res = await t.view('/api/admin/analytics?from=2024-06-01&to=2024-06-03');
    expect(res.statusCode).toBe(200);
    const data = res.json<Analytics>();
    expect(data).toMatchObject({ period: 3, from: '2024-06-01', to: '2024-06-03' });
    expect(data.revenue).toEqual([
      { _id: '2024-06-01', revenue: 0 },
      { _id: '2024-06-02', revenue: 500 },
      { _id: '2024-06-03', revenue: 0 },
    ]);
    expect(data.totals).toMatchObject({ revenue: 500, orders: 1 });
    expect(data.growth.revenue).toBe(150);

    await expectViewRefused('/api/admin/analytics?from=2024-06-01', 'Choose both a start and an end date');
    await expectViewRefused(
      '/api/admin/analytics?from=2023-01-01&to=2024-06-01',
      'A date range may cover at most 366 days',
    );
    const lastWeek = (await t.view('/api/admin/analytics?period=7')).json<Analytics>();
    expect(lastWeek.revenue).toHaveLength(7);
    expect(lastWeek.to).toBe(lastWeek.revenue[6]?._id);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('media the storefront asks for', () => {
  const imagesDir = () => path.join(t.config.dataDir, 'images');
  const onDisk = (url: string) => path.join(imagesDir(), path.basename(url));
  const upload = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      ...multipart('wall.png', 'image/png', await pngBytes(1600, 1000), bearer(t.people.editor)),
    });
    expect(res.statusCode).toBe(201);
    return res.json<MediaItem>();
  };

  it('writes the 480-px -sm variant the srcset names, and serves it', async () => {
    const item = await upload();
    const small = item.url.replace('.webp', '-sm.webp');
    expect(await sharp(onDisk(small)).metadata()).toMatchObject({ format: 'webp', width: 480, height: 300 });
    expect((await t.app.inject({ method: 'GET', url: small })).statusCode).toBe(200);
  });

  it('refuses to delete an image a product shows, naming the product, and deletes it once unused', async () => {
    const item = await upload();
    const product = t.products[7]!;
    await t.db
      .update(products)
      .set({ images: [item.url, ...product.images] })
      .where(eq(products.id, product.id));
    const res = await t.call('DELETE', `/api/admin/media/${item.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `This image is used by the product: ${product.name}. Remove it from that product first.`,
    });
    expect(fs.existsSync(onDisk(item.url))).toBe(true);
    expect((await t.call('GET', '/api/admin/media')).json<MediaItem[]>().map((m) => m.id)).toContain(item.id);

    await t.db.update(products).set({ images: product.images }).where(eq(products.id, product.id));
    expect((await t.call('DELETE', `/api/admin/media/${item.id}`)).statusCode).toBe(204);
    for (const url of [item.url, item.url.replace('.webp', '-sm.webp'), item.thumbnailUrl!]) {
      expect(fs.existsSync(onDisk(url))).toBe(false);
    }
  });
});

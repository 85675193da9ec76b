import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../domain/media';
import type { AdminOrderList } from '../../../domain/order-admin';
import type {
  AdminProduct,
  CreateProductInput,
  ProductImportRefused,
  ProductImportResult,
} from '../../../domain/product-admin';
import type { StaffUser } from '../../../domain/staff';
import type { Analytics } from '../../../domain/stats';
import { jobsSettled } from '../../jobs';
import type { Product } from '../../../domain/product';
import { auditLog, products, sessions, users } from '../../db/schema';
import { multipart, pngBytes } from '../../test/uploads';
import { createSession } from '../auth/service';
import { latestMailTo } from '../mail/service';
import { imageUrl } from '../products/service';
import { pageMeta, sitemapXml } from '../seo/service';
import { seedCollections } from '../collections/service';
import { bearer, createAdminTestApp, type AdminTestApp, type Person } from '../../test/store-fixtures';

let t: AdminTestApp;

/** A GET as the viewer, who may read everything in the dashboard. */
const view = (url: string) => t.call('GET', url, undefined, t.people.viewer);
async function expectViewRefused(url: string, message: string) {
  const res = await view(url);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message });
}

const auditOf = async (action: string, entityId?: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      entityId
        ? and(eq(auditLog.action, action), eq(auditLog.entityId, entityId))
        : eq(auditLog.action, action),
    );

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

    const staff = (await view('/api/admin/users')).json<StaffUser[]>();
    expect(staff.find((u) => u.id === kavya.id)?.invitePending).toBe(false);
    const again = await t.call('POST', `/api/admin/users/${kavya.id}/invite`, undefined, t.people.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This person has already chosen a password. They can use Forgot password to change it.',
    });
    expect(await auditOf('user.invite-resend', kavya.id)).toHaveLength(1);
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
    expect((await auditOf('user.remove', editor.id))[0]?.details).toEqual({
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
    const res = await view(`/api/admin/products?search=${encodeURIComponent(fragment)}`);
    expect(res.statusCode).toBe(200);
    const found = res.json<{ products: AdminProduct[] }>().products;
    expect(found.map((p) => p.skuId)).toContain(target.skuId);
    const exact = await view(`/api/admin/products?search=${target.skuId}`);
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
      const res = await view(`/api/admin/orders?limit=100&${query}`);
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

    const csv = await view('/api/admin/orders/export.csv?search=90000&from=2025-03-12');
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
    const res = await view('/api/admin/analytics?from=2024-06-01&to=2024-06-03');
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
    const lastWeek = (await view('/api/admin/analytics?period=7')).json<Analytics>();
    expect(lastWeek.revenue).toHaveLength(7);
    expect(lastWeek.to).toBe(lastWeek.revenue[6]?._id);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('draft products', () => {
  const draftBody = (name: string): CreateProductInput => ({
    name,
    description: 'Not ready for shoppers yet.',
    price: 99,
    category: t.products[0]!.category as CreateProductInput['category'],
    dimensions: { width: 53, height: 1000 },
    status: 'draft',
    bestseller: true,
  });

  it('are listed and edited in admin with their status, and invisible everywhere in the storefront', async () => {
    const created = await t.call('POST', '/api/admin/products', draftBody('Secret Peacock Mural'));
    expect(created.statusCode).toBe(201);
    const draft = created.json<AdminProduct>();
    expect(draft.status).toBe('draft');

    const adminList = (await view('/api/admin/products?status=draft')).json<{
      products: AdminProduct[];
    }>();
    expect(adminList.products.map((p) => p.id)).toEqual([draft.id]);
    const all = (await view('/api/admin/products?search=secret%20peacock')).json<{
      products: AdminProduct[];
    }>();
    expect(all.products.map((p) => p.id)).toContain(draft.id);

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.people.customer) });
    const listing = (await get('/api/products?limit=100')).json<Product[]>();
    expect(listing.map((p) => p.id)).not.toContain(draft.id);
    const search = (await get('/api/products?search=secret%20peacock')).json<Product[]>();
    expect(search.map((p) => p.id)).not.toContain(draft.id);
    const bestsellers = (await get('/api/products?bestseller=true&limit=100')).json<Product[]>();
    expect(bestsellers.map((p) => p.id)).not.toContain(draft.id);
    for (const url of [
      `/api/products/${draft.id}`,
      `/api/products/${draft.id}/related`,
      `/api/products/${draft.id}/also-bought`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
    expect((await pageMeta(t.db, t.config, `/products/${draft.id}`)).status).toBe(404);
    expect(await sitemapXml(t.db, t.config)).not.toContain(draft.id);

    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(t.people.customer),
      payload: { productId: draft.id, quantity: 1 },
    });
    expect(cart.statusCode).toBe(404);
    const wish = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: bearer(t.people.customer),
      payload: { productId: draft.id },
    });
    expect(wish.statusCode).toBe(404);

    // Published, it appears; drafted again, it is gone again.
    const { id, status: _status, featured: _featured, ...rest } = draft;
    const published = await t.call('PUT', `/api/admin/products/${id}`, { ...rest, status: 'active' });
    expect(published.statusCode).toBe(200);
    expect((await get(`/api/products/${id}`)).statusCode).toBe(200);
    expect((await auditOf('product.update', id))[0]?.details).toMatchObject({ changed: ['status'] });
    await t.call('PUT', `/api/admin/products/${id}`, { ...rest, status: 'draft' });
    expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
  });

  it('never reach the home carousels, related products or also-bought', async () => {
    // Collections and the draft status are written to the database directly here, past the admin API that
    // would tell the guest cache, so the test drops it itself.
    await seedCollections(t.db);
    t.app.catalogueCache.drop();
    const home = async () => {
      const body = (await t.app.inject({ method: 'GET', url: '/api/home' })).json<{
        bestsellers: Product[];
        topPicks: Product[];
      }>();
      return [...body.bestsellers, ...body.topPicks].map((p) => p.id);
    };
    const shown = await home();
    const hidden = shown[0]!;
    // A paid order holding two products links them for also-bought; related products share a category.
    const partner = t.products.find((p) => p.id !== hidden)!;
    await t.createOrder({
      userId: t.people.customer.id,
      items: [
        { productId: partner.id, name: partner.name, quantity: 1, lineTotalPaise: 1000 },
        { productId: hidden, name: 'hidden', quantity: 1, lineTotalPaise: 1000 },
      ],
    });
    const alsoBought = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${partner.id}/also-bought` }))
        .json<Product[]>()
        .map((p) => p.id);
    expect(await alsoBought()).toContain(hidden);
    const [hiddenRow] = await t.db.select().from(products).where(eq(products.id, hidden));
    const sameCategory = t.products.filter((p) => p.category === hiddenRow!.category && p.id !== hidden);
    const relatedOf = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${id}/related` }))
        .json<Product[]>()
        .map((p) => p.id);
    const showsHidden = [];
    for (const p of sameCategory) if ((await relatedOf(p.id)).includes(hidden)) showsHidden.push(p.id);
    expect(showsHidden.length).toBeGreaterThan(0);

    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, hidden));
    t.app.catalogueCache.drop();
    expect(await home()).not.toContain(hidden);
    expect(await alsoBought()).not.toContain(hidden);
    for (const id of showsHidden) expect(await relatedOf(id)).not.toContain(hidden);
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, hidden));
    t.app.catalogueCache.drop();
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('product CSV export and import', () => {
  const exportCsv = async (query = '') => {
    const res = await view(`/api/admin/products/export.csv${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    return res.body;
  };
  const importCsv = (csv: string, who: Person = t.people.editor) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      payload: csv,
      headers: { ...bearer(who), 'content-type': 'text/csv' },
    });
  const rowsOf = (csv: string): string[][] => parse(csv, { bom: true });
  const toCsv = (rows: string[][]) =>
    rows
      .map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','))
      .join('\r\n');

  it('exports every product, drafts included, and the filtered list on request', async () => {
    const csv = await exportCsv();
    expect(csv.startsWith('\uFEFFSKU,Name,Description,Category,Kind,Status,Price (INR per sq ft)')).toBe(
      true,
    );
    const rows = rowsOf(csv);
    const [count] = await t.db.select({ n: products.id }).from(products);
    expect(count).toBeDefined();
    const total = (await t.db.select().from(products)).length;
    expect(rows).toHaveLength(total + 1);
    const drafts = rowsOf(await exportCsv('?status=draft'));
    expect(drafts.slice(1).every((r) => r[5] === 'draft')).toBe(true);
    expect(drafts.length).toBeGreaterThan(1);
    const one = rowsOf(await exportCsv(`?search=${t.products[3]!.skuId}`));
    expect(one.slice(1).map((r) => r[0])).toEqual([t.products[3]!.skuId]);
  });

  it('round-trips: an unchanged export imports as updates that change nothing', async () => {
    const before = await t.db.select().from(products);
    const res = await importCsv(await exportCsv());
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductImportResult>()).toEqual({
      message: `Imported ${before.length} products: 0 new, ${before.length} updated.`,
      created: 0,
      updated: before.length,
    });
    const after = await t.db.select().from(products);
    const strip = (rows: typeof before) =>
      rows
        // Seeded rows name their images bare; the file carries the /images/ path both forms are served at.
        .map(({ updatedAt: _u, searchVector: _v, ...rest }) => ({
          ...rest,
          images: rest.images.map(imageUrl),
        }))
        .sort((a, b) => a.skuId.localeCompare(b.skuId));
    expect(strip(after)).toEqual(strip(before));
  });

  it('refuses the whole file with a report of every bad row, writing nothing', async () => {
    const rows = rowsOf(await exportCsv(`?search=${t.products[0]!.skuId}`));
    const header = rows[0]!;
    const col = (name: string) => header.indexOf(name);
    const good = [...rows[1]!];
    good[col('Price (INR per sq ft)')] = '123.45';
    const fresh = [...rows[1]!];
    fresh[col('SKU')] = 'WC-CSV-NEW-1';
    fresh[col('Name')] = '=HYPERLINK("x")';
    const badPrice = [...fresh];
    badPrice[col('SKU')] = 'WC-CSV-NEW-2';
    badPrice[col('Price (INR per sq ft)')] = 'ninety';
    badPrice[col('Category')] = 'Carpets';
    const duplicate = [...fresh];
    const before = await t.db.select().from(products);

    const refused = await importCsv(toCsv([header, good, fresh, [], badPrice, duplicate]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ProductImportRefused>()).toEqual({
      message: 'Nothing was imported: 2 rows were refused. Fix them and upload the file again.',
      refused: [
        { row: 5, field: 'Price (INR per sq ft)', message: 'Price (INR per sq ft) must be a number' },
        { row: 5, field: 'Category', message: 'Category is required' },
        { row: 6, field: 'SKU', message: 'SKU WC-CSV-NEW-1 is already on row 3' },
      ],
    });
    expect(await t.db.select().from(products)).toEqual(before);

    const ok = await importCsv(toCsv([header, good, fresh]));
    expect(ok.statusCode).toBe(200);
    expect(ok.json<ProductImportResult>()).toMatchObject({ created: 1, updated: 1 });
    const [updated] = await t.db.select().from(products).where(eq(products.skuId, t.products[0]!.skuId));
    expect(updated?.pricePaise).toBe(12345);
    const [created] = await t.db.select().from(products).where(eq(products.skuId, 'WC-CSV-NEW-1'));
    expect(created?.name).toBe('=HYPERLINK("x")');
    // Exported again, the formula is defused with an apostrophe, which the import takes off.
    const again = rowsOf(await exportCsv('?search=WC-CSV-NEW-1'));
    expect(again[1]?.[col('Name')]).toBe(`'=HYPERLINK("x")`);
    const audit = await auditOf('product.import');
    expect(audit.at(-1)?.details).toMatchObject({ created: 1, updated: 1, createdSkus: ['WC-CSV-NEW-1'] });
  });

  it('refuses a file without the export columns, an empty file and a row without a SKU', async () => {
    const wrong = await importCsv('Name,Price\r\nMural,99\r\n');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(
      /^Missing columns: SKU, Description, .*Unknown columns: Price\. Start from an exported file\.$/,
    );
    const header = rowsOf(await exportCsv('?search=nothing-matches-this'))[0]!;
    const empty = await importCsv(toCsv([header]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'The file has no product rows.' });
    const row = rowsOf(await exportCsv(`?search=${t.products[1]!.skuId}`))[1]!;
    row[0] = '';
    const noSku = await importCsv(toCsv([header, row]));
    expect(noSku.statusCode).toBe(422);
    expect(noSku.json<ProductImportRefused>().refused).toEqual([
      { row: 2, field: 'SKU', message: 'SKU is required: rows are matched to products by SKU' },
    ]);
    const viewer = await importCsv(toCsv([header, row]), t.people.viewer);
    expect(viewer.statusCode).toBe(403);
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

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/product';
import { auditLog } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp } from '../../test/store-fixtures';
import { seedSynonyms, STARTER_SYNONYMS } from './synonyms';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp(126);
});
afterAll(() => t.close());

/** As a guest, whose answers the catalogue cache keeps. */
async function search(words: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?limit=100&search=${encodeURIComponent(words)}`,
  });
  expect(res.statusCode).toBe(200);
  return {
    ids: res
      .json<Product[]>()
      .map((p) => p.id)
      .sort(),
    total: Number(res.headers['x-total-count']),
  };
}

describe('search prefixes and synonyms', () => {
  it('reads the last word as the start of a word, in descriptions too', async () => {
    const whole = await search('washable');
    expect(whole.total).toBeGreaterThan(0);
    expect(await search('washab')).toEqual(whole);
  });

  it('finds what any word of a synonym group finds, from the moment staff save the group', async () => {
    const monstera = await search('monstera');
    expect(monstera.total).toBeGreaterThan(0);
    expect((await search('zzqqxxyy')).total).toBe(0);

    const saved = await t.call('PUT', '/api/admin/search-synonyms', {
      groups: [['Zzqqxxyy', 'monstera', 'monstera']],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ groups: [['zzqqxxyy', 'monstera']] });

    // The guest's earlier empty answer is not served again: saving changed what every search means.
    expect(await search('zzqqxxyy')).toEqual(monstera);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'search-synonyms.update'));
    expect(entry?.actorId).toBe(t.people.editor.id);
    expect(entry?.details).toMatchObject({ after: [['zzqqxxyy', 'monstera']] });

    await t.call('PUT', '/api/admin/search-synonyms', { groups: [] });
    expect((await search('zzqqxxyy')).total).toBe(0);
  });

  it('lets staff read them, editors change them, and no one else', async () => {
    expect((await t.call('GET', '/api/admin/search-synonyms', undefined, t.people.viewer)).statusCode).toBe(
      200,
    );
    for (const who of [t.people.viewer, t.people.customer]) {
      const res = await t.call('PUT', '/api/admin/search-synonyms', { groups: [['a1', 'b1']] }, who);
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/search-synonyms' })).statusCode).toBe(401);
  });

  it.each([
    [[['leaf']], 'A synonym group needs at least two different words'],
    [[['leaf', 'leaf']], 'A synonym group needs at least two different words'],
    [[['wall paper', 'wallpaper']], 'A synonym is one word of letters and digits'],
    [[['leaf', '']], 'A synonym cannot be empty'],
    [[['leaf', 'x'.repeat(41)]], 'A synonym must be at most 40 characters'],
  ])('refuses %j with a message and keeps what was saved', async (groups, message) => {
    await t.call('PUT', '/api/admin/search-synonyms', { groups: [['grey', 'gray']] });
    const res = await t.call('PUT', '/api/admin/search-synonyms', { groups });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect((await t.call('GET', '/api/admin/search-synonyms')).json()).toEqual({
      groups: [['grey', 'gray']],
    });
  });

  it('gives a store its starter groups once, and never again once staff changed them', async () => {
    await t.call('PUT', '/api/admin/search-synonyms', { groups: [] });
    await seedSynonyms(t.db);
    expect((await t.call('GET', '/api/admin/search-synonyms')).json()).toEqual({ groups: [] });
    expect(STARTER_SYNONYMS.every((group) => group.length >= 2)).toBe(true);
  });
});

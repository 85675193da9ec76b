import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStore } from './bootstrap';
import type { DatabaseHandle } from './db/client';
import { collections, products, users } from './db/schema';
import { createMediaStore } from './media/store';
import { DEFAULT_SEED_COUNT } from './seed/seed';
import { createTestDatabase, secondConnection, testConfig } from './test/helpers';

let first: DatabaseHandle;
/** A second instance of the store: its own connections to the same database (PGlite has one connection). */
let second: DatabaseHandle;

beforeAll(async () => {
  first = await createTestDatabase();
  second = await secondConnection(first);
});

afterAll(async () => {
  await second.close();
  await first.close();
});

describe('two instances starting together on one database', () => {
  it('seed the catalogue and create the first admin once', async () => {
    const config = testConfig({ ADMIN_EMAIL: 'owner@wallcraft.test', ADMIN_PASSWORD: 'owner-password' });
    const media = (db: DatabaseHandle['db']) => createMediaStore(db, `${config.dataDir}/images`);
    const results = await Promise.all([
      prepareStore(first.db, config, media(first.db), { images: false }),
      prepareStore(second.db, config, media(second.db), { images: false }),
    ]);
    fs.rmSync(config.dataDir, { recursive: true, force: true });

    expect(results.filter((r) => r.seeded.seeded)).toHaveLength(1);
    expect(results.filter((r) => r.admin.created)).toHaveLength(1);
    const admins = await first.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toEqual([{ email: 'owner@wallcraft.test' }]);
    expect(await first.db.$count(products)).toBe(DEFAULT_SEED_COUNT);
    const seededCollections = await first.db.select({ slug: collections.slug }).from(collections);
    expect(new Set(seededCollections.map((c) => c.slug)).size).toBe(seededCollections.length);
    expect(seededCollections.length).toBeGreaterThan(0);
  });
});

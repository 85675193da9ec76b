import { eq, sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { users } from './db/schema';
import { hashPassword } from './modules/auth/password';
import { importLocalMedia } from './media/backfill';
import type { MediaStore } from './media/store';
import { renderMissingArt, seedStore, type SeedOptions } from './seed/seed';

export interface StartOptions extends SeedOptions {
  /** draw the seeded catalogue's art into the media store (a real first start does; API tests skip it) */
  images?: boolean;
}

/** Any fixed number, the same in every instance of the store. */
const START_LOCK = 20_260_101;

/**
 * What every start does before serving: import media kept only on disk, seed a new store and draw its art into the
 * media store, and create the first admin. Instances that start together on one database queue on a
 * transaction-scoped advisory lock, so the first does it all and the others find it done (without it, both would
 * see no admin and the second insert would fail on the unique e-mail, and both would draw the same art).
 */
export async function prepareStore(
  db: Database,
  config: Config,
  media: MediaStore,
  options: StartOptions = {},
) {
  // Outside the transaction: a large folder is many small writes, and each file imported stays imported.
  const imported = await importLocalMedia(db, media);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
    const seeded = await seedStore(tx, options);
    // A new store draws its art; an older one draws the wall tiles it was just given (and anything else missing).
    const art =
      (seeded.seeded || seeded.tilesBackfilled > 0) && options.images !== false
        ? await renderMissingArt(media.using(tx), seeded.count)
        : { rendered: 0 };
    const admin = await ensureAdmin(tx, config);
    return { seeded, admin, media: { ...imported, ...art } };
  });
}

/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when the store has none. */
export async function ensureAdmin(db: Db, config: Config): Promise<{ created: boolean }> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return { created: false };
  const passwordHash = await hashPassword(config.admin.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${config.admin.email.toLowerCase()}`);
  if (existing) {
    await db.update(users).set({ role: 'admin', passwordHash }).where(eq(users.id, existing.id));
  } else {
    await db
      .insert(users)
      .values({ name: 'Store Admin', email: config.admin.email, passwordHash, role: 'admin' });
  }
  return { created: true };
}

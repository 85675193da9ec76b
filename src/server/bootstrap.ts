import { eq, sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { users } from './db/schema';
import { hashPassword } from './modules/auth/password';
import { seedStore, type SeedOptions } from './seed/seed';

/** Any fixed number, the same in every instance of the store. */
const START_LOCK = 20_260_101;

/**
 * What every start does before serving: seed a new store and create its first admin. Instances that start
 * together on one database queue on a transaction-scoped advisory lock, so the first does both and the others
 * find them done (without it, both would see no admin and the second insert would fail on the unique e-mail).
 */
export async function prepareStore(db: Database, config: Config, seed: SeedOptions) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
    const seeded = await seedStore(tx, seed);
    const admin = await ensureAdmin(tx, config);
    return { seeded, admin };
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

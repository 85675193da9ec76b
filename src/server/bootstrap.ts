import { eq, sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db/client';
import { users } from './db/schema';
import { hashPassword } from './modules/auth/password';

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

import { eq } from 'drizzle-orm';
import { DEFAULT_STORE_SETTINGS, StoreSettingsSchema, type StoreSettings } from '../../../domain/review';
import type { Db } from '../../db/client';
import { appState } from '../../db/schema';
import { recordAudit } from '../audit/service';

/** The admins' choices live in app_state under this key, beside the store's other facts (decision 051). */
const STORE_SETTINGS = 'store-settings';

/** The settings as stored, each one missing or unreadable falling back to its default. */
export async function getStoreSettings(db: Db): Promise<StoreSettings> {
  const [row] = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, STORE_SETTINGS));
  const parsed = StoreSettingsSchema.partial().safeParse(row?.value ?? {});
  return { ...DEFAULT_STORE_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

/** Saves an admin's choice and audits what changed from what to what. */
export async function setStoreSettings(db: Db, actorId: string, next: StoreSettings): Promise<StoreSettings> {
  return db.transaction(async (tx) => {
    const before = await getStoreSettings(tx);
    await tx
      .insert(appState)
      .values({ key: STORE_SETTINGS, value: next })
      .onConflictDoUpdate({ target: appState.key, set: { value: next } });
    await recordAudit(tx, actorId, 'store-settings.update', null, { from: before, to: next });
    return next;
  });
}

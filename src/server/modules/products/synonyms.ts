import { eq } from 'drizzle-orm';
import { SynonymsSchema, type SynonymGroup } from '../../../domain/search';
import type { Db } from '../../db/client';
import { appState } from '../../db/schema';
import { recordAudit } from '../audit/service';

/** Where the store keeps its synonym groups: one small document, read whole and replaced whole. */
const SYNONYMS_KEY = 'search.synonyms';

/** What a new store starts with; staff edit them on the admin's Search Synonyms page. */
export const STARTER_SYNONYMS: SynonymGroup[] = [
  ['leaf', 'tropical', 'botanical'],
  ['kids', 'children', 'nursery'],
  ['grey', 'gray'],
  ['gold', 'golden'],
  ['sofa', 'couch'],
];

export async function loadSynonyms(db: Db): Promise<SynonymGroup[]> {
  const [row] = await db.select().from(appState).where(eq(appState.key, SYNONYMS_KEY));
  const parsed = SynonymsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.groups : [];
}

/** A store seeded before synonyms existed gets the starter groups once; a store whose staff emptied them keeps none. */
export async function seedSynonyms(db: Db): Promise<void> {
  await db
    .insert(appState)
    .values({ key: SYNONYMS_KEY, value: { groups: STARTER_SYNONYMS } })
    .onConflictDoNothing({ target: appState.key });
}

export async function saveSynonyms(db: Db, actorId: string, groups: SynonymGroup[]): Promise<SynonymGroup[]> {
  await db.transaction(async (tx) => {
    const before = await loadSynonyms(tx);
    await tx
      .insert(appState)
      .values({ key: SYNONYMS_KEY, value: { groups } })
      .onConflictDoUpdate({ target: appState.key, set: { value: { groups }, updatedAt: new Date() } });
    await recordAudit(tx, actorId, 'search-synonyms.update', null, { before, after: groups });
  });
  return groups;
}

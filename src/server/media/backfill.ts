import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { appState } from '../db/schema';
import { mediaKey, type MediaStore } from './store';

const STORE_ID_KEY = 'media_store_id';
/** Names no key can take (keys never start with a dot), so it is neither served nor imported. */
const MARKER = '.imported-into';
/** File names read from the folder before asking the store which it lacks. */
const BATCH = 500;

/** A random id for this database's media store, made by whichever instance asks first. */
async function storeId(db: Db): Promise<string> {
  await db
    .insert(appState)
    .values({ key: STORE_ID_KEY, value: { id: randomUUID() } })
    .onConflictDoNothing({ target: appState.key });
  const [row] = await db.select().from(appState).where(eq(appState.key, STORE_ID_KEY));
  return z.object({ id: z.string() }).parse(row?.value).id;
}

/**
 * Copies into the store the files a store kept only on disk before decision 022 (uploads, generated art), one
 * file at a time, skipping keys it already has. Once per data folder and database: the marker names the store it
 * went into, so a folder kept afterwards as a cache never brings back media an admin deleted meanwhile, while the
 * same folder copied beside a new database (the browser tests' image cache) is imported into that one.
 */
export async function importLocalMedia(db: Db, media: MediaStore): Promise<{ imported: number }> {
  const id = await storeId(db);
  const marker = path.join(media.cacheDir, MARKER);
  if ((await fs.readFile(marker, 'utf8').catch(() => null)) === id) return { imported: 0 };
  await fs.mkdir(media.cacheDir, { recursive: true });

  let imported = 0;
  const importBatch = async (keys: string[]) => {
    const present = await media.existing(keys);
    for (const key of keys) {
      if (present.has(key)) continue;
      await media.adopt(key, await fs.readFile(path.join(media.cacheDir, key)));
      imported += 1;
    }
  };
  let batch: string[] = [];
  for await (const entry of await fs.opendir(media.cacheDir)) {
    const key = entry.isFile() ? mediaKey(entry.name) : null;
    if (!key) continue;
    batch.push(key);
    if (batch.length === BATCH) {
      await importBatch(batch);
      batch = [];
    }
  }
  await importBatch(batch);
  await fs.writeFile(marker, id);
  return { imported };
}

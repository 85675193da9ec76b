import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { customDesignRequests, mediaFiles } from '../../db/schema';
import { createMediaStore, type MediaStore } from '../../media/store';
import { createTestDatabase } from '../../test/helpers';
import { deleteUnclaimedUploads } from './cleanup';

let handle: DatabaseHandle;
let media: MediaStore;
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-cleanup-'));

beforeAll(async () => {
  handle = await createTestDatabase();
  media = createMediaStore(handle.db, cacheDir);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

/** A file in the media store, stored `hours` ago; its URL. */
async function stored(hours: number, key = `uploads-${randomUUID()}.webp`) {
  await media.put(key, Buffer.from('webp'));
  await handle.db
    .update(mediaFiles)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(mediaFiles.key, key));
  return `/images/${key}`;
}
const held = async (url: string) => media.has(url.slice('/images/'.length));

describe('deleteUnclaimedUploads', () => {
  it('deletes uploads no request names once the claim window is over, and keeps everything else', async () => {
    const unclaimed = await stored(25);
    const claimed = await stored(25);
    const recent = await stored(2);
    const other = await stored(48, `media-${randomUUID()}.webp`);
    await handle.db.insert(customDesignRequests).values({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      roomType: 'Bedroom',
      widthFt: 10,
      heightFt: 9,
      style: 'Modern',
      budget: '10000-25000',
      description: 'A forest mural',
      inspirationImages: ['/images/inspiration-1.webp', claimed],
    });

    expect(await deleteUnclaimedUploads(handle.db, media)).toEqual({ deleted: 1 });
    expect(await held(unclaimed)).toBe(false);
    expect(fs.existsSync(path.join(cacheDir, path.basename(unclaimed)))).toBe(false);
    expect(await held(claimed)).toBe(true);
    expect(await held(recent)).toBe(true);
    expect(await held(other)).toBe(true);
    expect(await deleteUnclaimedUploads(handle.db, media)).toEqual({ deleted: 0 });
  });
});

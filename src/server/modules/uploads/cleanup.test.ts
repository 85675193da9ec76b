import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { customDesignRequests } from '../../db/schema';
import { createTestDatabase } from '../../test/helpers';
import { deleteUnclaimedUploads, UPLOAD_CLAIM_WINDOW_MS } from './cleanup';

let handle: DatabaseHandle;
const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-cleanup-'));

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(imagesDir, { recursive: true, force: true });
});

/** An upload on disk, written `ageMs` ago. */
function upload(ageMs: number, name = `uploads-${randomUUID()}.webp`) {
  const file = path.join(imagesDir, name);
  fs.writeFileSync(file, 'webp');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
  return `/images/${name}`;
}
const exists = (url: string) => fs.existsSync(path.join(imagesDir, path.basename(url)));

describe('deleteUnclaimedUploads', () => {
  it('deletes uploads no request names once the claim window is over, and keeps everything else', async () => {
    const old = UPLOAD_CLAIM_WINDOW_MS + 60_000;
    const unclaimed = upload(old);
    const claimed = upload(old);
    const recent = upload(60_000);
    const generated = upload(old, 'product-abc-sm.webp');
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

    expect(await deleteUnclaimedUploads(handle.db, imagesDir)).toEqual({ deleted: 1 });
    expect(exists(unclaimed)).toBe(false);
    expect(exists(claimed)).toBe(true);
    expect(exists(recent)).toBe(true);
    expect(exists(generated)).toBe(true);
    expect(await deleteUnclaimedUploads(handle.db, imagesDir)).toEqual({ deleted: 0 });
  });

  it('does nothing when the images folder does not exist yet', async () => {
    expect(await deleteUnclaimedUploads(handle.db, path.join(imagesDir, 'missing'))).toEqual({ deleted: 0 });
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customDesignRequests } from '../../db/schema';
import { UPLOADED_IMAGE_URL } from './service';

/** Time a shopper has between uploading an inspiration image and sending the request that names it. */
export const UPLOAD_CLAIM_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Deletes the shoppers' uploads no custom design request names once the claim window has passed: an image
 * uploaded and never sent (a form abandoned, or a script filling the disk) is nobody's.
 */
export async function deleteUnclaimedUploads(db: Db, imagesDir: string, now = Date.now()) {
  const names = await fs.readdir(imagesDir).catch(() => []);
  const old: string[] = [];
  for (const name of names) {
    const url = `/images/${name}`;
    if (!UPLOADED_IMAGE_URL.test(url)) continue;
    const stat = await fs.stat(path.join(imagesDir, name)).catch(() => null);
    if (stat && now - stat.mtimeMs > UPLOAD_CLAIM_WINDOW_MS) old.push(url);
  }
  if (old.length === 0) return { deleted: 0 };
  const claimed = await db
    .selectDistinct({ url: sql<string>`image` })
    .from(sql`${customDesignRequests}, unnest(${customDesignRequests.inspirationImages}) as image`)
    .where(
      sql`image in (${sql.join(
        old.map((url) => sql`${url}`),
        sql`, `,
      )})`,
    );
  const keep = new Set(claimed.map((row) => row.url));
  let deleted = 0;
  for (const url of old) {
    if (keep.has(url)) continue;
    await fs.rm(path.join(imagesDir, path.basename(url)), { force: true });
    deleted += 1;
  }
  return { deleted };
}

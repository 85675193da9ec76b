import { and, like, lt, sql } from 'drizzle-orm';
import { UPLOADED_IMAGE_URL } from '../../../domain/http';
import type { Db } from '../../db/client';
import { customDesignRequests, mediaFiles } from '../../db/schema';
import type { MediaStore } from '../../media/store';

/** Time a shopper has between uploading an inspiration image and sending the request that names it. */
export const UPLOAD_CLAIM_WINDOW_HOURS = 24;
const BATCH = 500;

/**
 * Deletes the shoppers' uploads no custom design request names once the claim window has passed: an image
 * uploaded and never sent (a form abandoned, or a script filling the store) is nobody's.
 */
export async function deleteUnclaimedUploads(db: Db, media: MediaStore) {
  const rows = await db
    .select({ key: mediaFiles.key })
    .from(mediaFiles)
    .where(
      and(
        like(mediaFiles.key, 'uploads-%'),
        lt(mediaFiles.createdAt, sql`now() - make_interval(hours => ${UPLOAD_CLAIM_WINDOW_HOURS})`),
        sql`not exists (select 1 from ${customDesignRequests}
          where '/images/' || ${mediaFiles.key} = any(${customDesignRequests.inspirationImages}))`,
      ),
    )
    .limit(BATCH);
  const keys = rows.map((row) => row.key).filter((key) => UPLOADED_IMAGE_URL.test(`/images/${key}`));
  await media.remove(keys);
  return { deleted: keys.length };
}

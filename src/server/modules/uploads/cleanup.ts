import { and, like, lt, sql } from 'drizzle-orm';
import { UPLOADED_IMAGE_URL } from '../../../domain/http';
import type { Db } from '../../db/client';
import {
  appState,
  customDesignRequests,
  emailOutbox,
  mediaFiles,
  mediaItems,
  orderItems,
  payments,
  products,
  returnRequests,
  wallPreviews,
} from '../../db/schema';
import type { MediaStore } from '../../media/store';

/** Time a shopper has between uploading an image and saving what names it (a request, a preview, a return). */
export const UPLOAD_CLAIM_WINDOW_HOURS = 24;
const BATCH = 500;

/**
 * Everywhere the store keeps an upload's URL, each as text to search: the custom design requests' inspiration
 * images, saved wall previews, return requests' photos, products' images and wall tile, the media library, order
 * lines' pictures and the checkout records they came from, the page and home settings, and the e-mails written.
 * A new column that can hold an upload URL must be added here, or its uploads are deleted after a day.
 */
const REFERENCES = [
  sql`select ${customDesignRequests.inspirationImages}::text as t from ${customDesignRequests}`,
  sql`select ${wallPreviews.image} from ${wallPreviews}`,
  sql`select ${returnRequests.photos}::text from ${returnRequests}`,
  sql`select ${products.images}::text || ' ' || coalesce(${products.tileImage}, '') from ${products}`,
  sql`select ${mediaItems.url} || ' ' || coalesce(${mediaItems.thumbnailUrl}, '') from ${mediaItems}`,
  sql`select ${orderItems.image} from ${orderItems}`,
  sql`select ${payments.checkout}::text from ${payments}`,
  sql`select ${appState.value}::text from ${appState}`,
  sql`select ${emailOutbox.text} || ' ' || coalesce(${emailOutbox.html}, '') from ${emailOutbox}`,
];

/**
 * The upload keys (`uploads-<uuid>.webp`) anything stored names, as one uncorrelated subquery: PostgreSQL reads the
 * referencing tables once per clean-up and checks candidates against the result, not once per candidate.
 */
const referencedUploads = sql`(select m[1] from (${sql.join(REFERENCES, sql` union all `)}) as refs,
  regexp_matches(refs.t, '(uploads-[0-9a-f-]{36}\\.webp)', 'g') as m)`;

/**
 * Deletes the shoppers' uploads that nothing references once the claim window has passed: an image uploaded and
 * never used (a form abandoned, or a script filling the store) is nobody's. Anything that names one keeps it.
 */
export async function deleteUnclaimedUploads(db: Db, media: MediaStore) {
  const rows = await db
    .select({ key: mediaFiles.key })
    .from(mediaFiles)
    .where(
      and(
        like(mediaFiles.key, 'uploads-%'),
        lt(mediaFiles.createdAt, sql`now() - make_interval(hours => ${UPLOAD_CLAIM_WINDOW_HOURS})`),
        sql`${mediaFiles.key} not in ${referencedUploads}`,
      ),
    )
    .limit(BATCH);
  const keys = rows.map((row) => row.key).filter((key) => UPLOADED_IMAGE_URL.test(`/images/${key}`));
  await media.remove(keys);
  return { deleted: keys.length };
}

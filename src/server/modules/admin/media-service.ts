import { randomUUID } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_THUMBNAIL_WIDTH,
  MEDIA_VIDEO_MAX_BYTES,
  type MediaItem,
  type MediaUrlBody,
} from '../../../domain/media';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import type { Db } from '../../db/client';
import type { MediaStore } from '../../media/store';
import { mediaItems, products } from '../../db/schema';
import { Conflict, Invalid, NotFound, TooLarge } from '../../errors';
import { recordAudit } from '../audit/service';
import { endingWith } from '../../db/sql-helpers';

type MediaRow = typeof mediaItems.$inferSelect;
type NewMedia = Omit<typeof mediaItems.$inferInsert, 'id' | 'createdAt' | 'uploadedBy'>;

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Larger frames are refused unread: a 10 MB file can decode to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_IMAGE_EDGE = 2400;
/** Only files this module wrote are ever deleted from the media store; a URL added by hand never names one. */
const OWN_FILE = /^\/images\/(media-[0-9a-f-]{36}(?:-thumb|-sm)?\.(?:webp|mp4|webm))$/;
/**
 * The storefront's srcset (domain/images.ts) asks for name-sm.webp at 480 px beside name.webp, so every upload
 * writes that width too; without it phones get a 404 for the image.
 */
const SMALL_WIDTH = 480;
const smallUrl = (url: string) => url.replace(/\.webp$/, '-sm.webp');

export function toMediaItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    type: row.type,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMedia(db: Db): Promise<MediaItem[]> {
  const rows = await db.select().from(mediaItems).orderBy(desc(mediaItems.createdAt), desc(mediaItems.id));
  return rows.map(toMediaItem);
}

/** Videos by their magic bytes: an ISO BMFF 'ftyp' box opens every MP4, the EBML header every WebM. */
function videoType(data: Buffer): { mimeType: string; ext: string } | null {
  if (data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp') {
    return { mimeType: 'video/mp4', ext: 'mp4' };
  }
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return { mimeType: 'video/webm', ext: 'webm' };
  return null;
}

async function imageFormat(data: Buffer): Promise<string | null> {
  try {
    const { format } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return format && IMAGE_FORMATS.has(format) ? format : null;
  } catch {
    return null;
  }
}

/**
 * Trusts the bytes, never the file name or the declared type. Images are re-encoded to WebP (which drops EXIF,
 * location included, and anything smuggled after the image data) with a 400-px thumbnail; videos are kept as
 * they are.
 */
async function writeMediaFiles(media: MediaStore, data: Buffer, fileName: string | null): Promise<NewMedia> {
  const base = `media-${randomUUID()}`;
  const video = videoType(data);
  if (video) {
    if (data.length > MEDIA_VIDEO_MAX_BYTES) throw new TooLarge(ADMIN_MESSAGES.videoTooLarge);
    await media.put(`${base}.${video.ext}`, data);
    return {
      type: 'video',
      url: `/images/${base}.${video.ext}`,
      thumbnailUrl: null,
      fileName,
      mimeType: video.mimeType,
      sizeBytes: data.length,
    };
  }
  const format = await imageFormat(data);
  if (!format) throw new Invalid(ADMIN_MESSAGES.mediaType);
  if (data.length > MEDIA_IMAGE_MAX_BYTES) throw new TooLarge(ADMIN_MESSAGES.imageTooLarge);
  let full: Buffer;
  let small: Buffer;
  let thumb: Buffer;
  try {
    // GIF and WebP animations stay animated; the thumbnail is the first frame.
    full = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    small = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
      .rotate()
      .resize({ width: SMALL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    thumb = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MEDIA_THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    // A header that parses but a body that does not (truncated or corrupt) is no image either.
    throw new Invalid(ADMIN_MESSAGES.mediaType);
  }
  await media.put(`${base}.webp`, full);
  await media.put(`${base}-sm.webp`, small);
  await media.put(`${base}-thumb.webp`, thumb);
  return {
    type: 'image',
    url: `/images/${base}.webp`,
    thumbnailUrl: `/images/${base}-thumb.webp`,
    fileName,
    mimeType: 'image/webp',
    sizeBytes: full.length,
  };
}

function removeOwnFiles(media: MediaStore, urls: readonly (string | null)[]) {
  return media.remove(urls.flatMap((url) => (url ? (OWN_FILE.exec(url)?.[1] ?? []) : [])));
}

async function insertMedia(
  db: Db,
  actorId: string,
  values: NewMedia,
  action: `media.${string}`,
): Promise<MediaItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mediaItems)
      .values({ ...values, uploadedBy: actorId })
      .returning();
    if (!row) throw new Error('insert returned no media item');
    await recordAudit(tx, actorId, action, row.id, { type: row.type, url: row.url, fileName: row.fileName });
    return toMediaItem(row);
  });
}

export async function uploadMedia(
  db: Db,
  media: MediaStore,
  actorId: string,
  file: { data: Buffer; fileName: string | null },
): Promise<MediaItem> {
  const values = await writeMediaFiles(media, file.data, file.fileName?.slice(0, 255) ?? null);
  try {
    return await insertMedia(db, actorId, values, 'media.upload');
  } catch (error) {
    await removeOwnFiles(media, [values.url, smallUrl(values.url), values.thumbnailUrl ?? null]);
    throw error;
  }
}

export const addMediaUrl = (db: Db, actorId: string, body: MediaUrlBody) =>
  insertMedia(
    db,
    actorId,
    { type: body.type, url: body.url, thumbnailUrl: null, fileName: null, mimeType: null, sizeBytes: null },
    'media.add-url',
  );

/** Products may name an upload by its /images/ path or any path ending in its file name (imageUrl keeps the last segment). */
async function productsUsing(db: Db, url: string): Promise<string[]> {
  const local = url.startsWith('/images/');
  const sameFile = endingWith(`/${url.split('/').pop() ?? url}`);
  const rows = await db
    .select({ name: products.name })
    .from(products)
    .where(
      local
        ? sql`exists (select 1 from unnest(${products.images}) as image where image like ${sameFile})`
        : sql`${url} = any(${products.images})`,
    )
    .orderBy(asc(products.name));
  return rows.map((r) => r.name);
}

/**
 * Refused while a product shows the image, naming the products: silently taking it off them could leave a
 * product with no picture at all, and the editor would not know which pages changed.
 */
export async function deleteMedia(db: Db, media: MediaStore, actorId: string, id: string): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [item] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for('update');
    if (!item) throw new NotFound(ADMIN_MESSAGES.mediaNotFound);
    const usedBy = await productsUsing(tx, item.url);
    if (usedBy.length > 0) throw new Conflict(ADMIN_MESSAGES.mediaInUse(usedBy));
    const [deleted] = await tx.delete(mediaItems).where(eq(mediaItems.id, id)).returning();
    if (!deleted) throw new NotFound(ADMIN_MESSAGES.mediaNotFound);
    await recordAudit(tx, actorId, 'media.delete', id, {
      type: deleted.type,
      url: deleted.url,
      fileName: deleted.fileName,
    });
    return deleted;
  });
  // After the commit: a file removed for a row that stayed would leave a broken tile.
  await removeOwnFiles(media, [row.url, smallUrl(row.url), row.thumbnailUrl]);
}

import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_RULE, MAX_UPLOAD_BYTES, UPLOADED_IMAGE_URL, type UploadedImage } from '../../../domain/http';
import { Invalid, TooLarge } from '../../errors';
import type { MediaStore } from '../../media/store';

export const MAX_IMAGE_EDGE = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** About 50 megapixels: a 5 MB file can still decode to gigabytes, so larger frames are refused unread. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Trusts the bytes, never the file name or the declared type: sharp reads the header to learn the format,
 * and re-encoding to WebP drops anything smuggled after the image data along with EXIF (location included).
 */
export async function storeUploadedImage(
  media: MediaStore,
  data: Buffer,
  /** the key's first part: 'uploads' are shoppers' and cleaned up when unclaimed (decision 021), others are kept */
  prefix: 'uploads' | 'install' = 'uploads',
): Promise<UploadedImage> {
  if (data.length > MAX_UPLOAD_BYTES) throw new TooLarge(IMAGE_RULE);
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new Invalid(IMAGE_RULE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new Invalid(IMAGE_RULE);

  let webp: Buffer;
  try {
    webp = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that parses but a body that does not (truncated or corrupt) is no image either.
    throw new Invalid(IMAGE_RULE);
  }
  const name = `${prefix}-${randomUUID()}.webp`;
  await media.put(name, webp);
  return { url: `/images/${name}` };
}

/**
 * Whether a URL names an upload in the media store (uploaded through any instance), so a request cannot point
 * at a file that never existed.
 */
export async function uploadedImageExists(media: MediaStore, url: string): Promise<boolean> {
  return UPLOADED_IMAGE_URL.test(url) && media.has(url.slice('/images/'.length));
}

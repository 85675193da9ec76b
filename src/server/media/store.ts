import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaFiles } from '../db/schema';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/**
 * A key is a flat file name with a known media extension: no separator, no leading dot, so no key reaches
 * outside the cache folder, names a temporary file, or gets served as script (SVG, HTML).
 */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.(webp|jpe?g|png|gif|avif|mp4|webm|pdf)$/i;

/** Production packs (decision 068) are staff's files: stored here, never served under /images/. */
export const isPrivateKey = (key: string): boolean => key.startsWith('pack-');

/** The key an /images/ path or bare file name stands for, or null when it cannot be one. */
export function mediaKey(name: string): string | null {
  return KEY.test(name) ? name : null;
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** Keys are written once and never change, so a key and its size name its content; see the serving route. */
export interface MediaFile {
  key: string;
  contentType: string;
  bytes: Buffer;
  size: number;
  createdAt: Date;
}

/** Keys per query when checking many at once, so a large cache folder never becomes one huge statement. */
const KEYS_PER_QUERY = 500;

/**
 * The one place media bytes are written, read and deleted (decision 022): rows in media_files are the source,
 * files under `cacheDir` (DATA_DIR/images) a copy this instance keeps so it serves them from disk. Take `using(tx)`
 * to write inside a caller's transaction (PGlite has one connection: a write through `db` there would wait forever).
 */
export function createMediaStore(db: Db, cacheDir: string) {
  const cachePath = (key: string) => path.join(cacheDir, key);

  /**
   * Writes the cache copy under a temporary name, then renames it, so a reader never sees half a file. Its
   * modification time is the row's creation time, so every instance sends the same Last-Modified and ETag.
   * A folder that cannot be written only costs speed: the bytes are still served from the database.
   */
  async function cache(key: string, bytes: Buffer, createdAt: Date): Promise<boolean> {
    const temporary = path.join(cacheDir, `.${key}.${randomUUID()}.tmp`);
    try {
      await fs.mkdir(cacheDir, { recursive: true });
      await fs.writeFile(temporary, bytes);
      await fs.utimes(temporary, createdAt, createdAt);
      await fs.rename(temporary, cachePath(key));
      return true;
    } catch {
      await fs.rm(temporary, { force: true }).catch(() => undefined);
      return false;
    }
  }

  async function insert(key: string, bytes: Buffer): Promise<Date | null> {
    if (!mediaKey(key)) throw new Error(`not a media key: ${key}`);
    const [row] = await db
      .insert(mediaFiles)
      .values({ key, contentType: contentTypeOf(key), bytes, size: bytes.length })
      .onConflictDoNothing({ target: mediaFiles.key })
      .returning({ createdAt: mediaFiles.createdAt });
    return row?.createdAt ?? null;
  }

  return {
    cacheDir,
    using: (tx: Db) => createMediaStore(tx, cacheDir),

    /**
     * Stores the exact bytes under a key. The first writer wins: two instances rendering the same art, or a
     * retried upload, leave one row and no error.
     */
    async put(key: string, bytes: Buffer): Promise<void> {
      const createdAt = await insert(key, bytes);
      if (createdAt) await cache(key, bytes, createdAt);
    },

    /** Stores a file already in the cache folder under its key (the import of files from before decision 022). */
    async adopt(key: string, bytes: Buffer): Promise<void> {
      const createdAt = await insert(key, bytes);
      if (createdAt) await fs.utimes(cachePath(key), createdAt, createdAt).catch(() => undefined);
    },

    async get(key: string): Promise<MediaFile | null> {
      const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.key, key));
      return row ?? null;
    },

    async has(key: string): Promise<boolean> {
      const [row] = await db.select({ key: mediaFiles.key }).from(mediaFiles).where(eq(mediaFiles.key, key));
      return row !== undefined;
    },

    /** Which of these keys the store holds. */
    async existing(keys: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
        const rows = await db
          .select({ key: mediaFiles.key })
          .from(mediaFiles)
          .where(inArray(mediaFiles.key, keys.slice(start, start + KEYS_PER_QUERY)));
        for (const row of rows) found.add(row.key);
      }
      return found;
    },

    /** Removes the rows, then this instance's copies; other instances' copies stay until their cache is cleared. */
    async remove(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(mediaFiles).where(inArray(mediaFiles.key, [...keys]));
      for (const key of keys) await fs.rm(cachePath(key), { force: true }).catch(() => undefined);
    },

    /** The cache copy's path when this instance has one. */
    async cached(key: string): Promise<string | null> {
      const stat = await fs.stat(cachePath(key)).catch(() => null);
      return stat?.isFile() ? cachePath(key) : null;
    },

    /** Fetches a file from the store into the cache; false when the folder cannot be written. */
    fill: (file: MediaFile) => cache(file.key, file.bytes, file.createdAt),
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;

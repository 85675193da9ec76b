import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPrivateKey, mediaKey, type MediaFile } from './store';

/** For URLs whose content never changes: fingerprinted assets, and media keys (written once). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = { message: 'Not found' };

/** @fastify/send's validator for a file of this size and time, so a copy served from memory revalidates alike. */
const weakEtag = (file: MediaFile) =>
  `W/"${file.size.toString(16)}-${file.createdAt.getTime().toString(16)}"`;

/**
 * /images/<key> from the media store (decision 022). This instance's cache copy is streamed from disk, with
 * ranges for video; a key it lacks is fetched from the database and copied to the cache first.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app;
  // A folder that cannot be made only costs speed: every file is then served from the database.
  await fs.mkdir(media.cacheDir, { recursive: true }).catch(() => undefined);
  await app.register(fastifyStatic, {
    root: media.cacheDir,
    serve: false,
    index: false,
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
  });

  // A new instance behind a CDN gets many requests for one image at once: they share one read and one write.
  const inFlight = new Map<string, Promise<(MediaFile & { cached: boolean }) | null>>();
  const fetchOnce = (key: string) => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = media
        .get(key)
        .then(async (file) => (file ? { ...file, cached: await media.fill(file) } : null))
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };

  app.get('/images/*', { schema: { params: z.object({ '*': z.string() }) } }, async (request, reply) => {
    const found = mediaKey(request.params['*']);
    const key = found && !isPrivateKey(found) ? found : null;
    if (!key) return reply.status(404).send(NOT_FOUND);
    if (await media.cached(key)) return reply.sendFile(key);
    const file = await fetchOnce(key);
    if (!file) return reply.status(404).send(NOT_FOUND);
    if (file.cached) return reply.sendFile(key);
    // The cache folder cannot be written: the bytes from the database, with the headers a copy would get.
    const etag = weakEtag(file);
    reply
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', etag)
      .header('Last-Modified', file.createdAt.toUTCString())
      .type(file.contentType);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(file.bytes);
  });
};

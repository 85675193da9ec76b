import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  IdParamsSchema,
  MEDIA_VIDEO_MAX_BYTES,
  MediaItemSchema,
  MediaUrlBodySchema,
} from '../../../domain/admin';
import { Invalid } from '../../errors';
import { sessionUser } from '../../plugins/auth';
import { addMediaUrl, deleteMedia, listMedia, TooLarge, uploadMedia } from './media-service';

/** Multipart is registered here only, with the staff limits; shoppers' upload routes keep their own. */
export const adminMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MEDIA_VIDEO_MAX_BYTES, files: 1 } });
  const imagesDir = path.join(app.config.dataDir, 'images');

  app.get('/media', { schema: { response: { 200: z.array(MediaItemSchema) } } }, async () =>
    listMedia(app.db),
  );

  app.post('/media', { schema: { response: { 201: MediaItemSchema } } }, async (request, reply) => {
    if (!request.isMultipart()) throw new Invalid(ADMIN_MESSAGES.noFile);
    let file: { data: Buffer; fileName: string | null };
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw new Invalid(ADMIN_MESSAGES.noFile);
      file = { data: await part.toBuffer(), fileName: part.filename || null };
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new TooLarge(ADMIN_MESSAGES.fileTooLarge);
      }
      throw error;
    }
    return reply.status(201).send(await uploadMedia(app.db, imagesDir, sessionUser(request).id, file));
  });

  app.post(
    '/media/url',
    { schema: { body: MediaUrlBodySchema, response: { 201: MediaItemSchema } } },
    async (request, reply) =>
      reply.status(201).send(await addMediaUrl(app.db, sessionUser(request).id, request.body)),
  );

  app.delete('/media/:id', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await deleteMedia(app.db, imagesDir, sessionUser(request).id, request.params.id);
    return reply.status(204).send();
  });
};

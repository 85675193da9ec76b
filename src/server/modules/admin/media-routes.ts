import multipart from '@fastify/multipart';
import { NoContentSchema, UploadFormSchema } from '../../../domain/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/list-query';
import { MEDIA_VIDEO_MAX_BYTES, MediaItemSchema, MediaUrlBodySchema } from '../../../domain/media';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { sessionUser } from '../../plugins/auth';
import { noContent } from '../../replies';
import { readUploadedFile } from '../../plugins/multipart-file';
import { addMediaUrl, deleteMedia, listMedia, uploadMedia } from './media-service';

/** Multipart is registered here only, with the staff limits; shoppers' upload routes keep their own. */
export const adminMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MEDIA_VIDEO_MAX_BYTES, files: 1 } });

  app.get('/media', { schema: { response: { 200: z.array(MediaItemSchema) } } }, async () =>
    listMedia(app.db),
  );

  app.post(
    '/media',
    { schema: { multipartBody: UploadFormSchema, response: { 201: MediaItemSchema } } },
    async (request, reply) => {
      const file = await readUploadedFile(request, {
        noFile: ADMIN_MESSAGES.noFile,
        tooLarge: ADMIN_MESSAGES.fileTooLarge,
      });
      return reply.status(201).send(await uploadMedia(app.db, app.media, sessionUser(request).id, file));
    },
  );

  app.post(
    '/media/url',
    { schema: { body: MediaUrlBodySchema, response: { 201: MediaItemSchema } } },
    async (request, reply) =>
      reply.status(201).send(await addMediaUrl(app.db, sessionUser(request).id, request.body)),
  );

  app.delete(
    '/media/:id',
    { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) =>
      noContent(reply, deleteMedia(app.db, app.media, sessionUser(request).id, request.params.id)),
  );
};

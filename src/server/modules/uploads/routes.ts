import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UploadedImageSchema, UploadFormSchema } from '../../../domain/http';
import { readUploadedFile } from '../../plugins/multipart-file';
import { limitPerClient } from '../../plugins/rate-limit';
import { IMAGE_RULE, MAX_UPLOAD_BYTES } from '../../../domain/http';
import { storeUploadedImage } from './service';

export const NO_FILE = 'Please choose an image to upload';

/**
 * Shoppers' uploads (inspiration images for a custom design request). Multipart is registered inside this
 * plugin, so its limits apply here only; staff uploads can register it again with their own.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  const uploadLimit = limitPerClient(app, 'uploads', { max: 30, windowMs: 60 * 60_000 });

  app.post(
    '/uploads/inspiration',
    {
      schema: { multipartBody: UploadFormSchema, response: { 201: UploadedImageSchema } },
      preHandler: uploadLimit,
    },
    async (request, reply) => {
      const { data } = await readUploadedFile(request, { noFile: NO_FILE, tooLarge: IMAGE_RULE });
      const stored = await storeUploadedImage(app.media, data);
      return reply.status(201).send(stored);
    },
  );
};

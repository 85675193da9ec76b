import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, Invalid } from '../../errors';
import { limitPerClient } from '../../plugins/rate-limit';
import { IMAGE_RULE, MAX_UPLOAD_BYTES, storeUploadedImage, TooLarge } from './service';

export const NO_FILE = 'Please choose an image to upload';
export const UPLOAD_INCOMPLETE = 'The upload did not complete. Please try again.';

/**
 * Shoppers' uploads (inspiration images for a custom design request). Multipart is registered inside this
 * plugin, so its limits apply here only; staff uploads can register it again with their own.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  const uploadLimit = limitPerClient(app, 'uploads', { max: 30, windowMs: 60 * 60_000 });

  app.post(
    '/uploads/inspiration',
    { schema: { response: { 201: z.object({ url: z.string() }) } }, preHandler: uploadLimit },
    async (request, reply) => {
      if (!request.isMultipart()) throw new Invalid(NO_FILE);
      let data: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new Invalid(NO_FILE);
        data = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new TooLarge(IMAGE_RULE);
        if (error instanceof AppError) throw error;
        // Busboy's own errors (a body cut short, a broken boundary) are the client's, not a server fault.
        throw new Invalid(UPLOAD_INCOMPLETE);
      }
      const stored = await storeUploadedImage(path.join(app.config.dataDir, 'images'), data);
      return reply.status(201).send(stored);
    },
  );
};

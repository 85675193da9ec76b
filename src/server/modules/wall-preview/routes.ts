import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoContentSchema } from '../../../domain/http';
import { IdParamsSchema } from '../../../domain/list-query';
import {
  PREVIEW_PRODUCT_INVALID,
  PreviewProductIdSchema,
  RoomPhotoSchema,
  WallPreviewFormSchema,
  WallPreviewSchema,
  WallTileSchema,
} from '../../../domain/wall-preview';
import { AppError, Invalid, TooLarge } from '../../errors';
import { requireUser, sessionUser } from '../../plugins/auth';
import { noContent } from '../../replies';
import { ROOM_PHOTOS } from './room-photos';
import { UPLOAD_INCOMPLETE } from '../../plugins/multipart-file';
import { limitPerClient } from '../../plugins/rate-limit';
import { NO_FILE } from '../uploads/routes';
import { IMAGE_RULE, MAX_UPLOAD_BYTES } from '../../../domain/http';
import { storeUploadedImage } from '../uploads/service';
import {
  assertRoomForPreview,
  deleteWallPreview,
  getWallTile,
  listWallPreviews,
  saveWallPreview,
} from './service';

/** The wall preview (decision 017): shipped room photos, each design's repeat tile, and saved previews. */
export const wallPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/rooms', { schema: { response: { 200: z.array(RoomPhotoSchema) } } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').send([...ROOM_PHOTOS]),
  );

  app.get(
    '/products/:id/wall-tile',
    { schema: { params: IdParamsSchema, response: { 200: WallTileSchema } } },
    async (request) => getWallTile(app.db, request.params.id),
  );

  await app.register(accountRoutes);
};

/** A shopper's kept previews: signed in only, with multipart registered here alone. */
const accountRoutes: FastifyPluginAsyncZod = async (account) => {
  await account.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2 } });
  account.addHook('onRequest', requireUser);
  const saveLimit = limitPerClient(account, 'wall-previews', { max: 30, windowMs: 60 * 60_000 });

  account.get(
    '/account/wall-previews',
    { schema: { response: { 200: z.array(WallPreviewSchema) } } },
    async (request) => listWallPreviews(account.db, sessionUser(request).id),
  );

  account.post(
    '/account/wall-previews',
    {
      schema: { multipartBody: WallPreviewFormSchema, response: { 201: WallPreviewSchema } },
      preHandler: saveLimit,
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new Invalid(NO_FILE);
      let data: Buffer | null = null;
      let productId: string | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') throw new Invalid(NO_FILE);
            data = await part.toBuffer();
          } else if (part.fieldname === 'productId') {
            const parsed = PreviewProductIdSchema.safeParse(part.value);
            if (!parsed.success) throw new Invalid(PREVIEW_PRODUCT_INVALID);
            productId = parsed.data;
          }
        }
      } catch (error) {
        if (error instanceof account.multipartErrors.RequestFileTooLargeError) throw new TooLarge(IMAGE_RULE);
        if (error instanceof AppError) throw error;
        throw new Invalid(UPLOAD_INCOMPLETE);
      }
      if (!data) throw new Invalid(NO_FILE);
      const userId = sessionUser(request).id;
      await assertRoomForPreview(account.db, userId, productId);
      const stored = await storeUploadedImage(account.media, data);
      return reply.status(201).send(await saveWallPreview(account.db, userId, productId, stored.url));
    },
  );

  account.delete(
    '/account/wall-previews/:id',
    { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) =>
      noContent(reply, deleteWallPreview(account.db, sessionUser(request).id, request.params.id)),
  );
};

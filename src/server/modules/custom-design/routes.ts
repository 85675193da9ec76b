import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CustomDesignRequestSchema } from '../../../domain/custom-design';
import { requestUser } from '../../plugins/auth';
import { limitPerClient } from '../../plugins/rate-limit';
import { UPLOADED_IMAGE_URL } from '../uploads/service';
import { createCustomDesignRequest, INVALID_INSPIRATION_IMAGE, SAMPLE_INSPIRATION_IMAGES } from './service';

const InspirationImageSchema = z
  .string({ error: INVALID_INSPIRATION_IMAGE })
  .max(500, INVALID_INSPIRATION_IMAGE)
  .refine(
    (url) => SAMPLE_INSPIRATION_IMAGES.includes(url) || UPLOADED_IMAGE_URL.test(url),
    INVALID_INSPIRATION_IMAGE,
  );

/** The shared schema, with image URLs narrowed to the samples and this store's own uploads. */
export const CustomDesignRequestBodySchema = CustomDesignRequestSchema.extend({
  inspirationImages: z.array(InspirationImageSchema).max(10, 'At most 10 inspiration images').default([]),
});

export const customDesignRoutes: FastifyPluginAsyncZod = async (app) => {
  const submitLimit = limitPerClient(app, 'custom-design', { max: 10, windowMs: 60 * 60_000 });

  app.post(
    '/custom-design',
    {
      schema: {
        body: CustomDesignRequestBodySchema,
        response: { 201: z.object({ id: z.string(), message: z.string() }) },
      },
      preHandler: submitLimit,
    },
    async (request, reply) => {
      const user = await requestUser(request);
      const created = await createCustomDesignRequest(
        app.db,
        app.config,
        app.media,
        request.body,
        user?.id ?? null,
        request.log,
      );
      return reply.status(201).send(created);
    },
  );
};

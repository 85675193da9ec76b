import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomDesignRequestBodySchema, CustomDesignSubmittedSchema } from '../../../domain/custom-design';
import { requestUser } from '../../plugins/auth';
import { limitPerClient, limitPerRecipient } from '../../plugins/rate-limit';
import { createCustomDesignRequest } from './service';

export const customDesignRoutes: FastifyPluginAsyncZod = async (app) => {
  const mayConfirm = limitPerRecipient(app, 'custom-design');
  app.post(
    '/custom-design',
    {
      schema: { body: CustomDesignRequestBodySchema, response: { 201: CustomDesignSubmittedSchema } },
      preHandler: limitPerClient(app, 'custom-design', { max: 10, windowMs: 60 * 60_000 }),
    },
    async (request, reply) => {
      const user = await requestUser(request);
      const created = await createCustomDesignRequest(
        app.db,
        app.config,
        app.media,
        request.body,
        { userId: user?.id ?? null, confirm: await mayConfirm(request) },
        request.log,
      );
      return reply.status(201).send(created);
    },
  );
};

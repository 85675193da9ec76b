import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageSchema, ContactResponseSchema } from '../../../domain/contact';
import { limitPerClient } from '../../plugins/rate-limit';
import { createContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendLimit = limitPerClient(app, 'contact', { max: 10, windowMs: 60 * 60_000 });

  app.post(
    '/contact',
    {
      schema: { body: ContactMessageSchema, response: { 201: ContactResponseSchema } },
      preHandler: sendLimit,
    },
    async (request, reply) =>
      reply.status(201).send(await createContactMessage(app.db, app.config, request.body, request.log)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageSchema, ContactResponseSchema } from '../../../domain/contact';
import { limitPerClient, limitPerRecipient } from '../../plugins/rate-limit';
import { createContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendLimit = limitPerClient(app, 'contact', { max: 10, windowMs: 60 * 60_000 });
  const mayAcknowledge = limitPerRecipient(app, 'contact');

  app.post(
    '/contact',
    {
      schema: { body: ContactMessageSchema, response: { 201: ContactResponseSchema } },
      preHandler: sendLimit,
    },
    async (request, reply) => {
      const acknowledge = await mayAcknowledge(request);
      const sent = await createContactMessage(app.db, app.config, request.body, { acknowledge }, request.log);
      return reply.status(201).send(sent);
    },
  );
};

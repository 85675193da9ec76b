import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminContactMessageSchema,
  AdminCustomDesignRequestSchema,
  InboxQuerySchema,
  InboxStatusBodySchema,
} from '../../../domain/inbox';
import { IdParamsSchema } from '../../../domain/list-query';
import { OutboxEntrySchema, OutboxQuerySchema } from '../../../domain/outbox';
import { canAccess } from '../../../domain/staff';
import { sessionUser } from '../../plugins/auth';
import {
  listContactMessages,
  listCustomDesignRequests,
  listOutbox,
  setContactMessageStatus,
  setCustomDesignRequestStatus,
} from './inbox-service';

export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/custom-design-requests',
    { schema: { querystring: InboxQuerySchema, response: { 200: z.array(AdminCustomDesignRequestSchema) } } },
    async (request) => listCustomDesignRequests(app.db, request.query.status),
  );
  app.patch(
    '/custom-design-requests/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: InboxStatusBodySchema,
        response: { 200: AdminCustomDesignRequestSchema },
      },
    },
    async (request) =>
      setCustomDesignRequestStatus(app.db, sessionUser(request).id, request.params.id, request.body.status),
  );

  app.get(
    '/contact-messages',
    { schema: { querystring: InboxQuerySchema, response: { 200: z.array(AdminContactMessageSchema) } } },
    async (request) => listContactMessages(app.db, request.query.status),
  );
  app.patch(
    '/contact-messages/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: InboxStatusBodySchema,
        response: { 200: AdminContactMessageSchema },
      },
    },
    async (request) =>
      setContactMessageStatus(app.db, sessionUser(request).id, request.params.id, request.body.status),
  );

  /** What the store sent, or stored without SMTP; e2e tests read reset links here with an admin's token. */
  app.get(
    '/outbox',
    { schema: { querystring: OutboxQuerySchema, response: { 200: z.array(OutboxEntrySchema) } } },
    async (request) => listOutbox(app.db, request.query.to, canAccess(sessionUser(request).role, 'admin')),
  );
};

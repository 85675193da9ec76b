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
import { INBOXES, listInbox, listOutbox, setInboxStatus } from './inbox-service';

const INBOX_ROUTES = [
  {
    path: '/custom-design-requests',
    inbox: INBOXES.customDesignRequests,
    schema: AdminCustomDesignRequestSchema,
  },
  { path: '/contact-messages', inbox: INBOXES.contactMessages, schema: AdminContactMessageSchema },
];

export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, inbox, schema } of INBOX_ROUTES) {
    app.get(
      path,
      { schema: { querystring: InboxQuerySchema, response: { 200: z.array(schema) } } },
      async (request) => listInbox(app.db, inbox, request.query.status),
    );
    app.patch(
      `${path}/:id`,
      { schema: { params: IdParamsSchema, body: InboxStatusBodySchema, response: { 200: schema } } },
      async (request) =>
        setInboxStatus(app.db, inbox, sessionUser(request).id, request.params.id, request.body.status),
    );
  }

  /** What the store sent, or stored without SMTP; e2e tests read reset links here with an admin's token. */
  app.get(
    '/outbox',
    { schema: { querystring: OutboxQuerySchema, response: { 200: z.array(OutboxEntrySchema) } } },
    async (request) => listOutbox(app.db, request.query.to, canAccess(sessionUser(request).role, 'admin')),
  );
};

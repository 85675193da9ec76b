import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/list-query';
import {
  InviteBodySchema,
  MessageResultSchema,
  InviteResultSchema,
  StaffUserSchema,
  UpdateUserBodySchema,
} from '../../../domain/staff';
import { sessionUser } from '../../plugins/auth';
import { inviteStaff, listStaff, removeStaff, resendInvite, updateUser } from './users-service';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users', { schema: { response: { 200: z.array(StaffUserSchema) } } }, async () =>
    listStaff(app.db),
  );

  app.patch(
    '/users/:id',
    {
      config: { staffAccess: 'admin' },
      schema: { params: IdParamsSchema, body: UpdateUserBodySchema, response: { 200: StaffUserSchema } },
    },
    async (request) => updateUser(app.db, sessionUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/users/invite',
    {
      config: { staffAccess: 'admin' },
      schema: { body: InviteBodySchema, response: { 201: InviteResultSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteStaff(app.db, app.config, sessionUser(request).id, request.body, request.log)),
  );

  app.post(
    '/users/:id/invite',
    {
      config: { staffAccess: 'admin' },
      schema: { params: IdParamsSchema, response: { 200: MessageResultSchema } },
    },
    async (request) =>
      resendInvite(app.db, app.config, sessionUser(request).id, request.params.id, request.log),
  );

  app.delete(
    '/users/:id',
    {
      config: { staffAccess: 'admin' },
      schema: { params: IdParamsSchema, response: { 200: MessageResultSchema } },
    },
    async (request) => removeStaff(app.db, sessionUser(request).id, request.params.id),
  );
};

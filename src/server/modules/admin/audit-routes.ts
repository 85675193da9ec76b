import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogSchema, PageQuerySchema } from '../../../domain/admin';
import { listAuditLog } from '../audit/service';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { staffAccess: 'admin' },
      schema: { querystring: PageQuerySchema, response: { 200: AuditLogSchema } },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogSchema } from '../../../domain/audit';
import { PageQuerySchema } from '../../../domain/list-query';
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DayQuerySchema, IdParamsSchema, indiaDay, WeekQuerySchema } from '../../../domain/installation';
import { RecordWallsBodySchema, VisitJobListSchema, VisitJobSchema } from '../../../domain/measure-visit';
import { sessionUser } from '../../plugins/auth';
import { boardVisits, installerVisits, recordWalls } from './service';

/**
 * Measurement visits under /api/admin (docs/decisions/071-measurement-visits.md): the installer's visits of a day
 * and the walls they record (installer accounts only), and the week's visits for the dispatch board (staff).
 */
export const adminMeasureVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/installation/visits',
    { schema: { querystring: WeekQuerySchema, response: { 200: VisitJobListSchema } } },
    async (request) => boardVisits(app.db, request.query.from, new Date()),
  );

  const installer = { staffAccess: 'installer' } as const;
  app.get(
    '/installer/visits',
    { config: installer, schema: { querystring: DayQuerySchema, response: { 200: VisitJobListSchema } } },
    async (request) => {
      const now = new Date();
      return installerVisits(app.db, sessionUser(request).id, request.query.day ?? indiaDay(now), now);
    },
  );
  app.post(
    '/installer/visits/:id/walls',
    {
      config: installer,
      schema: { params: IdParamsSchema, body: RecordWallsBodySchema, response: { 200: VisitJobSchema } },
    },
    async (request) =>
      recordWalls(app.db, sessionUser(request).id, request.params.id, request.body, new Date()),
  );
};

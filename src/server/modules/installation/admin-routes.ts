import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_RULE, MAX_UPLOAD_BYTES, UploadFormSchema } from '../../../domain/http';
import {
  AssignBodySchema,
  BoardSchema,
  DayQuerySchema,
  FinishBodySchema,
  IdParamsSchema,
  indiaDay,
  JobListSchema,
  JobSchema,
  PhotoQuerySchema,
  ProblemBodySchema,
  ResolveBodySchema,
  TeamBodySchema,
  TeamListSchema,
  TeamMembersBodySchema,
  TeamSchema,
  WeekQuerySchema,
} from '../../../domain/installation';
import { canAccess } from '../../../domain/staff';
import { sessionUser } from '../../plugins/auth';
import { readUploadedFile } from '../../plugins/multipart-file';
import { afterSaleOf } from '../fulfilment/service';
import { storeUploadedImage } from '../uploads/service';
import { createTeam, listTeams, setTeamInstallers, updateTeam } from './teams';
import {
  addPhoto,
  assignJob,
  checkIn,
  dispatchBoard,
  finishJob,
  installerJob,
  installerJobs,
  jobsOfOrder,
  reportProblem,
  resolveProblem,
} from './work';

const NO_PHOTO = 'Choose a photo to upload';

/**
 * Installation under /api/admin (decision 065): teams (admins), the dispatch board (staff) and the installer's
 * own day (installer accounts only, staffAccess 'installer'), all behind the admin plugin's one guard.
 */
export const adminInstallationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  const afterSale = afterSaleOf(app);

  app.get('/installation/teams', { schema: { response: { 200: TeamListSchema } } }, async () =>
    listTeams(app.db),
  );
  app.post(
    '/installation/teams',
    { config: { staffAccess: 'admin' }, schema: { body: TeamBodySchema, response: { 201: TeamSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createTeam(app.db, sessionUser(request).id, request.body)),
  );
  app.put(
    '/installation/teams/:id',
    {
      config: { staffAccess: 'admin' },
      schema: { params: IdParamsSchema, body: TeamBodySchema, response: { 200: TeamSchema } },
    },
    async (request) => updateTeam(app.db, sessionUser(request).id, request.params.id, request.body),
  );
  app.put(
    '/installation/teams/:id/installers',
    {
      config: { staffAccess: 'admin' },
      schema: { params: IdParamsSchema, body: TeamMembersBodySchema, response: { 200: TeamSchema } },
    },
    async (request) =>
      setTeamInstallers(app.db, sessionUser(request).id, request.params.id, request.body.installerIds),
  );

  app.get(
    '/installation/board',
    { schema: { querystring: WeekQuerySchema, response: { 200: BoardSchema } } },
    async (request) => dispatchBoard(app.db, request.query.from, new Date()),
  );
  app.get(
    '/installation/orders/:id/jobs',
    { schema: { params: IdParamsSchema, response: { 200: JobListSchema } } },
    async (request) => jobsOfOrder(app.db, request.params.id, new Date()),
  );
  app.post(
    '/installation/jobs/:id/assign',
    { schema: { params: IdParamsSchema, body: AssignBodySchema, response: { 200: JobSchema } } },
    async (request) =>
      assignJob(
        app.db,
        app.config,
        sessionUser(request).id,
        request.params.id,
        request.body.teamId,
        request.body.slot,
        new Date(),
      ),
  );
  app.post(
    '/installation/jobs/:id/resolve',
    // Refunding the installation is an admin's (decision 048); the service refuses an editor that one action.
    { schema: { params: IdParamsSchema, body: ResolveBodySchema, response: { 200: JobSchema } } },
    async (request) => {
      const user = sessionUser(request);
      return resolveProblem(
        afterSale(request.log),
        { id: user.id, isAdmin: canAccess(user.role, 'admin') },
        request.params.id,
        request.body,
        new Date(),
      );
    },
  );

  const installer = { staffAccess: 'installer' } as const;
  app.get(
    '/installer/jobs',
    { config: installer, schema: { querystring: DayQuerySchema, response: { 200: JobListSchema } } },
    async (request) => {
      const now = new Date();
      return installerJobs(app.db, sessionUser(request).id, request.query.day ?? indiaDay(now), now);
    },
  );
  app.get(
    '/installer/jobs/:id',
    { config: installer, schema: { params: IdParamsSchema, response: { 200: JobSchema } } },
    async (request) => installerJob(app.db, sessionUser(request).id, request.params.id, new Date()),
  );
  app.post(
    '/installer/jobs/:id/check-in',
    { config: installer, schema: { params: IdParamsSchema, response: { 200: JobSchema } } },
    async (request) => checkIn(app.db, app.config, sessionUser(request).id, request.params.id, new Date()),
  );
  app.post(
    '/installer/jobs/:id/photos',
    {
      config: installer,
      schema: {
        params: IdParamsSchema,
        querystring: PhotoQuerySchema,
        multipartBody: UploadFormSchema,
        response: { 201: JobSchema },
      },
    },
    async (request, reply) => {
      const { data } = await readUploadedFile(request, { noFile: NO_PHOTO, tooLarge: IMAGE_RULE });
      const { url } = await storeUploadedImage(app.media, data, 'install');
      const job = await addPhoto(
        app.db,
        sessionUser(request).id,
        request.params.id,
        request.query.stage,
        url,
        new Date(),
      );
      return reply.status(201).send(job);
    },
  );
  app.post(
    '/installer/jobs/:id/finish',
    {
      config: installer,
      schema: { params: IdParamsSchema, body: FinishBodySchema, response: { 200: JobSchema } },
    },
    async (request) =>
      finishJob(app.db, app.config, sessionUser(request).id, request.params.id, request.body, new Date()),
  );
  app.post(
    '/installer/jobs/:id/problem',
    {
      config: installer,
      schema: { params: IdParamsSchema, body: ProblemBodySchema, response: { 200: JobSchema } },
    },
    async (request) =>
      reportProblem(app.db, sessionUser(request).id, request.params.id, request.body, new Date()),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PdfFileSchema } from '../../../domain/http';
import { IdParamsSchema } from '../../../domain/list-query';
import {
  ProductionFileParamsSchema,
  ProductionItemParamsSchema,
  ProductionPacksSchema,
  ProductionStepBodySchema,
} from '../../../domain/production';
import { sessionUser } from '../../plugins/auth';
import { sendPdf } from '../orders/invoice';
import { moveProductionStep, orderPacks, packFile } from './service';

export const adminProductionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Production packs of made-to-measure lines (docs/decisions/068-production-pack.md).
  app.get(
    '/orders/:id/production',
    { schema: { params: IdParamsSchema, response: { 200: ProductionPacksSchema } } },
    async (request) => orderPacks(app.db, request.params.id),
  );

  app.get(
    '/orders/:id/production/:itemId/:file',
    { schema: { params: ProductionFileParamsSchema, response: { 200: PdfFileSchema } } },
    async (request, reply) => {
      const { id, itemId, file } = request.params;
      return sendPdf(reply, await packFile(app.db, app.media, id, itemId, file));
    },
  );

  app.post(
    '/orders/:id/production/:itemId/step',
    {
      schema: {
        params: ProductionItemParamsSchema,
        body: ProductionStepBodySchema,
        response: { 200: ProductionPacksSchema },
      },
    },
    async (request) =>
      moveProductionStep(
        app.db,
        request.params.id,
        request.params.itemId,
        request.body.step,
        sessionUser(request).id,
      ),
  );
};

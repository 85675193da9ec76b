import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { EinvoiceStatusSchema, RecordIrnSchema } from '../../../domain/einvoice';
import { gstr1Csv, Gstr1QuerySchema, Gstr1SummarySchema } from '../../../domain/gstr1';
import { IdParamsSchema } from '../../../domain/list-query';
import { sessionUser } from '../../plugins/auth';
import { orderEinvoice, orderEwayBill, recordIrn } from './einvoice';
import { gstr1Month, gstr1Summary } from './service';

const JsonFileSchema = z.unknown().describe('JSON file');

/** A JSON file to upload to a government portal, as a download; it names buyers, so nothing keeps a copy. */
const sendJsonFile = (reply: FastifyReply, fileName: string, json: unknown) =>
  reply
    .type('application/json; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(JSON.stringify(json, null, 2));

/**
 * /api/admin/gst: the month's GSTR-1 (docs/decisions/055-gstr1.md) and each B2B invoice's e-invoice and e-way bill
 * JSON (docs/decisions/060-einvoice-and-eway-bill.md). Reading them is a read like any other (viewer and up, an
 * accountant's account); recording an IRN changes a tax invoice for good, so it is an admin's.
 */
export const adminGstRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gst/gstr1',
    { schema: { querystring: Gstr1QuerySchema, response: { 200: JsonFileSchema } } },
    async (request, reply) => {
      const { month, format, section } = request.query;
      const { json } = await gstr1Month(app.db, app.config, month);
      const period = `gstr1-${month}`;
      if (format === 'csv') {
        const name = section ?? 'b2b';
        const csv = stringify(gstr1Csv(json, name));
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${period}-${name}.csv"`)
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      }
      return sendJsonFile(reply, `${period}.json`, section ? { [section]: json[section] } : json);
    },
  );

  app.get(
    '/gst/summary',
    {
      schema: { querystring: Gstr1QuerySchema.pick({ month: true }), response: { 200: Gstr1SummarySchema } },
    },
    async (request) => gstr1Summary(app.db, app.config, request.query.month),
  );

  app.get(
    '/orders/:id/einvoice',
    { schema: { params: IdParamsSchema, response: { 200: JsonFileSchema } } },
    async (request, reply) => {
      const { fileName, json } = await orderEinvoice(app.db, app.config, request.params.id);
      return sendJsonFile(reply, fileName, json);
    },
  );

  app.put(
    '/orders/:id/einvoice',
    {
      config: { staffAccess: 'admin', staffRefusal: 'Only an admin can record an e-invoice’s IRN.' },
      schema: { params: IdParamsSchema, body: RecordIrnSchema, response: { 200: EinvoiceStatusSchema } },
    },
    async (request) =>
      recordIrn(app.db, app.config, sessionUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/orders/:id/eway-bill',
    { schema: { params: IdParamsSchema, response: { 200: JsonFileSchema } } },
    async (request, reply) => {
      const { fileName, json } = await orderEwayBill(app.db, app.config, request.params.id);
      return sendJsonFile(reply, fileName, json);
    },
  );
};

import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { istDay } from '../india-days';

/** A spreadsheet download, named after what it holds and the India day it was taken (orders-2025-07-20.csv). */
export const sendCsv = (reply: FastifyReply, name: string, csv: string | Readable) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${istDay(Date.now())}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(csv);

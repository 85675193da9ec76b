import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CsvFileSchema, NoContentSchema } from '../../../domain/http';
import { IdParamsSchema } from '../../../domain/list-query';
import {
  AdminProductListSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  CreateProductSchema,
  FeaturedBodySchema,
  PRODUCT_IMPORT_MAX_BYTES,
  ProductExportQuerySchema,
  ProductFeaturedSchema,
  ProductImportBodySchema,
  ProductImportRefusedSchema,
  ProductImportResultSchema,
} from '../../../domain/product-admin';
import { CATEGORIES } from '../../../domain/constants';
import { TermListSchema } from '../../../domain/product';
import { catalogueChanged } from '../../cache/guest-cache';
import { sessionUser } from '../../plugins/auth';
import { noContent } from '../../replies';
import { StockAdjustmentBodySchema, StockAdjustmentListSchema } from '../../../domain/stock-adjustment';
import { importProductsCsv, productsCsv } from './csv';
import { adjustStock, listStockAdjustments } from './stock-adjustments';
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  setProductFeatured,
  updateProduct,
} from './admin-service';
import { sendCsv } from '../../lib/csv-download';

export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  // The import's body is the CSV file itself; this plugin alone reads text/csv.
  app.addContentTypeParser(
    ['text/csv', 'application/vnd.ms-excel'],
    { parseAs: 'string', bodyLimit: PRODUCT_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onSend', catalogueChanged);

  app.get(
    '/products',
    { schema: { querystring: AdminProductQuerySchema, response: { 200: AdminProductListSchema } } },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.get('/products/categories', { schema: { response: { 200: TermListSchema } } }, async () => [
    ...CATEGORIES,
  ]);

  app.get(
    '/products/export.csv',
    { schema: { querystring: ProductExportQuerySchema, response: { 200: CsvFileSchema } } },
    async (request, reply) => sendCsv(reply, 'products', productsCsv(app.db, request.query)),
  );

  app.post(
    '/products/import',
    {
      bodyLimit: PRODUCT_IMPORT_MAX_BYTES,
      schema: {
        body: ProductImportBodySchema,
        response: { 200: ProductImportResultSchema, 422: ProductImportRefusedSchema },
      },
    },
    async (request, reply) => {
      const result = await importProductsCsv(app.db, sessionUser(request).id, request.body);
      return 'refused' in result ? reply.status(422).send(result) : result;
    },
  );

  app.get(
    '/products/:id',
    { schema: { params: IdParamsSchema, response: { 200: AdminProductSchema } } },
    async (request) => getAdminProduct(app.db, request.params.id),
  );

  app.post(
    '/products',
    { schema: { body: CreateProductSchema, response: { 201: AdminProductSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createProduct(app.db, sessionUser(request).id, request.body)),
  );

  app.put(
    '/products/:id',
    { schema: { params: IdParamsSchema, body: CreateProductSchema, response: { 200: AdminProductSchema } } },
    async (request) => updateProduct(app.db, sessionUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) =>
      noContent(reply, deleteProduct(app.db, sessionUser(request).id, request.params.id)),
  );

  app.patch(
    '/products/:id/featured',
    {
      schema: { params: IdParamsSchema, body: FeaturedBodySchema, response: { 200: ProductFeaturedSchema } },
    },
    async (request) =>
      setProductFeatured(app.db, sessionUser(request).id, request.params.id, request.body.featured),
  );

  app.get(
    '/products/:id/stock-adjustments',
    { schema: { params: IdParamsSchema, response: { 200: StockAdjustmentListSchema } } },
    async (request) => ({ adjustments: await listStockAdjustments(app.db, request.params.id) }),
  );

  app.post(
    '/products/:id/stock-adjustments',
    {
      schema: {
        params: IdParamsSchema,
        body: StockAdjustmentBodySchema,
        response: { 201: AdminProductSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await adjustStock(app.db, sessionUser(request).id, request.params.id, request.body)),
  );
};

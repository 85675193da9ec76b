import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '../../domain/auth';
import { CsvFileSchema, fileResponse, PdfFileSchema } from '../../domain/http';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The fields of a multipart form, for the API document only: @fastify/multipart reads such a request in
     * the handler, so it has no `body` schema to validate it.
     */
    multipartBody?: z.ZodType;
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/** Probes for the orchestrator, not part of the API a client programs against. */
const PROBES = ['/api/health', '/api/ready'];

const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

/** Every refusal is `{ message }` (src/server/errors.ts); the document says so for each operation. */
const { $schema: _dialect, ...messageSchema } = z.toJSONSchema(MessageSchema);
const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: messageSchema } },
});

/**
 * The refusals an operation can give, as far as its shape tells: 400 for any input it validates, 404 for a
 * record its path names, and `4XX` for the rest (a missing session 401, a role or CSRF refusal 403, a conflict
 * 409, a file too large 413, too many requests 429), all with `{ message }`. What a route declares itself stays.
 */
function refusals(method: string, url: string, schema: FastifySchema): Record<string, unknown> {
  const takesInput =
    ['POST', 'PUT', 'PATCH'].includes(method) ||
    Boolean(schema.params || schema.querystring || schema.body || schema.multipartBody);
  return {
    ...(takesInput ? { 400: refusal('The request is invalid: the message says which field and why') } : {}),
    ...(url.includes('/:') ? { 404: refusal('No such record, or not one this caller may see') } : {}),
    '4XX': refusal(
      'Refused: not signed in (401), not allowed or no CSRF token (403), a conflict (409), too large (413) or too many requests (429)',
    ),
  };
}

const VERBS: Record<string, string> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
};
const words = (url: string) =>
  url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part.replaceAll('-', ' ')));
const camel = (parts: string[]) =>
  parts
    .join(' ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('');

/** A stable id from the method and path ('GET /api/orders/:id/invoice' → getOrdersByIdInvoice), for generated clients. */
export const operationIdOf = (method: string, url: string) => camel([VERBS[method] ?? method, ...words(url)]);

/** A route's own summary, else one read from its method and path ('GET /api/orders/:id' → 'Get orders by id'). */
const summaryOf = (method: string, url: string, schema: FastifySchema) => {
  if (typeof schema.summary === 'string' && schema.summary) return schema.summary;
  const text = [VERBS[method] ?? method, ...words(url)].join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The downloads declare their files by content type, not as JSON (src/domain/http.ts). */
const FILES = new Map<unknown, ReturnType<typeof fileResponse>>([
  [CsvFileSchema, fileResponse('text/csv', 'A CSV file, UTF-8 with a byte-order mark')],
  [PdfFileSchema, fileResponse('application/pdf', 'A PDF document')],
]);
const withFiles = (response: unknown) =>
  response && typeof response === 'object'
    ? Object.fromEntries(Object.entries(response).map(([code, value]) => [code, FILES.get(value) ?? value]))
    : response;

/**
 * The OpenAPI 3.1 document, built from the routes' own zod schemas as they are registered (so it cannot drift
 * from what the server validates and serialises), and a reference to browse it. Must be registered before the
 * routes it describes. Only the JSON API under /api is described: images, pages, the sitemap and metrics are not.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Wallcraft API', version: '1' },
      // Relative: the API is at /api on whichever host serves the store (PUBLIC_URL in production).
      servers: [{ url: '/', description: 'The store that serves this document' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      // The session token where a route asks for one (the guard hooks say which); `{}` leaves it optional.
      security: [{ bearer: [] }, {}],
    },
    transform: (document) => {
      const { url } = document;
      if (!url.startsWith('/api/') || PROBES.includes(url)) return { schema: { hide: true }, url };
      const schema = document.schema ?? {};
      const multipartBody = schema.multipartBody;
      const transformed = zodToJsonSchema({
        ...document,
        schema: {
          ...schema,
          response: withFiles(schema.response),
          ...(multipartBody ? { body: multipartBody, consumes: ['multipart/form-data'] } : {}),
        },
      });
      const { method: methods } = document.route;
      const method = Array.isArray(methods) ? String(methods[0]) : String(methods);
      const declared = (transformed.schema.response ?? {}) as Record<string, unknown>;
      // Grouped in the reference by the first segment after /api (products, cart, orders, admin…).
      const tag = url.split('/')[2] ?? 'api';
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          tags: [tag],
          summary: summaryOf(method, url, schema),
          operationId: operationIdOf(method, url),
          response: { ...refusals(method, url, schema), ...declared },
        },
      };
    },
  });
  // Swagger UI's scripts and styles are served from the package itself, so the reference works offline and
  // under the site's CSP (script-src 'self').
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}

import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

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
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      // The session token where a route asks for one (the guard hooks say which); `{}` leaves it optional.
      security: [{ bearer: [] }, {}],
    },
    transform: (document) => {
      const { url } = document;
      if (!url.startsWith('/api/') || PROBES.includes(url)) return { schema: { hide: true }, url };
      const multipartBody = document.schema?.multipartBody;
      const transformed = zodToJsonSchema(
        multipartBody
          ? {
              ...document,
              schema: { ...document.schema, body: multipartBody, consumes: ['multipart/form-data'] },
            }
          : document,
      );
      // Grouped in the reference by the first segment after /api (products, cart, orders, admin…).
      const tag = url.split('/')[2] ?? 'api';
      return { ...transformed, schema: { ...transformed.schema, tags: [tag] } };
    },
  });
  // Swagger UI's scripts and styles are served from the package itself, so the reference works offline and
  // under the site's CSP (script-src 'self').
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}

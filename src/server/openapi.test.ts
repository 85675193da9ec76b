import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_DOCS_PREFIX, OPENAPI_PATH } from './plugins/openapi';
import { createTestApp } from './test/helpers';

/**
 * The API document must describe every JSON route under /api: its path, query and body as the route
 * validates them, and the answers it declares. Routes outside /api (images, pages, the sitemap, robots.txt,
 * metrics) are not JSON API and are not looked at; inside /api only these are left out:
 */
const NOT_JSON_API: Record<string, string> = {
  'GET /api/health': 'liveness probe',
  'GET /api/ready': 'readiness probe',
  [`GET ${OPENAPI_PATH}`]: 'the document itself',
};
/** Swagger UI's page, script and assets, and its own copies of the document. */
const isReference = (url: string) => url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);

/** Writes that take no body at all: the path (and the session) say everything. */
const NO_BODY = new Set([
  'POST /api/auth/logout',
  'POST /api/orders/:id/cancel',
  'POST /api/admin/returns/:id/dispatched',
  'POST /api/admin/abandoned-carts/:id/recovery-email',
  'POST /api/admin/users/:id/invite',
]);
/** Writes whose body is a form with a file, read by @fastify/multipart: documented by `schema.multipartBody`. */
const MULTIPART_BODY = new Set([
  'POST /api/uploads/inspiration',
  'POST /api/account/wall-previews',
  'POST /api/admin/media',
]);
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

interface Parameter {
  name: string;
  in: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

interface ApiRoute {
  key: string;
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

const routes: ApiRoute[] = [];
function collect(route: RouteOptions) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    const key = `${method} ${route.url}`;
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    if (!route.url.startsWith('/api/') || isReference(route.url) || key in NOT_JSON_API) continue;
    routes.push({ key, method, url: route.url, schema: route.schema });
  }
}

// Top-level, so the route table is known when the tests are declared: one test per route.
const { app, close } = await createTestApp({}, { onRoute: collect });
const documentResponse = await app.inject({ url: OPENAPI_PATH });
const document = documentResponse.json<OpenApiDocument>();

afterAll(close);

/** The property names of a zod object schema, as a client sends them. */
const fieldsOf = (schema: unknown): string[] =>
  schema instanceof z.ZodType
    ? Object.keys(
        (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object })
          .properties ?? {},
      )
    : [];

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, served as JSON', () => {
    expect(documentResponse.statusCode).toBe(200);
    expect(documentResponse.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
  });

  it('found the API routes to check', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((route) => route.key)).toContain('GET /api/products');
  });

  it('describes nothing but the JSON API', () => {
    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const expected = routes.map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(documented.sort()).toEqual(expected.sort());
  });

  it.each(routes.map((route) => [route.key, route] as const))('%s', (_key, route) => {
    const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    expect(operation, 'missing from the document').toBeDefined();
    const parameters = (where: string) =>
      (operation?.parameters ?? [])
        .filter((parameter) => parameter.in === where)
        .map((parameter) => parameter.name)
        .sort();

    const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
    if (pathNames.length) expect(route.schema?.params, 'path parameters without a schema').toBeDefined();
    expect(parameters('path')).toEqual(pathNames);
    expect(parameters('query')).toEqual(fieldsOf(route.schema?.querystring).sort());

    if (MULTIPART_BODY.has(route.key)) {
      expect(operation?.requestBody?.content?.['multipart/form-data']?.schema, 'the form').toBeDefined();
    } else if (route.schema?.body) {
      expect(operation?.requestBody?.content?.['application/json']?.schema).toBeDefined();
    } else if (WRITES.has(route.method)) {
      expect(NO_BODY.has(route.key), 'a write without a body schema, nor listed as taking none').toBe(true);
    }

    const declared = Object.keys(route.schema?.response ?? {});
    expect(declared, 'no response schema').not.toEqual([]);
    for (const status of declared) {
      const response = operation?.responses?.[status];
      expect(response, `response ${status} missing from the document`).toBeDefined();
      if (status !== '204')
        expect(Object.keys(response?.content ?? {}), `response ${status}`).not.toEqual([]);
    }
  });
});

describe('money in the document', () => {
  const answered = (path: string, method = 'get') =>
    document.paths[path]?.[method]?.responses?.['200']?.content?.['application/json']?.schema as {
      properties: Record<string, { description?: string }>;
    };

  it.each([
    ['/api/products/{id}', 'price'],
    ['/api/orders/{id}', 'total'],
    ['/api/cart', 'subtotal'],
  ])('%s names the unit of %s', (path, field) => {
    expect(answered(path).properties[field]?.description).toBe('Rupees, exact to the paisa');
  });
});

describe('the API reference', () => {
  it('is served from the package under the site CSP, with nothing from elsewhere', async () => {
    const page = await app.inject({ url: API_DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const asset = await app.inject({ url: script });
      expect(asset.statusCode, script).toBe(200);
      expect(asset.headers['content-type'], script).toMatch(/javascript/);
    }
  });
});

import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { UserRole } from '../domain/constants';
import { createSession } from './modules/auth/service';
import { createPeople, seedProducts } from './test/store-fixtures';
import { createTestApp } from './test/helpers';
import { pngBytes } from './test/uploads';

/**
 * Every route of the app, read from its own route table, gets hostile params, query strings and bodies from
 * every kind of caller, and must never answer 5xx; an /api route's refusal must carry a `{ message }`.
 * `npm test` runs a fixed seed on a small budget; `npm run fuzz` runs many more (FUZZ_RUNS, FUZZ_SEED).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

interface FuzzRoute {
  method: string;
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
}

const toJsonSchema = (schema: unknown): JsonSchema | undefined =>
  schema instanceof z.ZodType
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined;

const routes: FuzzRoute[] = [];
function collect(route: RouteOptions) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    routes.push({
      method,
      url: route.url,
      params: toJsonSchema(route.schema?.params),
      querystring: toJsonSchema(route.schema?.querystring),
      body: toJsonSchema(route.schema?.body),
    });
  }
}

// Top-level, so the route table is known when the tests are declared: one test per route.
const { app, db, close } = await createTestApp({}, { onRoute: collect });
const people = await createPeople(db);
const productIds = (await seedProducts(db, 4)).map((p) => p.id);
const png = await pngBytes(16, 16);

afterAll(close);

// ---------------------------------------------------------------------------------------------------------
// Hostile values

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
];
const ODD_STRINGS = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  '../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '__proto__',
  'constructor',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(60),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-42661417400Z',
  '123e4567-e89b-12d3-a456-4266141740001',
  '{"$gt":""}',
];

const hugeString = fc
  .tuple(fc.integer({ min: 255, max: 300_000 }), fc.constantFrom('a', ' ', 'é', '😀', '\u0000', '%', '.'))
  .map(([length, unit]) => unit.repeat(length));
const withControl = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 12 }))
  .map(([a, c, b]) => `${a}${c}${b}`);
const hostileString = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  { weight: 5, arbitrary: withControl },
  hugeString,
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1e-9, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const deepJson = fc
  .tuple(fc.integer({ min: 20, max: 3000 }), fc.constantFrom('[', '{"a":'))
  .map(
    ([depth, open]) =>
      JSON.parse(open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth)) as unknown,
  );
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.constantFrom(null, true, false, [], {}, [null], { '': null }),
  deepJson,
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

const plausibleText = (min: number, max: number) =>
  (min > 1 ? fc.lorem({ mode: 'sentences', maxCount: 3 }) : fc.stringMatching(/^[A-Za-z0-9][\w .,'-]{0,30}$/))
    .map((text) => text.slice(0, max))
    .filter((text) => text.length >= min);

const plausibleEmail = fc.stringMatching(/^[a-z][a-z0-9.]{0,12}@[a-z]{2,10}\.(com|in|co\.in)$/);

/** Something the schema would accept, or nearly, so a request reaches the services behind validation. */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.string({ maxLength: 10 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => plausible(option, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...productIds), fc.uuid());
      if (schema.format === 'email') return plausibleEmail;
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return plausibleText(schema.minLength ?? 0, Math.min(schema.maxLength ?? 60, 60));
    case 'number':
    case 'integer':
      return fc.integer({ min: 1, max: 50 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [
            key,
            // An e-mail's schema says only 'string' on its input side (the format check comes after trimming).
            /email/i.test(key) ? plausibleEmail : plausible(value, depth + 1),
          ]),
        ),
      );
    default:
      return fc.string({ maxLength: 10 });
  }
}

type Path = (string | number)[];

/** Every place in a value of this schema, a few levels down: where one hostile value can be put. */
function placesIn(schema: JsonSchema | undefined, prefix: Path = [], depth = 0): Path[] {
  if (!schema || depth > 3) return [];
  const inner = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) => [
      [...prefix, key],
      ...placesIn(value, [...prefix, key], depth + 1),
    ]),
    ...(schema.items ? [[...prefix, 0], ...placesIn(schema.items, [...prefix, 0], depth + 1)] : []),
    ...(schema.anyOf ?? schema.oneOf ?? []).flatMap((option) => placesIn(option, prefix, depth + 1)),
  ];
  return inner;
}

function putAt(value: unknown, [head, ...rest]: Path, replacement: unknown): unknown {
  if (head === undefined) return replacement;
  const container: Record<string | number, unknown> =
    typeof value === 'object' && value !== null ? { ...(value as object) } : {};
  container[head] = putAt(container[head], rest, replacement);
  return Array.isArray(value) ? Object.assign([...value], container) : container;
}

/** A plausible value with one place in it (or the whole of it) made hostile. */
function withOneHostile(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const places: Path[] = [[], ...placesIn(schema)];
  return fc
    .tuple(plausible(schema), fc.constantFrom(...places), hostileValue)
    .map(([value, place, hostile]) => putAt(value, place, hostile));
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

// ---------------------------------------------------------------------------------------------------------
// Requests

type Caller = 'guest' | 'forged' | UserRole;
const CALLERS: readonly Caller[] = ['guest', 'forged', 'customer', 'viewer', 'editor', 'admin'];

interface Payload {
  payload?: string | Buffer;
  headers: Record<string, string>;
}

function multipartBody(): fc.Arbitrary<Payload> {
  return fc
    .record({
      field: fc.constantFrom('file', 'file', 'image', ''),
      filename: fc.oneof(fc.constantFrom('wall.png', '', '../../x.png'), withControl, hostileString),
      data: fc.oneof(
        fc.constant(png),
        fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)),
      ),
      boundary: fc.constantFrom('----fuzz-boundary', 'x', '"quoted"'),
      header: fc.constantFrom('with boundary', 'no boundary', 'empty boundary', 'other boundary'),
      cut: fc.option(fc.integer({ min: 0, max: 400 })),
    })
    .map(({ field: name, filename, data, boundary, header, cut }) => {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
      const whole = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const contentType = {
        'with boundary': `multipart/form-data; boundary=${boundary}`,
        'no boundary': 'multipart/form-data',
        'empty boundary': 'multipart/form-data; boundary=',
        'other boundary': 'multipart/form-data; boundary=not-the-one',
      }[header];
      return {
        payload: cut === null ? whole : whole.subarray(0, cut),
        headers: { 'content-type': contentType ?? 'multipart/form-data' },
      };
    });
}

const json = (value: unknown): Payload => ({
  payload: JSON.stringify(value) ?? 'null',
  headers: { 'content-type': 'application/json' },
});

/** Which part of the request carries the hostile value; the others stay plausible, so it is not refused early. */
type Target = 'none' | 'params' | 'query' | 'body' | 'raw body';

function body(route: FuzzRoute, target: Target): fc.Arbitrary<Payload> {
  if (route.method === 'GET' || route.method === 'DELETE') {
    return target === 'raw body' ? hostileValue.map(json) : fc.constant({ headers: {} });
  }
  const schema = route.body ?? { type: 'object' };
  if (target === 'body') return withOneHostile(schema).map(json);
  if (target !== 'raw body') return plausible(schema).map(json);
  return fc.oneof(
    { weight: 2, arbitrary: hostileValue.map(json) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom('{', '{"a":', '[1,', '"\\u00', '{"__proto__":{"x":1}}', 'nul', '{"a":"\\ud800"}'),
          fc.string({ maxLength: 20 }),
        )
        .map(([start, rest]) => ({ payload: start + rest, headers: { 'content-type': 'application/json' } })),
    },
    { weight: 4, arbitrary: multipartBody() },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'bogus'),
          hostileString,
        )
        .map(([type, text]) => ({ payload: text, headers: { 'content-type': type } })),
    },
  );
}

/** Percent-encodes every byte of the UTF-8 form, so even lone surrogates make a URL (as the U+FFFD they become). */
const encode = (value: string) =>
  [...Buffer.from(value)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** Broken escapes a client can put in a URL as it is. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%00', '%C0%AF', '..%2F..%2F', '%2e%2e', '%FF%FE'];
const hostileSegment = fc.oneof(
  hostileValue.map((v) => encode(asText(v))),
  fc.constantFrom(...RAW_SEGMENTS),
);

function pathFor(route: FuzzRoute, target: Target): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const wildcard = route.url.endsWith('*');
  const plain = names.map((name) =>
    plausible(route.params?.properties?.[name]).map((v) => encode(asText(v))),
  );
  if (wildcard) plain.push(fc.webPath().map((p) => p.replace(/^\//, '')));
  const segments =
    target === 'params' && plain.length > 0
      ? fc
          .tuple(fc.tuple(...plain), fc.nat({ max: plain.length - 1 }), hostileSegment)
          .map(([values, i, bad]) => values.map((value, j) => (i === j ? bad : value)))
      : fc.tuple(...plain);
  return segments.map((values) => {
    let url = route.url;
    names.forEach((name, i) => {
      url = url.replace(`:${name}`, values[i] ?? '');
    });
    if (wildcard) url = url.slice(0, -1) + (values[values.length - 1] ?? '');
    return url;
  });
}

function queryFor(route: FuzzRoute, target: Target): fc.Arbitrary<string> {
  const schema = route.querystring ?? { type: 'object' };
  const values = target === 'query' ? withOneHostile(schema) : plausible(schema);
  return fc
    .tuple(
      values,
      fc.boolean(),
      fc.dictionary(fc.string({ maxLength: 6 }), hostileString, { maxKeys: target === 'query' ? 2 : 0 }),
    )
    .map(([known, repeat, extra]) => {
      const search = new URLSearchParams();
      const entries = Object.entries({
        ...extra,
        ...(typeof known === 'object' && known ? known : { q: known }),
      });
      for (const [key, v] of entries) {
        // A key given twice arrives as an array, which a string field must refuse too.
        for (let i = 0; i < (repeat && target === 'query' ? 2 : 1); i++) search.append(key, asText(v));
      }
      const text = search.toString();
      return text ? `?${text}` : '';
    });
}

async function authorization(caller: Caller, route: FuzzRoute): Promise<Record<string, string>> {
  if (caller === 'guest') return {};
  if (caller === 'forged') return { authorization: `Bearer ${'f'.repeat(64)}\u00e9` };
  // Logging out ends the session, so that route gets a session of its own each time.
  const token =
    route.url === '/api/auth/logout' ? await createSession(db, people[caller].id) : people[caller].token;
  return { authorization: `Bearer ${token}` };
}

describe('every route, hostile input, every caller', () => {
  it('found the app’s routes', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/admin/media' }));
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers no 5xx',
    async (_name, route) => {
      const request = fc
        .constantFrom<Target>('none', 'params', 'query', 'query', 'body', 'body', 'body', 'raw body')
        .chain((target) =>
          fc.record({
            caller: fc.constantFrom(...CALLERS),
            path: pathFor(route, target),
            query: queryFor(route, target),
            body: body(route, target),
            address: fc.oneof(fc.ipV4(), fc.ipV6()),
          }),
        );
      await fc.assert(
        fc.asyncProperty(request, async ({ caller, path: url, query, body: sent, address }) => {
          const res = await app.inject({
            method: route.method as 'GET',
            url: url + query,
            payload: sent.payload,
            headers: { ...sent.headers, ...(await authorization(caller, route)) },
            remoteAddress: address,
          });
          // On PGlite an injected request settles in microtasks alone, so the loop never reaches the setImmediate
          // callbacks queued for each response, which hold it: FUZZ_RUNS=3000 ran out of heap before this turn.
          await new Promise((resolve) => setImmediate(resolve));
          expect(res.statusCode, `${caller} ${route.method} ${url}${query.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400 && url.startsWith('/api/')) {
            expect(typeof res.json<{ message?: unknown }>().message).toBe('string');
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    120_000 + RUNS * 2_000,
  );

  /**
   * The random walk may miss one field of many; this puts a NUL into each place of each route in turn, the
   * others plausible, as a customer and as an admin (what the first attack on the store did by hand).
   */
  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s refuses a NUL in any one place',
    async (_name, route) => {
      const sample = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { seed: SEED, numRuns: 1 })[0]!;
      const nul = 'a\u0000b';
      const url = sample(pathFor(route, 'none'));
      const query = (sample(plausible(route.querystring ?? { type: 'object' })) ?? {}) as Record<
        string,
        unknown
      >;
      const sentBody = route.body ? sample(plausible(route.body)) : undefined;
      const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const cases = [
        ...names.map((name) => ({ url: route.url.replace(`:${name}`, '%00'), query, body: sentBody })),
        ...Object.keys(route.querystring?.properties ?? {}).map((key) => ({
          url,
          query: { ...query, [key]: nul },
          body: sentBody,
        })),
        ...placesIn(route.body).map((place) => ({ url, query, body: putAt(sentBody, place, nul) })),
      ];
      for (const sent of cases) {
        for (const caller of ['customer', 'admin'] as const) {
          const search = new URLSearchParams(Object.entries(sent.query).map(([k, v]) => [k, asText(v)]));
          const target = `${sent.url.replace(/:(\w+)/g, (_m, name: string) => encode(asText(sample(plausible(route.params?.properties?.[name])))))}?${search}`;
          const res = await app.inject({
            method: route.method as 'GET',
            url: target,
            ...(sent.body === undefined ? {} : json(sent.body)),
            headers: {
              ...(sent.body === undefined ? {} : json(sent.body).headers),
              ...(await authorization(caller, route)),
            },
            remoteAddress: '192.0.2.1',
          });
          expect(
            res.statusCode,
            `${caller} ${route.method} ${target} ${JSON.stringify(sent.body)}`,
          ).toBeLessThan(500);
        }
      }
    },
    120_000,
  );
});

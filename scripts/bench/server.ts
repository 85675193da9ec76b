import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { generateCatalog } from '../../src/server/seed/catalog';
import { insertCatalog } from '../../src/server/seed/seed';
import { SCENARIOS } from './scenarios';

/**
 * The store and a bare Fastify app in one process: the bare app answers each scenario's path with the
 * store's own bytes, so the difference between the two is what our routing, validation, database and
 * serialisation cost.
 */
const size = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  schemaName: config.databaseUrl ? `bench_${process.pid}` : undefined,
});
await insertCatalog(handle.db, generateCatalog(size), 2000);

// The built web app (npm run build, which bench.ts runs first), so pages are rendered as in production.
const app = await buildApp(config, { database: handle, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const [first] = (await app.inject({ method: 'GET', url: '/api/products?limit=1' })).json<{ id: string }[]>();
const paths = SCENARIOS.map((s) => s.path.replace(':id', first?.id ?? ''));

const bodies = new Map<string, string>();
for (const p of paths) bodies.set(p, (await app.inject({ method: 'GET', url: p })).body);
const bare = Fastify({ logger: false });
bare.get('/*', async (request, reply) =>
  reply
    .type(request.url.startsWith('/api/') ? 'application/json' : 'text/html; charset=utf-8')
    .send(bodies.get(request.url) ?? '[]'),
);
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (s: typeof app.server) => {
  const a = s.address();
  return typeof a === 'object' && a ? a.port : 0;
};
process.stdout.write(`${JSON.stringify({ app: port(app.server), bare: port(bare.server), paths, size })}\n`);

process.once('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { products } from '../../src/server/db/schema';
import { isListed } from '../../src/server/modules/products/service';
import { productCount } from '../../src/server/seed/seed';
import { seedBenchCatalogue } from './database';
import { SCENARIOS } from './scenarios';

/**
 * One store instance in its own process, on PGlite in memory or on the PostgreSQL database DATABASE_URL names
 * (the bench's own). BENCH_SEED_PRODUCTS seeds the catalogue to that size first; BENCH_PORT fixes the port, so
 * a restarted instance comes back where the proxy sends requests; BENCH_BARE=1 adds a bare Fastify app that
 * answers each scenario's path with the store's own bytes, so the difference between the two is what our
 * routing, validation, database and serialisation cost. Prints one JSON line once it listens.
 */
const COLD_IDS = 20_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const handle = await openDatabase({ databaseUrl: config.databaseUrl });
const seedSize = Number(process.env.BENCH_SEED_PRODUCTS ?? 0);
if (seedSize > 0) await seedBenchCatalogue(handle.db, seedSize);

// The built web app (npm run build, which bench.ts runs first), so pages are rendered as in production.
const app = await buildApp(config, { database: handle, logger: false });
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });

const port = (s: typeof app.server) => {
  const a = s.address();
  return typeof a === 'object' && a ? a.port : 0;
};

/** Serves each path's bytes as they are, with nothing of the store in between. */
async function bareApp(bodies: ReadonlyMap<string, string>) {
  const bare = Fastify({ logger: false });
  bare.get('/*', async (request, reply) =>
    reply
      .type(request.url.startsWith('/api/') ? 'application/json' : 'text/html; charset=utf-8')
      .send(bodies.get(request.url) ?? '[]'),
  );
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return bare;
}

let bare: Awaited<ReturnType<typeof bareApp>> | null = null;
let paths: string[] = [];
let ids: string[] = [];
let size = 0;
if (process.env.BENCH_BARE === '1') {
  // A spread of listed products in an order that looks random but is the same in every instance on one
  // database, for the cold pass to ask for one not asked before and the bare app to know the warm pass's.
  const rows = await handle.db
    .select({ id: products.id })
    .from(products)
    .where(isListed)
    .orderBy(sql`md5(${products.id}::text)`)
    .limit(COLD_IDS);
  ids = rows.map((row) => row.id);
  size = await productCount(handle.db);
  paths = SCENARIOS.map((s) => s.path.replace(':id', ids[0] ?? ''));
  const bodies = new Map<string, string>();
  for (const p of paths) bodies.set(p, (await app.inject({ method: 'GET', url: p })).body);
  bare = await bareApp(bodies);
}

process.stdout.write(
  `${JSON.stringify({ app: port(app.server), bare: bare ? port(bare.server) : 0, paths, ids, size })}\n`,
);

process.once('SIGTERM', async () => {
  await Promise.all([app.close(), bare?.close()]);
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});

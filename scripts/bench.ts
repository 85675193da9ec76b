import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { CATALOGUE_TARGETS, catalogueFigures, growthTable } from './bench/catalogue';
import { checkoutSoak, checkoutUnderLoad, CHECKOUT_TARGET_P99_MS } from './bench/checkout';
import { createBenchDatabase, seedBenchCatalogue } from './bench/database';
import { lighthouseScores } from './bench/lighthouse';
import { benchLogins } from './bench/logins';
import { PHONE_PROFILE, phoneFirstTap } from './bench/phone';
import { startInstance, startProxy } from './bench/processes';
import { markdownTable } from './bench/report';

/**
 * `npm run bench`: the catalogue API and server-rendered pages, cold and warm, next to a bare Fastify route of
 * the same size, on one instance and on two behind a round-robin proxy; cart add and order placement under load;
 * a checkout soak across two instances with one killed midway; image serving with and without a burst of
 * logins; Lighthouse (mobile) and how soon each public page answers a tap on a phone; a production pack's time and
 * peak memory for the largest wall (decision 068). BENCH_ONLY picks sections;
 * the README's Benchmarks section lists every variable.
 */
const SECTIONS = ['catalogue', 'proxy', 'checkout', 'soak', 'logins', 'lighthouse', 'pack'] as const;
type Section = (typeof SECTIONS)[number];

const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknown.length > 0) {
  console.error(`BENCH_ONLY: unknown section ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  process.exit(1);
}
const skipped: Partial<Record<Section, boolean>> = {
  logins: process.env.BENCH_SKIP_LOGINS === '1',
  pack: process.env.BENCH_SKIP_PACK === '1',
  lighthouse: process.env.BENCH_SKIP_LIGHTHOUSE === '1',
};
const wanted = (section: Section) => (only.length > 0 ? only.includes(section) : !skipped[section]);

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
/** how long PostgreSQL is away in the soak (0: no outage) */
const SOAK_DB_OUTAGE_SECONDS = Number(process.env.BENCH_DB_OUTAGE_SECONDS ?? 4);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? (ADMIN_URL ? 100_000 : 10_000));
/** a second, larger catalogue the catalogue section grows the same database to and measures again (0: none) */
const GROW_TO = Number(process.env.BENCH_GROW_TO ?? 0);
/** The soak's store heals fast: webhooks half a second after each payment, reconciliation every second. */
const SOAK_WEBHOOK_DELAY_MS = 500;
const SOAK_RECONCILE_INTERVAL_MS = 1000;
const REDIS_PREFIX = `bench-${process.pid}`;
const run = promisify(execFile);

if (wanted('catalogue') || wanted('proxy') || wanted('lighthouse'))
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });

/** The real store, built web app and seeded catalogue, as a shopper would reach it. */
async function startStore() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-lh-'));
  const cache = 'node_modules/.cache/wallcraft-e2e-images';
  if (fs.existsSync(cache)) fs.cpSync(cache, path.join(dataDir, 'images'), { recursive: true });
  const port = 3950;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now, for an instance that must come back on the same one after a restart. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Keys the bench's instances left in Redis (rate-limit counters, caches), all under its own prefix. */
async function clearRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  try {
    for await (const keys of redis.scanStream({ match: `${REDIS_PREFIX}:*`, count: 500 }))
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
  } finally {
    await redis.quit();
  }
}

const catalogueNeeded = (['catalogue', 'proxy', 'checkout', 'soak'] as const).some(wanted);
const database =
  ADMIN_URL && (catalogueNeeded || wanted('logins')) ? await createBenchDatabase(ADMIN_URL) : null;
let handle: DatabaseHandle | null = null;
try {
  const where = database ? 'PostgreSQL' : 'PGlite';
  if (database && catalogueNeeded) {
    const seeding = performance.now();
    handle = await openDatabase({ databaseUrl: database.url });
    await seedBenchCatalogue(handle.db, PRODUCTS);
    console.log(
      `Seeded ${PRODUCTS.toLocaleString('en-US')} products on PostgreSQL in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
  }
  // Every instance: the bench's database (seeded above) or PGlite seeded in the instance; no limit on how
  // often a shopper may start a payment, since the bench's shoppers pay far more often than a person does.
  const instanceEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database?.url ?? '',
    BENCH_SEED_PRODUCTS: database ? '' : String(PRODUCTS),
    ORDER_ATTEMPTS_PER_MINUTE: '1000000',
    REDIS_PREFIX,
  };
  const load = { connections: CONNECTIONS, seconds: DURATION };
  const conditions = `${PRODUCTS.toLocaleString('en-US')} products on ${where}, ${CONNECTIONS} connections, ${DURATION} s per run`;
  const targetsNote = `Targets (issue 11) hold for 100,000 products on PostgreSQL at 50 connections, warm: ≥ ${CATALOGUE_TARGETS.shareOfBare * 100}% of the bare route's req/s with p99 ≤ ${CATALOGUE_TARGETS.p99Ms} ms; search p95 ≤ ${CATALOGUE_TARGETS.searchColdP95Ms} ms cold.`;

  if (wanted('catalogue')) {
    const catalogueRun = async (size: number) => {
      const store = await startInstance({ ...instanceEnv, BENCH_BARE: '1' });
      try {
        const figures = await catalogueFigures(
          `http://127.0.0.1:${store.info.app}`,
          `http://127.0.0.1:${store.info.bare}`,
          store.info,
          load,
        );
        const sized = conditions.replace(PRODUCTS.toLocaleString('en-US'), size.toLocaleString('en-US'));
        console.log(`\n## Catalogue, one instance (${sized})\n\n${targetsNote}\n\n${figures.table}\n`);
        for (const note of figures.notes) console.log(`Note: ${note}`);
        return figures.runs;
      } finally {
        await store.stop();
      }
    };
    const first = await catalogueRun(PRODUCTS);
    if (GROW_TO > PRODUCTS) {
      if (!handle)
        console.log(
          '\n## How the catalogue grows\n\nSkipped: BENCH_GROW_TO needs DATABASE_URL (PostgreSQL).\n',
        );
      else {
        const growing = performance.now();
        await seedBenchCatalogue(handle.db, GROW_TO);
        console.log(
          `\nGrew the catalogue to ${GROW_TO.toLocaleString('en-US')} products in ${((performance.now() - growing) / 1000).toFixed(1)} s`,
        );
        const second = await catalogueRun(GROW_TO);
        console.log(
          `\n## How the catalogue grows: ${PRODUCTS.toLocaleString('en-US')} and ${GROW_TO.toLocaleString('en-US')} products, side by side\n\nTargets (issue 33): cold p95 at the larger at most twice the smaller's; warm search at least 50% of bare.\n\n${growthTable([PRODUCTS, GROW_TO], first, second)}\n`,
        );
      }
    }
  }

  if (wanted('proxy')) {
    if (!database)
      console.log(
        '\n## Catalogue, two instances behind a proxy\n\nSkipped: needs DATABASE_URL (one PostgreSQL for both).\n',
      );
    else {
      const instances = [
        await startInstance({ ...instanceEnv, BENCH_BARE: '1' }),
        await startInstance({ ...instanceEnv, BENCH_BARE: '1' }),
      ];
      const proxies = [
        await startProxy(instances.map((i) => i.info.app)),
        await startProxy(instances.map((i) => i.info.bare)),
      ];
      try {
        const [storeProxy, bareProxy] = proxies.map((p) => `http://127.0.0.1:${p.info.port}`);
        const figures = await catalogueFigures(
          storeProxy as string,
          bareProxy as string,
          (instances[0] as (typeof instances)[number]).info,
          load,
        );
        console.log(
          `\n## Catalogue, two instances behind a round-robin proxy (${conditions}; the bare route also through the proxy, to two bare apps)\n\n${targetsNote}\n\n${figures.table}\n`,
        );
        for (const note of figures.notes) console.log(`Note: ${note}`);
      } finally {
        await Promise.all([...proxies, ...instances].map((p) => p.stop()));
      }
    }
  }

  if (wanted('checkout')) {
    const table = await checkoutUnderLoad(instanceEnv, SHOPPERS, DURATION);
    console.log(
      `\n## Checkout under load: ${SHOPPERS} shoppers each checking out in a loop for ${DURATION} s, one instance, ${where}\n\nTarget: cart add and order placement p99 ≤ ${CHECKOUT_TARGET_P99_MS} ms.\n\n${table}\n`,
    );
  }

  if (wanted('soak')) {
    if (!database || !handle)
      console.log('\n## Checkout soak\n\nSkipped: needs DATABASE_URL (one PostgreSQL for both instances).\n');
    else {
      const table = await checkoutSoak(
        handle.db,
        {
          ...instanceEnv,
          SANDBOX_WEBHOOK_DELAY_MS: String(SOAK_WEBHOOK_DELAY_MS),
          PAYMENT_RECONCILE_INTERVAL_MS: String(SOAK_RECONCILE_INTERVAL_MS),
        },
        [await freePort(), await freePort()],
        SHOPPERS,
        SOAK_SECONDS,
        SOAK_RECONCILE_INTERVAL_MS,
        SOAK_DB_OUTAGE_SECONDS,
      );
      console.log(
        `\n## Checkout soak: ${SHOPPERS} shoppers for ${SOAK_SECONDS} s across two instances on one PostgreSQL${process.env.REDIS_URL ? ' and Redis' : ''}, PostgreSQL away for ${SOAK_DB_OUTAGE_SECONDS} s a quarter of the way in, one instance killed midway\n\nEach shopper loops: log in (register the first time), cart add, create-order, sandbox card payment, place order; a request to the dead instance is retried as a browser would. Target: 0 lost, 0 duplicated.\n\n${table}\n`,
      );
    }
  }

  if (wanted('pack')) await packFigures();

  if (wanted('logins')) await benchLogins({ ...process.env, DATABASE_URL: database?.url ?? '' });

  if (wanted('lighthouse')) {
    const store = await startStore();
    try {
      const [first] = (await (await fetch(`${store.url}/api/products?limit=1`)).json()) as { id: string }[];
      console.log('\n## Lighthouse, mobile preset (target: 90 or more in each category)\n');
      console.log(
        markdownTable(
          await lighthouseScores([
            `${store.url}/`,
            `${store.url}/products`,
            `${store.url}/products/${first?.id}`,
          ]),
        ),
      );
      await phoneFigures(store.url, first?.id);
    } finally {
      store.stop();
    }
  }
} finally {
  await handle?.close();
  await database?.drop();
  if (process.env.REDIS_URL) await clearRedis(process.env.REDIS_URL);
}

/** Every public page on a slow phone: when it painted, went live, and opened search for a tap made at paint. */
async function phoneFigures(url: string, productId: string | undefined) {
  const pages = ['/', '/products', `/products/${productId}`, '/bestsellers', '/custom-design'];
  const content = ['/about', '/contact', '/privacy', '/returns', '/shipping', '/terms'];
  const { cpuSlowdown, downloadBytesPerSecond, latencyMs } = PHONE_PROFILE;
  const mbits = ((downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1);
  console.log(
    `\n## Phone profile (${cpuSlowdown}× CPU, ${mbits} Mbit/s, ${latencyMs} ms round trip), ms from navigation start (target: live within 3000)\n`,
  );
  console.log(markdownTable(await phoneFirstTap([...pages, ...content].map((path) => url + path))));
}

/**
 * A production pack for a 20 ft × 10 ft wall at 150 DPI, once as a mural and once as a half-drop repeat, each in
 * a process of its own so its peak resident memory is the job's (decision 068: under 512 MB).
 */
async function packFigures() {
  const rows = [];
  for (const kind of ['picture', 'repeat'] as const) {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/bench/pack.ts', kind]);
    const r = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as PackRun;
    rows.push({
      design:
        kind === 'picture' ? 'mural (crop of a 1200 px picture)' : 'half-drop repeat (1024 px tile, 53 cm)',
      panels: r.panels,
      seconds: r.seconds.toFixed(1),
      'peak RSS (MB)': Math.round(r.peakMb),
      'of which at start (MB)': Math.round(r.baselineMb),
      'print PDF (MB)': r.pdfMb.toFixed(1),
      'under 512 MB': r.peakMb < 512 ? 'yes' : 'NO',
    });
  }
  console.log(
    `\n## Production pack: one 20 ft × 10 ft wall with a door at ${process.env.BENCH_PACK_DPI ?? 150} DPI, print file and strip plan\n\nTarget (issue 30): peak resident memory under 512 MB.\n\n${markdownTable(rows)}\n`,
  );
}

interface PackRun {
  panels: number;
  seconds: number;
  baselineMb: number;
  peakMb: number;
  pdfMb: number;
}

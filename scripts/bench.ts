import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { lighthouseScores } from './bench/lighthouse';
import { benchLogins } from './bench/logins';
import { PHONE_PROFILE, phoneFirstTap } from './bench/phone';
import { SCENARIOS } from './bench/scenarios';

/**
 * `npm run bench`: catalogue API and server-rendered page throughput and p99 latency next to a bare Fastify
 * route of the same size, then image serving with and without a burst of logins, then Lighthouse (mobile) over the
 * home, listing and a product page of a freshly started store, and how soon each public page answers a tap on a
 * phone.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

execFileSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: process.env,
});
const line = await new Promise<string>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  createInterface({ input: server.stdout }).once('line', resolve);
});
const info = JSON.parse(line) as { app: number; bare: number; paths: string[]; size: number };

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
      await fetch(`${url}/api/health`).then(
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

async function run(port: number, target: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target}`,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

console.log(`Catalogue of ${info.size} products; ${CONNECTIONS} connections, ${DURATION} s per run\n`);
const rows: Record<string, string | number>[] = [];
for (const [i, scenario] of SCENARIOS.entries()) {
  const target = info.paths[i] as string;
  const store = await run(info.app, target);
  const bare = await run(info.bare, target);
  rows.push({
    scenario: scenario.name,
    'store req/s': store.rps,
    'store p99 ms': store.p99,
    'bare req/s': bare.rps,
    'bare p99 ms': bare.p99,
    'bytes/response': store.bytes,
  });
}
console.table(rows);
server.kill('SIGTERM');

if (process.env.BENCH_SKIP_LOGINS !== '1') await benchLogins();

if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
  const store = await startStore();
  try {
    const [first] = (await (await fetch(`${store.url}/api/products?limit=1`)).json()) as { id: string }[];
    console.log('\nLighthouse, mobile preset (target: 90 or more in each category)\n');
    console.table(
      await lighthouseScores([
        `${store.url}/`,
        `${store.url}/products`,
        `${store.url}/products/${first?.id}`,
      ]),
    );
    await phoneFigures(store.url, first?.id);
  } finally {
    store.stop();
  }
}

/** Every public page on a slow phone: when it painted, went live, and opened search for a tap made at paint. */
async function phoneFigures(url: string, productId: string | undefined) {
  const pages = ['/', '/products', `/products/${productId}`, '/bestsellers', '/custom-design'];
  const content = ['/about', '/contact', '/privacy', '/returns', '/shipping', '/terms'];
  const { cpuSlowdown, downloadBytesPerSecond, latencyMs } = PHONE_PROFILE;
  const mbits = ((downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1);
  console.log(
    `\nPhone profile (${cpuSlowdown}× CPU, ${mbits} Mbit/s, ${latencyMs} ms round trip), ms from navigation start (target: live within 3000)\n`,
  );
  console.table(await phoneFirstTap([...pages, ...content].map((path) => url + path)));
}

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { markdownTable, percentile } from './report';

/**
 * Image serving while logins are hashed: a product image is measured alone, then with 20 logins kept in
 * flight the whole time (half for real customers, half for unknown e-mails, which cost a dummy check).
 * Each login claims its own address through X-Forwarded-For (trusted from loopback) so the per-address rate
 * limit does not turn the load into cheap 429s.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
// A steady stream well below capacity, so latency shows how long a request waits for the server, not for its
// own queue behind the other connections.
const IMAGE_RATE = Number(process.env.BENCH_IMAGE_RATE ?? 100);
const CONNECTIONS = 4;
const IN_FLIGHT = 20;

export async function benchLogins(env: NodeJS.ProcessEnv = process.env) {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./login-server.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    },
  );
  try {
    const line = await new Promise<string>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`login bench server exited with ${code}`)));
      createInterface({ input: server.stdout }).once('line', resolve);
    });
    const info = JSON.parse(line) as { port: number; image: string; emails: string[]; password: string };
    const base = `http://127.0.0.1:${info.port}`;

    const measureImage = async () => {
      const result = await autocannon({
        url: `${base}${info.image}`,
        connections: CONNECTIONS,
        overallRate: IMAGE_RATE,
        duration: DURATION,
        // On a thread of its own: the login loops share this process's event loop, and would otherwise delay
        // reading the image answers and so inflate the latency measured.
        workers: 1,
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${info.image}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      // Answered counts the requests that came back at all: a stalled server shows few, with flattering latencies.
      return {
        answered: result.requests.total,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
      };
    };

    const alone = await measureImage();

    let running = true;
    let n = 0;
    const loginTimes: number[] = [];
    const unexpected: string[] = [];
    const loginLoop = async (slot: number) => {
      while (running) {
        n += 1;
        const known = slot % 2 === 0;
        const email = known ? info.emails[slot % info.emails.length] : `nobody${n}@example.com`;
        const started = performance.now();
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({ email, password: info.password }),
        });
        await res.arrayBuffer();
        loginTimes.push(performance.now() - started);
        if (res.status !== (known ? 200 : 401)) unexpected.push(`${email}: ${res.status}`);
      }
    };
    const loops = Array.from({ length: IN_FLIGHT }, (_, slot) => loginLoop(slot));
    const loaded = await measureImage();
    running = false;
    await Promise.all(loops);
    if (unexpected.length > 0)
      throw new Error(`unexpected login answers: ${unexpected.slice(0, 5).join(', ')}`);

    const sorted = loginTimes.sort((a, b) => a - b);
    console.log(
      `\n## Image serving (${info.image}, 80 KB, ${IMAGE_RATE} req/s) with and without ${IN_FLIGHT} logins in flight (target: p99 under 50 ms)\n`,
    );
    const row = (load: string, m: typeof alone) => ({
      load,
      'images answered': m.answered,
      'image req/s': m.rps,
      'image p50 ms': m.p50,
      'image p99 ms': m.p99,
    });
    console.log(markdownTable([row('image alone', alone), row(`${IN_FLIGHT} concurrent logins`, loaded)]));
    console.log(
      `\nLogins answered: ${sorted.length} in ${DURATION} s; login p50 ${Math.round(percentile(sorted, 50))} ms, p99 ${Math.round(percentile(sorted, 99))} ms\n`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchLogins();

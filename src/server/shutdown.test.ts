import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { contactMessages } from './db/schema';
import { seedStore } from './seed/seed';

const root = path.resolve(import.meta.dirname, '../..');
/** A seeded store (without images, which take minutes to draw) that each test starts a copy of. */
const seededDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-shutdown-seeded-'));
const dataDirs: string[] = [];

beforeAll(async () => {
  const handle = await openDatabase({ dataDir: path.join(seededDir, 'db') });
  await seedStore(handle.db);
  await handle.close();
}, 120_000);

afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

afterAll(() => fs.rmSync(seededDir, { recursive: true, force: true }));

/** The real server in its own process (src/server/main.ts), on a free port. */
async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-shutdown-'));
  dataDirs.push(dataDir);
  fs.cpSync(seededDir, dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Its own database, so its own jobs and limits too: a worker must not take another store's jobs.
      REDIS_PREFIX: `test-shutdown-${path.basename(dataDir).replace(/\W/g, '')}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`The server exited with ${code} before listening`)));
  });
  return { child, port, exited, dataDir };
}

/** A contact message whose body arrives in two halves, so it is in flight for as long as the test likes. */
function slowContactMessage(port: number) {
  const body = JSON.stringify({
    name: 'Asha Rao',
    email: 'asha@example.in',
    subject: 'A mural for the hall',
    message: 'Could someone call me about a custom mural?',
  });
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/contact',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number | undefined; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      request.once('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.once('end', () =>
          resolve({ status: res.statusCode, connection: res.headers.connection, body: text }),
        );
      });
      request.once('error', reject);
    },
  );
  request.write(body.slice(0, half));
  return { response, finish: () => request.end(body.slice(half)) };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function waitUntilRefused(port: number) {
  const until = Date.now() + 5000;
  while (!(await connectionRefused(port))) {
    if (Date.now() > until) throw new Error('The server still accepts connections');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('stopping the server', () => {
  it('on SIGTERM refuses new connections, finishes the requests in flight, closes the database and exits 0', async () => {
    const { child, port, exited, dataDir } = await startServer();
    // An idle keep-alive connection must not hold the process open.
    const agent = new http.Agent({ keepAlive: true });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    await new Promise<void>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) =>
        res.resume().once('end', resolve),
      ),
    );
    const inFlight = [slowContactMessage(port), slowContactMessage(port)];
    await sleep(500);

    child.kill('SIGTERM');
    await waitUntilRefused(port);
    for (const request of inFlight) request.finish();

    const responses = await Promise.all(inFlight.map((r) => r.response));
    for (const response of responses) {
      expect(response.status).toBe(201);
      expect(response.connection).toBe('close');
      expect(JSON.parse(response.body)).toMatchObject({ message: expect.any(String) });
    }
    const stoppedAt = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    agent.destroy();

    // What the requests wrote is in the database, which was closed cleanly enough to open again.
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    expect(await handle.db.select().from(contactMessages)).toHaveLength(2);
    await handle.close();
  }, 60_000);

  it('does not wait for ever on a request that never finishes', async () => {
    const { child, port, exited } = await startServer();
    const stuck = slowContactMessage(port);
    stuck.response.catch(() => undefined);
    await sleep(500);

    const signalledAt = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    const waited = Date.now() - signalledAt;
    expect(waited).toBeGreaterThanOrEqual(9_000);
    expect(waited).toBeLessThan(20_000);
  }, 60_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
/** Rendered product art is the slow part of a first start; reuse it between runs. */
const imageCache = path.join(root, 'node_modules/.cache/wallcraft-e2e-images');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The store exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The store did not answer at ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-e2e-'));
  if (fs.existsSync(imageCache)) fs.cpSync(imageCache, path.join(dataDir, 'images'), { recursive: true });
  const port = await freePort();
  const adminEmail = 'admin@wallcraft.test';
  const adminPassword = 'e2e-admin-password';
  // The compiled server, as `npm start` runs it: test:e2e builds it first, so what is tested is what ships.
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // A paid made-to-measure line's pack within seconds, not the minute a store waits, for the journey's staff;
      // drawn coarse, since the PDFs' contents are the production module's tests and 150 DPI takes minutes here.
      PRODUCTION_PACK_INTERVAL_MS: '3000',
      PRINT_DPI: '20',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // Ready, not merely alive: the store answers health checks while it seeds and draws its art.
  await waitFor(`${baseURL}/api/ready`, child, 180_000);
  fs.mkdirSync(imageCache, { recursive: true });
  fs.cpSync(path.join(dataDir, 'images'), imageCache, { recursive: true });

  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

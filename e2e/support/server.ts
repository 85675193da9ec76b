import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminEmail, adminPassword, baseURL, port } from './env';

/**
 * The store the browser tests run against, as playwright.config.ts's web server: the compiled server, as
 * `npm start` runs it (test:e2e builds it first, so what is tested is what ships), on a data directory of its
 * own that goes when the server does.
 */
const root = path.resolve(import.meta.dirname, '../..');
/** Rendered product art is the slow part of a first start; reuse it between runs. */
const imageCache = path.join(root, 'node_modules/.cache/wallcraft-e2e-images');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-e2e-'));
if (fs.existsSync(imageCache)) fs.cpSync(imageCache, path.join(dataDir, 'images'), { recursive: true });

const store = spawn(process.execPath, ['--enable-source-maps', 'dist-server/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // A paid made-to-measure line's pack within seconds, not the minute a store waits, for the journey's staff;
    // drawn coarse, since the PDFs' contents are the production module's tests and 150 DPI takes minutes here.
    PRODUCTION_PACK_INTERVAL_MS: '3000',
    PRINT_DPI: '20',
  },
  stdio: 'inherit',
});

// Playwright ends the web server with SIGTERM (gracefulShutdown in playwright.config.ts).
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => store.kill('SIGTERM'));
store.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

// Ready, not merely alive: the store answers health checks while it seeds and draws its art.
while (
  store.exitCode === null &&
  !(await fetch(`${baseURL}/api/ready`).then(
    (r) => r.ok,
    () => false,
  ))
) {
  await new Promise((resolve) => setTimeout(resolve, 250));
}
if (store.exitCode === null) {
  fs.mkdirSync(imageCache, { recursive: true });
  fs.cpSync(path.join(dataDir, 'images'), imageCache, { recursive: true });
}

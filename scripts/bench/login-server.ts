import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/modules/auth/password';

/**
 * The store in its own process for the login scenario, so the load generator does not share its event loop:
 * a few customers with real password hashes and one product-sized image under /images/.
 */
const PASSWORD = 'bench-password-1';
const CUSTOMERS = 10;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallcraft-bench-login-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
// PGlite by default; with DATABASE_URL a schema of its own, as the other bench server does.
const handle = await openDatabase({
  dataDir: path.join(dataDir, 'db'),
  databaseUrl: config.databaseUrl,
  schemaName: config.databaseUrl ? `bench_login_${process.pid}` : undefined,
});
const app = await buildApp(config, {
  database: handle,
  logger: false,
  webDist: path.join(dataDir, 'no-web'),
});

const passwordHash = await hashPassword(PASSWORD);
const emails = Array.from({ length: CUSTOMERS }, (_, i) => `bench.customer${i}@example.com`);
await app.db.insert(users).values(emails.map((email, i) => ({ name: `Customer ${i}`, email, passwordHash })));
await app.media.put('bench.jpg', randomBytes(80 * 1024));

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, image: '/images/bench.jpg', emails, password: PASSWORD })}\n`);

process.once('SIGTERM', async () => {
  await app.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});

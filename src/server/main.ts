import path from 'node:path';
import { buildApp } from './app';
import { ensureAdmin } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { seedStore } from './seed/seed';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp(config);
const seeded = await seedStore(app.db, { imagesDir: path.join(config.dataDir, 'images') });
if (seeded.seeded) app.log.info(`Seeded the catalogue with ${seeded.count} products`);
const admin = await ensureAdmin(app.db, config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`\n  ${config.storeName} is running at http://localhost:${port}\n`);
// A dev convenience only: a live store's console output must not carry a password.
if (admin.created && config.admin.fromDefaults && !config.production) {
  console.log(`  Admin account created: ${config.admin.email} / ${config.admin.password}`);
  console.log('  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n');
}

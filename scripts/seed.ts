import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { generateCatalog } from '../src/server/seed/catalog';
import { createMediaStore } from '../src/server/media/store';
import { insertCatalog, productCount, renderMissingArt, seedStore } from '../src/server/seed/seed';

/**
 * `npm run seed -- --products N` grows the catalogue to N products (benchmarks use 10,000 or 100,000).
 * Products beyond the first ones reuse their art, so this renders no new images.
 */
const { values } = parseArgs({ options: { products: { type: 'string', default: '126' } } });
const target = Number(values.products);
if (!Number.isInteger(target) || target < 1) {
  console.error('--products must be a positive whole number');
  process.exit(1);
}

const config = loadConfig();
const handle = await openDatabase({
  dataDir: path.join(config.dataDir, 'db'),
  databaseUrl: config.databaseUrl,
});
const started = performance.now();
await seedStore(handle.db);
const catalog = generateCatalog(target);
// Into the media store, which every instance serves from; products beyond the art ones reuse these.
await renderMissingArt(createMediaStore(handle.db, path.join(config.dataDir, 'images')), target);
await insertCatalog(handle.db, catalog, 2000);
const total = await productCount(handle.db);
console.log(`Catalogue holds ${total} products (${((performance.now() - started) / 1000).toFixed(1)} s)`);
await handle.close();

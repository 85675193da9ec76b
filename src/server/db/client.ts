import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Services take either, so a caller can run them inside its own transaction. */
export type Db = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** A typo such as 'monstrea' scores about 0.55 against 'monstera'; the default 0.6 would miss it. */
const WORD_SIMILARITY = 0.5;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** a directory for PGlite's files; omitted: in memory */
  dataDir?: string;
  databaseUrl?: string;
  /** a Postgres schema to work in (tests use one each, then drop it) */
  schemaName?: string;
}

/**
 * `IF NOT EXISTS` does not guard against another connection creating the same object at the same moment
 * (test files start in parallel): the loser gets a unique or duplicate-object error, and the object exists.
 */
function ignoreConcurrentCreate(error: unknown) {
  if (!(error instanceof pg.DatabaseError) || !['23505', '42710'].includes(error.code ?? '')) throw error;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const settings = [`-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}`];
    if (options.schemaName) settings.push(`-c search_path=${options.schemaName},public`);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: settings.join(' ') });
    if (options.schemaName) {
      // pg_trgm lives in public so that dropping a test schema never drops the extension.
      await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(ignoreConcurrentCreate);
      await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.schemaName}"`);
    }
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder, migrationsSchema: options.schemaName ?? 'drizzle' });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) fs.mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
  return { db, kind: 'pglite', close: () => client.close() };
}

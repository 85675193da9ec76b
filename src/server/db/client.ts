import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { max } from 'drizzle-orm';
import { bigint, pgSchema, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Services take either, so a caller can run them inside its own transaction. */
export type Db = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** where the migrator records what it applied */
  migrationsSchema: string;
  close: () => Promise<void>;
}

/** A typo such as 'monstrea' scores about 0.55 against 'monstera'; the default 0.6 would miss it. */
const WORD_SIMILARITY = 0.5;

/** drizzle's default; tests migrate into their own schema instead */
const DEFAULT_MIGRATIONS_SCHEMA = 'drizzle';

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
    const migrationsSchema = options.schemaName ?? DEFAULT_MIGRATIONS_SCHEMA;
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR, migrationsSchema });
    return { db, kind: 'postgres', migrationsSchema, close: () => pool.end() };
  }
  if (options.dataDir) fs.mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
  return { db, kind: 'pglite', migrationsSchema: DEFAULT_MIGRATIONS_SCHEMA, close: () => client.close() };
}

const JournalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });
let journal: z.infer<typeof JournalSchema> | undefined;

/**
 * Migrations in this build's journal that the database has not recorded, by drizzle's own rule (a migration is
 * applied when one at least as recent is recorded), so this agrees with what `migrate` would do at start.
 */
export async function pendingMigrations(db: Database, migrationsSchema: string): Promise<string[]> {
  journal ??= JournalSchema.parse(
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')),
  );
  const recorded = pgSchema(migrationsSchema).table('__drizzle_migrations', {
    createdAt: bigint('created_at', { mode: 'number' }),
  });
  const [latest] = await db.select({ at: max(recorded.createdAt) }).from(recorded);
  const appliedUpTo = latest?.at ?? 0;
  return journal.entries.filter((entry) => entry.when > appliedUpTo).map((entry) => entry.tag);
}

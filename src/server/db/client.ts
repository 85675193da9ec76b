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
  /** what PostgreSQL calls this pool's connections (pg_stat_activity), so they can be told apart */
  applicationName?: string;
  /** told of a connection PostgreSQL dropped; the pool replaces it, so this is for the log only */
  onConnectionError?: (error: Error) => void;
  /** told of every statement the store sends through Drizzle (the query-count tests count them) */
  onQuery?: (statement: string) => void;
}

const queryLogger = (onQuery: OpenOptions['onQuery']) =>
  onQuery ? { logQuery: (statement: string) => onQuery(statement) } : undefined;

/** how the store's connections show in pg_stat_activity; tests give each database a name of its own */
const APPLICATION_NAME = 'wallcraft';

/**
 * A connection that cannot be made within this fails the request (503), rather than hold it while the database
 * is unreachable without refusing (a network partition, a server that is still starting).
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * `IF NOT EXISTS` does not guard against another connection creating the same object at the same moment
 * (test files start in parallel): the loser gets a unique or duplicate-object error, and the object exists.
 */
function ignoreConcurrentCreate(error: unknown) {
  if (!(error instanceof pg.DatabaseError) || !['23505', '42710'].includes(error.code ?? '')) throw error;
}

/** A PostgreSQL database not yet reached, and what makes it ready: its schema and migrations. */
export interface PendingDatabase {
  handle: DatabaseHandle;
  /** reaches the server and migrates; throws (see `isDatabaseUnavailable`) while the server is away */
  prepare: () => Promise<void>;
}

/**
 * A pool that connects on demand, so it is made without the server and outlives it: a connection PostgreSQL
 * drops (a restart, `pg_terminate_backend`, a failover) is reported and replaced on the next query, never thrown
 * as an unhandled 'error' event that ends the process (docs/decisions/041-surviving-the-database-and-redis.md).
 */
export function connectPostgres(options: OpenOptions & { databaseUrl: string }): PendingDatabase {
  const settings = [`-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}`];
  if (options.schemaName) settings.push(`-c search_path=${options.schemaName},public`);
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    options: settings.join(' '),
    application_name: options.applicationName ?? APPLICATION_NAME,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  const report = options.onConnectionError ?? (() => undefined);
  // An idle connection's error reaches the pool; a checked-out one's (a transaction between two queries) reaches
  // only the client, which the pool stops listening to while it is lent out.
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  const db = drizzlePg(pool, { schema, logger: queryLogger(options.onQuery) });
  const migrationsSchema = options.schemaName ?? DEFAULT_MIGRATIONS_SCHEMA;
  const prepare = async () => {
    if (options.schemaName) {
      // pg_trgm lives in public so that dropping a test schema never drops the extension.
      await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(ignoreConcurrentCreate);
      await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.schemaName}"`);
    }
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR, migrationsSchema });
  };
  return { handle: { db, kind: 'postgres', migrationsSchema, close: () => pool.end() }, prepare };
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { handle, prepare } = connectPostgres({ ...options, databaseUrl: options.databaseUrl });
    try {
      await prepare();
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  if (options.dataDir) fs.mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, logger: queryLogger(options.onQuery) });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
  return { db, kind: 'pglite', migrationsSchema: DEFAULT_MIGRATIONS_SCHEMA, close: () => client.close() };
}

/** Socket errors that mean the server is away or went away, not that the query was wrong. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own words for a connection that ended, timed out, or was already broken when used. */
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error (or what caused it: drizzle wraps the driver's) says the database cannot be reached now:
 * refused or dropped connections, PostgreSQL's connection-exception class 08, and its shutdown and
 * not-yet-accepting codes (57P01-57P03). Such a request is answered 503, not 500: nothing was wrong with it.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (error instanceof pg.DatabaseError && (code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
  if (UNREACHABLE_CODES.has(code) || UNREACHABLE_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
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

/** Postgres 23505, whether the driver's error arrives bare or wrapped in Drizzle's DrizzleQueryError. */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    if ('code' in e && e.code === '23505') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

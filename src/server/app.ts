import type { ServerOptions } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { openInvalidationBus } from './cache/bus';
import { CatalogueCache, type CatalogueCacheOptions } from './cache/catalogue-cache';
import { registerGuestCache } from './cache/guest-cache';
import type { Config } from './config';
import { sql } from 'drizzle-orm';
import {
  connectPostgres,
  isDatabaseUnavailable,
  openDatabase,
  pendingMigrations,
  type Database,
  type DatabaseHandle,
  type OpenOptions,
} from './db/client';
import { registerErrorHandler, RETRY_AFTER_SECONDS, STORE_STARTING } from './errors';
import { SSR_ENTRY, WEB_DIST } from './paths';
import { startJobs } from './jobs';
import { storeJobs } from './job-schedule';
import { createMediaStore, type MediaStore } from './media/store';
import { BOOT_SCRIPT_SOURCE } from './modules/pages/boot';
import { registerPages } from './modules/pages/routes';
import { createPaymentProvider } from './modules/payment/providers';
import { registerRoutes } from './modules/routes';
import { countCacheHit, countCacheMiss } from './metrics';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSessionCookies } from './plugins/session-cookies';
import { closeRedis, openRedis, redisKey, type Redis } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** shared state across instances (REDIS_URL); null runs the same features in this process */
    redis: Redis | null;
    /** images and videos under /images/, in the database with DATA_DIR/images as this instance's cache */
    media: MediaStore;
    /**
     * Settles once the store serves: at once with a database the caller prepared, otherwise once the database
     * answered, was migrated and `prepare` ran. It rejects only on a failure that waiting cannot mend.
     */
    started: Promise<void>;
  }
}

/** How often a start that found no database tries again: soon enough to serve within a second of its return. */
const DATABASE_RETRY_MS = 500;
/** Answered while the store starts, so a load balancer and Prometheus can tell why it does not serve yet. */
const ANSWERED_WHILE_STARTING = new Set(['/api/health', '/api/ready', '/metrics']);

export interface AppOptions {
  /** a database the caller owns (tests share one per file); otherwise one is opened from config */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /** the storefront's built server renderer; pages are rendered in the browser alone when it is missing */
  ssrEntry?: string;
  /** told of every route as it is registered, with its schema (the route fuzz test reads the table this way) */
  onRoute?: (route: RouteOptions) => void;
  /** bounds of the in-process guest cache */
  catalogueCache?: CatalogueCacheOptions;
  /** for a database opened from config.databaseUrl: the schema and connection name (tests use their own) */
  postgres?: Pick<OpenOptions, 'schemaName' | 'applicationName'>;
  /** runs once the database opened from config is reachable and migrated, before the store serves */
  prepare?: (store: { db: Database; media: MediaStore }) => Promise<void>;
}

/**
 * Opens the database from config without waiting for PostgreSQL: the pool is made at once, and the migrations
 * and `prepare` run in the background, tried again every DATABASE_RETRY_MS while the server is unreachable
 * (docs/decisions/041-surviving-the-database-and-redis.md). The embedded database is in this process: no wait.
 */
async function openConfiguredDatabase(
  config: Config,
  options: AppOptions,
  log: FastifyBaseLogger,
): Promise<{ database: DatabaseHandle; migrate: () => Promise<void> }> {
  if (!config.databaseUrl) {
    const database = await openDatabase({ dataDir: path.join(config.dataDir, 'db') });
    return { database, migrate: async () => undefined };
  }
  const { handle, prepare } = connectPostgres({
    databaseUrl: config.databaseUrl,
    ...options.postgres,
    onConnectionError: (err) => log.warn({ err }, 'database connection lost; the pool replaces it'),
  });
  return { database: handle, migrate: prepare };
}

/** Runs `step` until it succeeds, waiting out an unreachable database; stops trying when `stopped` says so. */
async function whenReachable(step: () => Promise<void>, log: FastifyBaseLogger, stopped: () => boolean) {
  let waiting = false;
  for (;;) {
    try {
      await step();
      if (waiting) log.info('database reachable: starting');
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || stopped()) throw error;
      if (!waiting) log.warn({ err: error }, 'database unreachable: waiting for it before serving');
      waiting = true;
      await new Promise((resolve) => setTimeout(resolve, DATABASE_RETRY_MS));
    }
  }
}

/** Node's default wait for a request's headers, kept unless the whole request is allowed less. */
const HEADERS_TIMEOUT_MS = 60_000;
/** How often Node looks for requests over their time at most (its default); a short limit is looked at sooner. */
const TIMEOUT_CHECK_MAX_MS = 30_000;

/**
 * A request that has not fully arrived within REQUEST_TIMEOUT_MS is answered 408 and its connection closed, so a
 * client trickling a body holds a connection for that long at most, not for ever (Fastify's default is no limit).
 * Node enforces it on a sweep, so the sweep runs at least four times per limit. No idle-socket timeout
 * (`connectionTimeout`): a trickle defeats it, and it would cut a slow export whose socket is quiet while it is
 * computed (docs/decisions/042-request-timeouts-and-live-mode-checks.md).
 */
function serverTimeouts(config: Config): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const requestMs = config.timeouts.requestMs;
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: requestMs > 0 ? Math.min(HEADERS_TIMEOUT_MS, requestMs) : HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval:
        requestMs > 0
          ? Math.max(10, Math.min(TIMEOUT_CHECK_MAX_MS, Math.floor(requestMs / 4)))
          : TIMEOUT_CHECK_MAX_MS,
    },
  };
}

/**
 * The browser features the store never uses are switched off for it and anything it embeds (issue 26, the HTTP
 * Observatory's rules). Payment stays for Razorpay's frame; the clipboard (the media library's 'Copy link')
 * and the file picker's camera capture are not governed by these.
 */
export function permissionsPolicy(razorpay: boolean): string {
  const off = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'usb'];
  const payment = razorpay
    ? 'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")'
    : 'payment=()';
  return [...off.map((feature) => `${feature}=()`), payment, 'browsing-topics=()'].join(', ');
}

export async function buildApp(config: Config, options: AppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Only the proxies named by TRUST_PROXY (this machine's, by default) may set X-Forwarded-For: from anyone else
    // it would let a client pick its own address and walk around the rate limits.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const configured = options.database ? null : await openConfiguredDatabase(config, options, app.log);
  const database = options.database ?? configured?.database;
  if (!database) throw new Error('no database');
  const redis = await openRedis(config);
  // ioredis reconnects on its own; unheard, each failed attempt is printed to the console instead of logged.
  redis?.on('error', (err) => app.log.error({ err }, 'Redis connection error'));
  const catalogueCache = new CatalogueCache({
    observe: { hit: countCacheHit, miss: countCacheMiss },
    ...options.catalogueCache,
  });
  const bus = await openInvalidationBus(
    redis,
    redisKey(config, 'cache'),
    () => catalogueCache.drop(),
    app.log,
  );
  catalogueCache.connect(bus);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('redis', redis);
  const media = createMediaStore(database.db, path.join(config.dataDir, 'images'));
  app.decorate('media', media);
  app.decorate('payments', createPaymentProvider(config, database.db, app.log));
  let closing = false;
  let open = !configured;
  const started = configured
    ? whenReachable(
        async () => {
          await configured.migrate();
          await options.prepare?.({ db: database.db, media });
        },
        app.log,
        () => closing,
      ).then(() => {
        open = true;
      })
    : Promise.resolve();
  // Settled here too, so a failure nobody awaits (a test's app) is not an unhandled rejection.
  started.catch(() => undefined);
  app.decorate('started', started);
  // Until then only the health checks and metrics answer: nothing else can work without the tables.
  app.addHook('onRequest', async (request, reply) => {
    if (open || ANSWERED_WHILE_STARTING.has(request.url.split('?')[0] ?? '')) return;
    return reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send({ message: STORE_STARTING });
  });
  app.decorateRequest('user', null);
  const jobs = await startJobs({ db: database.db, config, log: app.log, redis }, storeJobs(config));
  // Fastify runs onClose hooks once the requests in flight have completed, so none loses its database; a job
  // (a reset e-mail, a scheduled run) still writes to it, so it closes after them, and Redis after the queue.
  app.addHook('onClose', async () => {
    closing = true;
    await started.catch(() => undefined);
    await jobs.close();
    if (!options.database) await database.close();
    await bus.close();
    if (redis) await closeRedis(redis);
  });

  registerErrorHandler(app);
  await registerMetrics(app, jobs);
  await registerRateLimits(app, redis ?? undefined);

  const razorpay = config.payment.provider === 'razorpay';
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", BOOT_SCRIPT_SOURCE, ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(razorpay ? ['https://*.razorpay.com'] : [])],
        'frame-src': razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const permissions = permissionsPolicy(razorpay);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', permissions);
  });
  await registerSessionCookies(app);
  registerGuestCache(app, catalogueCache);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // Liveness: the process answers. Kept free of the database so a slow database does not get it restarted.
      api.get('/health', async () => ({ status: 'ok' }));
      // Readiness: worth sending shoppers to, i.e. the database answers and carries this build's migrations.
      api.get('/ready', async (request, reply) => {
        const notReady = (message: string) =>
          reply.status(503).header('Cache-Control', 'no-store').send({ message });
        try {
          await database.db.execute(sql`select 1`);
        } catch (error) {
          request.log.error({ err: error }, 'readiness: database unreachable');
          return notReady('The database is not reachable');
        }
        const pending = await pendingMigrations(database.db, database.migrationsSchema).catch(
          (error: unknown) => {
            request.log.error({ err: error }, 'readiness: migrations unreadable');
            return null;
          },
        );
        if (pending === null) return notReady('The database has no record of its migrations');
        if (pending.length)
          return notReady(`The database lacks ${pending.length} migration(s): ${pending.join(', ')}`);
        if (!open) return notReady(STORE_STARTING);
        return reply.header('Cache-Control', 'no-store').send({ status: 'ready' });
      });
    },
    { prefix: '/api' },
  );
  await registerRoutes(app);

  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: 'Not found' }));
  await registerPages(app, { webDist: options.webDist ?? WEB_DIST, ssrEntry: options.ssrEntry ?? SSR_ENTRY });

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

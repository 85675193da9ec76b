import { buildApp, type App } from './app';
import { prepareStore } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';

/** Time for the requests in flight to finish; a process manager waits longer (Kubernetes 30 s) before SIGKILL. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

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

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish, close the database,
 * exit 0. Fastify closes idle keep-alive connections and answers 503 to requests that arrive meanwhile on open
 * ones. A request that never finishes does not keep the process: after the timeout it exits 1.
 */
function stopOnSignals(app: App) {
  // A request in flight when the server starts closing gets `Connection: close`, so its keep-alive connection
  // ends with its response instead of holding the process until the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const stop = (signal: NodeJS.Signals) => {
    // A second signal gets the default handling: the process ends at once.
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
    app.log.info(`${signal}: finishing the requests in flight, then stopping`);
    setTimeout(() => {
      app.log.error(`Requests still running ${SHUTDOWN_TIMEOUT_MS} ms after ${signal}: stopping anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

const config = readConfig();
let adminCreated = false;
// The store listens at once and says it is not ready (GET /api/ready) until its database answers; then it
// migrates and prepares the store, however long the database takes to come (docs/decisions/041-surviving-the-database-and-redis.md).
const app = await buildApp(config, {
  prepare: async ({ db, media: store }) => {
    const { seeded, admin, media } = await prepareStore(db, config, store);
    if (media.imported)
      app.log.info(`Moved ${media.imported} files from the data folder into the media store`);
    if (seeded.seeded) app.log.info(`Seeded the catalogue with ${seeded.count} products`);
    if (media.rendered) app.log.info(`Drew ${media.rendered} sets of images the media store lacked`);
    adminCreated = admin.created;
  },
});
stopOnSignals(app);

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(`Listening on port ${port}; serving once the database is reachable and prepared`);
app.started.then(
  () => {
    console.log(`\n  ${config.storeName} is running at http://localhost:${port}\n`);
    // A dev convenience only: a live store's console output must not carry a password.
    if (adminCreated && config.admin.fromDefaults && !config.production) {
      console.log(`  Admin account created: ${config.admin.email} / ${config.admin.password}`);
      console.log('  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n');
    }
  },
  (error: unknown) => {
    app.log.fatal({ err: error }, 'The store could not start');
    process.exit(1);
  },
);

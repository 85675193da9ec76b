import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { sql } from 'drizzle-orm';
import { openDatabase, pendingMigrations, type Database, type DatabaseHandle } from './db/client';
import { registerErrorHandler } from './errors';
import { jobsSettled } from './jobs';
import { addressRoutes } from './modules/addresses/routes';
import { sampleRoutes } from './modules/samples/routes';
import { wallPreviewRoutes } from './modules/wall-preview/routes';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { cartRoutes } from './modules/cart/routes';
import { contactRoutes } from './modules/contact/routes';
import { customDesignRoutes } from './modules/custom-design/routes';
import { homeRoutes } from './modules/home/routes';
import { metaRoutes } from './modules/meta/routes';
import { orderRoutes } from './modules/orders/routes';
import { startPaymentReconciliation } from './modules/payment/reconcile';
import { paymentRoutes } from './modules/payment/routes';
import { productRoutes } from './modules/products/routes';
import { recommendationRoutes } from './modules/recommendations/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { BOOT_SCRIPT_SOURCE } from './modules/seo/boot';
import { routeModulePreloads } from './modules/seo/preload';
import { loadPageRenderer } from './modules/seo/render';
import {
  isServerRendered,
  loadTemplate,
  pageMeta,
  renderIndexHtml,
  robotsTxt,
  sitemapXml,
} from './modules/seo/service';
import { uploadRoutes } from './modules/uploads/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { registerRateLimits, type RateLimitStoreOptions } from './plugins/rate-limit';
import { openRedis, type Redis } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** shared state across instances (REDIS_URL); null runs the same features in this process */
    redis: Redis | null;
  }
}

// Resolved from this file, which sits two folders below the project as the built server does (dist-server/server).
export const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));
/** Where `npm run build` puts the storefront's server renderer (vite build --ssr). */
export const SSR_ENTRY = fileURLToPath(new URL('../../dist-server/entry-server.js', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface AppOptions {
  /** a database the caller owns (tests share one per file); otherwise one is opened from config */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /** the storefront's built server renderer; pages are rendered in the browser alone when it is missing */
  ssrEntry?: string;
  /** how many keys each in-process rate-limit counter keeps (with REDIS_URL the counts live in Redis) */
  rateLimit?: Omit<RateLimitStoreOptions, 'redis'>;
  /** told of every route as it is registered, with its schema (the route fuzz test reads the table this way) */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(config: Config, options: AppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Only the proxies named by TRUST_PROXY (this machine's, by default) may set X-Forwarded-For: from anyone else
    // it would let a client pick its own address and walk around the rate limits.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({ dataDir: path.join(config.dataDir, 'db'), databaseUrl: config.databaseUrl }));
  // Fastify runs onClose hooks once the requests in flight have completed, so none loses its database; a queued
  // job (a reset e-mail) still writes to it, so it closes after them.
  const redis = await openRedis(config);
  app.addHook('onClose', async () => {
    await jobsSettled();
    if (!options.database) await database.close();
    await redis?.quit();
  });
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('redis', redis);
  app.decorateRequest('user', null);

  registerErrorHandler(app);
  await registerRateLimits(app, { ...options.rateLimit, redis: redis ?? undefined });

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
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

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
        return reply.header('Cache-Control', 'no-store').send({ status: 'ready' });
      });
      await api.register(productRoutes);
      await api.register(metaRoutes);
      await api.register(authRoutes);
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(customDesignRoutes);
      await api.register(contactRoutes);
      await api.register(uploadRoutes);
      await api.register(reviewRoutes);
      await api.register(recommendationRoutes);
      await api.register(homeRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(paymentRoutes);
      await api.register(orderRoutes);
      await api.register(addressRoutes);
      await api.register(wallPreviewRoutes);
      await api.register(sampleRoutes);
    },
    { prefix: '/api' },
  );
  startPaymentReconciliation(app);

  const imagesDir = path.join(config.dataDir, 'images');
  fs.mkdirSync(imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
  });

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml(app.db, config)),
  );
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send(robotsTxt(config)));

  const webDist = options.webDist ?? WEB_DIST;
  const template = loadTemplate(path.join(webDist, 'index.html'));
  const routeModules = routeModulePreloads(webDist);
  const renderPage = template ? await loadPageRenderer(app, options.ssrEntry ?? SSR_ENTRY) : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // dist/.vite holds the build manifest, which is for the server only.
      dotfiles: 'ignore',
      // Vite fingerprints everything under /assets/, so those names never change content.
      setHeaders: (reply, filePath) =>
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? IMMUTABLE
            : 'public, max-age=0, must-revalidate',
        ),
    });
  }

  const notFound = { message: 'Not found' };
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(notFound));

  // Every other GET is a page of the SPA: a route (not the not-found handler) so that compression applies.
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isPage = !/^\/(api|images|assets)(\/|$)/.test(url) && !/\.[a-z0-9]+$/i.test(url);
    if (!isPage) return reply.status(404).send(notFound);
    if (!template)
      return reply.status(404).type('text/plain').send('The web app is not built: run npm run build.');
    // Crawlers and link previews read this HTML before any script runs, and shoppers see the page sooner.
    const meta = await pageMeta(app.db, config, url);
    // A page that fails to render on the server is still served: the browser renders it on its own.
    const rendered =
      renderPage && isServerRendered(meta)
        ? await renderPage(request.url).catch((error: unknown) => {
            request.log.error({ err: error }, 'server render failed');
            return null;
          })
        : null;
    return reply
      .status(meta.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderIndexHtml(template, config, meta, { modules: routeModules(url), rendered }));
  });

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

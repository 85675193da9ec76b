import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { skipGuestCache } from '../../cache/guest-cache';
import { IMMUTABLE } from '../../media/routes';
import { pageMeta } from '../seo/service';
import { inlineStylesheet, isServerRendered, loadTemplate, renderIndexHtml } from './html';
import { routeModulePreloads } from './preload';
import { loadPageRenderer } from './render';

export interface PageOptions {
  /** the built web app: index.html, its assets and Vite's manifest */
  webDist: string;
  /** the storefront's built server renderer; pages are rendered in the browser alone when it is missing */
  ssrEntry: string;
}

/**
 * The web app's files, and every other GET as one of its pages: a route (not the not-found handler) so
 * that compression applies. The server renders every page as a guest sees it (decision 008), so a
 * rendered page is one for all guests.
 */
export async function registerPages(app: FastifyInstance, { webDist, ssrEntry }: PageOptions) {
  const config = app.config;
  const template = loadTemplate(path.join(webDist, 'index.html'));
  const renderedTemplate = template && inlineStylesheet(template, webDist);
  const routeModules = routeModulePreloads(webDist);
  const renderPage = template ? await loadPageRenderer(app, ssrEntry) : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      decorateReply: false,
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
  app.get('/*', { config: { guestCache: 'page' } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isPage = !/^\/(api|images|assets)(\/|$)/.test(url) && !/\.[a-z0-9]+$/i.test(url);
    if (!isPage) return reply.status(404).send(notFound);
    if (!template)
      return reply.status(404).type('text/plain').send('The web app is not built: run npm run build.');
    // Crawlers and link previews read this HTML before any script runs, and shoppers see the page sooner.
    const meta = await pageMeta(app.db, config, url, request.url.slice(url.length));
    const serverRendered = isServerRendered(meta);
    // A page that fails to render on the server is still served: the browser renders it on its own.
    const rendered =
      renderPage && serverRendered
        ? await renderPage(request.url).catch((error: unknown) => {
            request.log.error({ err: error }, 'server render failed');
            return null;
          })
        : null;
    // A page behind a session, a missing one or a failed render is sent but not kept: only what every guest
    // would get alike goes into the guest cache (its hooks set the caching headers).
    if (!serverRendered || (renderPage && !rendered)) {
      skipGuestCache(request);
      reply.header('Cache-Control', 'no-cache');
    }
    return reply
      .status(meta.status)
      .type('text/html; charset=utf-8')
      .send(
        renderIndexHtml((rendered && renderedTemplate) || template, config, meta, {
          modules: routeModules(url),
          rendered,
        }),
      );
  });
}

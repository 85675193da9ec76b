import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapXml } from './service';

export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml(app.db, app.config)),
  );
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send(robotsTxt(app.config)));
};

import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type * as EntryServer from '../../../web/entry-server';

const NULL_BODY = new Set([204, 205, 304]);

/**
 * The built server renderer, with its API calls answered in-process by `app` (the same routes, checks
 * and serialisation a browser's fetch would get). Null when the web app has not been built for it.
 */
export async function loadPageRenderer(app: FastifyInstance, entry: string) {
  if (!fs.existsSync(entry)) return null;
  const ssr = (await import(pathToFileURL(entry).href)) as typeof EntryServer;
  ssr.setApiTransport(async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NULL_BODY.has(res.statusCode) ? null : res.body, { status: res.statusCode, headers });
  });
  return ssr.render;
}

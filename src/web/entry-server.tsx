import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { routes, type RouteHandle } from './app/router';
import { setApiTransport } from './lib/api-client';

export { setApiTransport };

const handler = createStaticHandler(routes);

const prefetches = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'prefetch' in handle;

/**
 * The storefront page at `url` as a guest first sees it, for the server to send before any script runs:
 * the route's data is fetched first (each route's `handle.prefetch`), then the real components render
 * it. The browser renders afresh from the same data (main.tsx). Null for a redirect.
 */
export async function render(url: string) {
  const pageUrl = new URL(url, 'http://localhost');
  const context = await handler.query(new Request(pageUrl));
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();
  await Promise.all(
    context.matches.flatMap(({ route, params }) =>
      prefetches(route.handle) ? (route.handle.prefetch?.(queryClient, { params, url: pageUrl }) ?? []) : [],
    ),
  );
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  // Only successful answers travel to the browser; a failed one is fetched again there.
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
  return { html, state };
}

import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

// Pages are named exports; React.lazy and route.lazy both want the component itself.
const pick = async <K extends string, C>(load: () => Promise<Record<K, C>>, name: K): Promise<C> =>
  (await load())[name];

/** A page rendered inside <Suspense> (the admin area's sub-pages): its own chunk, fetched on first render. */
export const lazyPage = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => lazy(async () => ({ default: await pick(load, name) }));

/**
 * A router page: its own chunk, fetched before the router renders it, so the server render and
 * hydration wait for it rather than showing a fallback.
 */
export const lazyRoute =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] =>
  async () => ({ Component: await pick(load, name) });

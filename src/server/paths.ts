import { fileURLToPath } from 'node:url';

/*
 * The files the server reads beside its code. They are resolved from this file, which sits two folders below the
 * project as the built server does (dist-server/server/main.js), so one path holds in both.
 */

/** The browser's build (vite build). */
export const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));
/** Where `npm run build` puts the storefront's server renderer (vite build --ssr). */
export const SSR_ENTRY = fileURLToPath(new URL('../../dist-server/entry-server.js', import.meta.url));
/** The SQL that drizzle-kit generates from db/schema.ts and the migrator applies at start. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

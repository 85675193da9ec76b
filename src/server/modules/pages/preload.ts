import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { pageAt, serverRenderedPages } from '../../../domain/pages';

const ManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);

/**
 * The scripts a storefront page loads after the entry: its route module and everything that imports
 * statically, less what index.html already preloads. Listed as modulepreload links, they download with
 * the entry instead of after it has run. Reads Vite's manifest once; without one (no build) it gives none.
 */
export function routeModulePreloads(webDist: string): (pathname: string) => string[] {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => [];
  const manifest = ManifestSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dependency of manifest[key].imports ?? []) closure(dependency, seen);
    return seen;
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);
  const byModule = new Map(
    serverRenderedPages().map(({ module = '' }) => [
      module,
      [...closure(module)].filter((k) => !entry.has(k)).map((k) => `/${manifest[k]?.file}`),
    ]),
  );
  return (pathname) => {
    const page = pageAt(pathname)?.page;
    return (page?.serverRendered && byModule.get(page.module ?? '')) || [];
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('./modules', import.meta.url));
const SERVER = fileURLToPath(new URL('.', import.meta.url));

/** Test code may reach across modules for its set-up; only what ships has to form layers. */
const isTestCode = (file: string) => file.endsWith('.test.ts') || file.includes(`${path.sep}test${path.sep}`);

/** The server directories (below src/server) that the shipped files under `dir` import. */
function importedDirs(dir: string): Set<string> {
  const dirs = new Set<string>();
  for (const file of sourceFiles(dir))
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.relative(SERVER, path.resolve(path.dirname(file), specifier ?? ''));
      if (!target.startsWith('..')) dirs.add(target.split(path.sep)[0] ?? '');
    }
  return dirs;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !isTestCode(full) ? [full] : [];
  });
}

const moduleOf = (file: string) => path.relative(MODULES, file).split(path.sep)[0] ?? '';

/** Each server module and the other modules its shipped files import (type-only imports too: they couple). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), specifier ?? '');
      if (!target.startsWith(MODULES + path.sep)) continue;
      const to = moduleOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every module path that leads back to where it started, e.g. ['orders', 'payment', 'orders']. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      found.push([...trail.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}

// Decision 030: a flow such as checkout calls the modules below it, and none of them calls back up.
describe('server modules', () => {
  it('import each other without cycles', () => {
    const graph = moduleGraph();
    expect(graph.get('checkout')).toContain('orders');
    expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('keep orders below checkout and payment', () => {
    const orders = moduleGraph().get('orders');
    expect(orders).not.toContain('checkout');
    expect(orders).not.toContain('payment');
  });

  // Decision 078: shared helpers sit below the modules (lib/, db/), so nothing reaches up or into the seed.
  it('leave plugins below the modules and the seed above them', () => {
    expect(importedDirs(path.join(SERVER, 'plugins'))).not.toContain('modules');
    expect(importedDirs(MODULES)).not.toContain('seed');
  });
});

import autocannon from 'autocannon';
import { generateCatalog } from '../../src/server/seed/catalog';
import { mulberry32 } from '../../src/server/lib/prng';
import type { InstanceInfo } from './processes';
import { latencyOf, markdownTable, verdict, type Cell, type Latency } from './report';
import { SCENARIOS, type Scenario } from './scenarios';

/** Issue 11's targets, warm cache, 100,000 products on PostgreSQL, 50 connections. */
export const CATALOGUE_TARGETS = { shareOfBare: 0.5, p99Ms: 25, searchColdP95Ms: 20 } as const;

export interface LoadOptions {
  connections: number;
  seconds: number;
}

export interface LoadResult extends Latency {
  /** requests given up after autocannon's 10 s */
  timeouts: number;
  rps: number;
  bytes: number;
}

/**
 * Closed-loop load for `seconds` at `connections`, each request's path from `pathFor` (called once per request,
 * numbered from 0). Percentiles are computed from every 2xx answer's own time; any other answer fails the run,
 * since a fast error is not a figure.
 */
export async function measure(
  base: string,
  pathFor: (n: number) => string,
  { connections, seconds }: LoadOptions,
): Promise<LoadResult> {
  const times: number[] = [];
  let n = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: pathFor(n++) }) }],
      },
      (error: unknown, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) times.push(ms);
    });
  });
  // A wrong answer is a bug to fix before any figure means something; a slow one is a figure (and noted).
  if (result.non2xx > 0 || result.errors > result.timeouts)
    throw new Error(`${base}${pathFor(0)}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    ...latencyOf(times),
    timeouts: result.timeouts,
    rps: Math.round(result.requests.average),
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

/** A shopper's slip: two neighbouring letters swapped, which the store's typo fallback is there to catch. */
const typos = (word: string) =>
  Array.from(
    { length: word.length - 1 },
    (_, i) => word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2),
  );

/**
 * Searches a shopper might type, shuffled, each once: words of the seed's product names, two and three of one
 * name's words together, and words with a typo.
 */
function searchTerms(): string[] {
  const terms = new Set<string>();
  for (const { name } of generateCatalog(1000)) {
    const words = name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => /^[a-z]{3,}$/.test(w));
    words.forEach((word, i) => {
      terms.add(word);
      for (const typo of typos(word)) terms.add(typo);
      words.slice(i + 1).forEach((second, j) => {
        terms.add(`${word} ${second}`);
        for (const third of words.slice(i + j + 2)) terms.add(`${word} ${second} ${third}`);
      });
    });
  }
  const list = [...terms];
  const rand = mulberry32(11);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j] as string, list[i] as string];
  }
  return list;
}

/**
 * The cold pass's n-th path for a scenario, and how many distinct ones there are (past that they repeat).
 * `ids[0]` is the warm pass's product, so the cold pass starts after it.
 */
export function coldPaths(scenario: Scenario, ids: readonly string[], terms: readonly string[]) {
  const url = () => new URL(scenario.path.replace(':id', ids[0] ?? ''), 'http://bench');
  const text = (u: URL) => `${u.pathname}${u.search}`;
  if (scenario.cold === 'id') {
    const pool = ids.slice(1);
    return {
      distinct: pool.length,
      pathFor: (n: number) => scenario.path.replace(':id', pool[n % pool.length] ?? ''),
    };
  }
  if (scenario.cold === 'search') {
    return {
      distinct: terms.length,
      pathFor: (n: number) => {
        const u = url();
        u.searchParams.set('search', terms[n % terms.length] ?? '');
        return text(u);
      },
    };
  }
  return {
    distinct: Number.POSITIVE_INFINITY,
    pathFor: (n: number) => {
      const u = url();
      u.searchParams.set('v', `${process.pid}-${n}`);
      return text(u);
    },
  };
}

/**
 * Each catalogue route twice on a store that has just started: cold (every request one it has not answered
 * before), then warm (one path over and over), beside the bare route sending the warm answer's bytes.
 */
export async function catalogueFigures(
  storeBase: string,
  bareBase: string,
  info: Pick<InstanceInfo, 'paths' | 'ids'>,
  options: LoadOptions,
) {
  const terms = searchTerms();
  const rows: Record<string, Cell>[] = [];
  const notes: string[] = [];
  const runs: RouteRuns[] = [];
  for (const [i, scenario] of SCENARIOS.entries()) {
    const warmPath = info.paths[i] as string;
    const cold = coldPaths(scenario, info.ids, terms);
    const coldFigures = await measure(storeBase, cold.pathFor, options);
    const warm = await measure(storeBase, () => warmPath, options);
    const bare = await measure(bareBase, () => warmPath, options);
    runs.push({ route: scenario.name, cold: coldFigures, warm, bare });
    for (const [pass, m] of [
      ['cold', coldFigures],
      ['warm', warm],
    ] as const) {
      if (m.count === 0) notes.push(`${scenario.name}, ${pass}: no answer within ${options.seconds} s`);
      if (m.timeouts > 0)
        notes.push(`${scenario.name}, ${pass}: ${m.timeouts} requests unanswered after 10 s`);
    }
    if (coldFigures.count > cold.distinct)
      notes.push(
        `${scenario.name}: ${coldFigures.count} cold requests over ${cold.distinct} distinct paths, so some repeated`,
      );
    // Answers still on their way when a run ends are not counted: a run without one has no latency to show.
    const ms = (m: LoadResult, value: number) => (m.count === 0 ? '-' : value);
    const row = (pass: string, m: LoadResult, target: string, met: boolean | null) => ({
      route: scenario.name,
      pass,
      'req/s': m.rps,
      'p50 ms': ms(m, m.p50),
      'p95 ms': ms(m, m.p95),
      'p99 ms': ms(m, m.p99),
      'bare req/s': bare.rps,
      'store / bare': `${((100 * m.rps) / Math.max(1, bare.rps)).toFixed(1)}%`,
      'bytes/answer': m.bytes,
      target,
      'target met': met === null ? '-' : verdict(met),
    });
    const isSearch = scenario.cold === 'search';
    rows.push(
      row(
        'cold',
        coldFigures,
        isSearch ? `p95 ≤ ${CATALOGUE_TARGETS.searchColdP95Ms} ms` : '-',
        isSearch ? coldFigures.count > 0 && coldFigures.p95 <= CATALOGUE_TARGETS.searchColdP95Ms : null,
      ),
      row(
        'warm',
        warm,
        `≥ ${CATALOGUE_TARGETS.shareOfBare * 100}% of bare, p99 ≤ ${CATALOGUE_TARGETS.p99Ms} ms`,
        warm.count > 0 &&
          warm.rps >= CATALOGUE_TARGETS.shareOfBare * bare.rps &&
          warm.p99 <= CATALOGUE_TARGETS.p99Ms,
      ),
    );
  }
  return { table: markdownTable(rows), notes, runs };
}

/** One route's three runs at one catalogue size. */
export interface RouteRuns {
  route: string;
  cold: LoadResult;
  warm: LoadResult;
  bare: LoadResult;
}

/**
 * How each route's cost grows from one catalogue size to a larger one (issue 33: cold p95 at the larger at most
 * twice the smaller's, and warm search at least half of bare at the larger).
 */
export function growthTable(
  sizes: [number, number],
  small: readonly RouteRuns[],
  large: readonly RouteRuns[],
) {
  const label = (n: number) => n.toLocaleString('en-US');
  const [a, b] = sizes.map(label) as [string, string];
  return markdownTable(
    small.map((before) => {
      const after = large.find((runs) => runs.route === before.route);
      const p95 = (m: LoadResult | undefined) => (m && m.count > 0 ? m.p95 : null);
      const [coldA, coldB] = [p95(before.cold), p95(after?.cold)];
      const coldRatio = coldA !== null && coldB !== null ? coldB / Math.max(1, coldA) : null;
      const warmRatio = after ? after.warm.rps / Math.max(1, before.warm.rps) : null;
      const shareOfBare = after ? after.warm.rps / Math.max(1, after.bare.rps) : null;
      return {
        route: before.route,
        [`cold p95 ms, ${a}`]: coldA ?? '-',
        [`cold p95 ms, ${b}`]: coldB ?? '-',
        'cold p95 ×': coldRatio === null ? '-' : coldRatio.toFixed(2),
        [`warm req/s, ${a}`]: before.warm.rps,
        [`warm req/s, ${b}`]: after?.warm.rps ?? '-',
        'warm req/s ×': warmRatio === null ? '-' : warmRatio.toFixed(2),
        [`warm / bare, ${b}`]: shareOfBare === null ? '-' : `${(100 * shareOfBare).toFixed(1)}%`,
        'cold p95 at most 2×': coldRatio === null ? '-' : verdict(coldRatio <= 2),
      };
    }),
  );
}

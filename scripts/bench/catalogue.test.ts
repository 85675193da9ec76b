import { describe, expect, it } from 'vitest';
import { growthTable, type LoadResult, type RouteRuns } from './catalogue';

const run = (p95: number, rps: number, count = 100): LoadResult => ({
  count,
  p50: p95 / 2,
  p95,
  p99: p95 * 2,
  timeouts: 0,
  rps,
  bytes: 1000,
});

const routes = (search: [number, number], page: [number, number], bare: number): RouteRuns[] => [
  { route: 'search', cold: run(search[0], 50), warm: run(2, search[1]), bare: run(1, bare) },
  { route: 'page', cold: run(page[0], 10), warm: run(3, page[1]), bare: run(1, bare) },
];

describe('growthTable', () => {
  it('sets each route at the two sizes side by side with the ratios and the 2× verdict', () => {
    const table = growthTable(
      [100_000, 1_000_000],
      routes([10, 4000], [40, 900], 8000),
      routes([25, 3000], [60, 900], 8000),
    );
    const lines = table.split('\n');
    expect(lines[0]).toContain('cold p95 ms, 100,000 | cold p95 ms, 1,000,000 | cold p95 ×');
    expect(lines[2]).toMatch(
      /^\| search \| 10 \| 25 \| 2\.50 \| 4,000 \| 3,000 \| 0\.75 \| 37\.5% \| not met \|$/,
    );
    expect(lines[3]).toMatch(/^\| page \| 40 \| 60 \| 1\.50 \| 900 \| 900 \| 1\.00 \| 11\.3% \| met \|$/);
  });

  it('shows a run that got no answer as a dash, never as a time of 0', () => {
    const large = routes([25, 3000], [60, 900], 8000);
    large[0] = { ...(large[0] as RouteRuns), cold: run(0, 0, 0) };
    const table = growthTable([1, 2], routes([10, 4000], [40, 900], 8000), large);
    expect(table.split('\n')[2]).toMatch(/^\| search \| 10 \| - \| - \|/);
  });
});

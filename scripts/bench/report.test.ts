import { describe, expect, it } from 'vitest';
import { latencyOf, markdownTable, percentile } from './report';

describe('percentile', () => {
  it('takes the nearest rank, so p99 of 100 values is the 99th and of 10 values the largest', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred.slice(0, 10), 99)).toBe(10);
    expect(percentile([], 99)).toBe(0);
  });

  it('sorts unsorted times before reading them', () => {
    expect(latencyOf([30, 10, 20, 40])).toEqual({ count: 4, p50: 20, p95: 40, p99: 40 });
  });
});

describe('markdownTable', () => {
  it('prints a header, a rule and one row each, with figures grouped and pipes escaped', () => {
    expect(markdownTable([{ route: 'GET /a|b', 'req/s': 12345, 'p99 ms': 3.25 }])).toBe(
      ['| route | req/s | p99 ms |', '| --- | --- | --- |', '| GET /a\\|b | 12,345 | 3.3 |'].join('\n'),
    );
  });
});

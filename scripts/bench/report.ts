/** Latency percentiles and the markdown tables every bench section prints. */

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile of ascending values: the smallest value with at least p% of them at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export function latencyOf(times: readonly number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export type Cell = string | number;

/** A figure as a person reads it: whole milliseconds past 10, one decimal below, thousands grouped. */
export function formatCell(value: Cell): string {
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return '-';
  const digits = Math.abs(value) < 10 && !Number.isInteger(value) ? 1 : 0;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function markdownTable(rows: readonly Record<string, Cell>[]): string {
  if (rows.length === 0) return '(no rows)';
  // Every row's columns, in the order first seen: a failed row may carry fewer figures than the rest.
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((column) => formatCell(row[column] ?? '')))),
  ].join('\n');
}

/** A target beside its figure: 'met' or 'not met', so a reader need not work it out. */
export function verdict(met: boolean): string {
  return met ? 'met' : 'not met';
}

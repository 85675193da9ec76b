import { Counter, type Metric, type Registry } from 'prom-client';

/**
 * Counts that belong to this process rather than to one app: Prometheus scrapes a process, and the code that
 * counts (a cache, a job) has no app at hand. Each app's registry (plugins/metrics.ts) shows them, so /metrics
 * on two apps in one process (tests) shows the same figures.
 */
const processMetrics: Metric[] = [];

/** A process counter with one label; what it returns counts once for that label's value. */
function processCounter(name: string, help: string, label: string) {
  const counter = new Counter({ name, help, labelNames: [label], registers: [] });
  processMetrics.push(counter);
  return (value: string) => counter.inc({ [label]: value });
}

export const countCacheHit = processCounter(
  'wallcraft_cache_hits_total',
  'Answers served from an in-process cache, by cache',
  'cache',
);
export const countCacheMiss = processCounter(
  'wallcraft_cache_misses_total',
  'Answers a cache did not hold and that were computed, by cache',
  'cache',
);
export const countJobDone = processCounter(
  'wallcraft_jobs_completed_total',
  'Background job runs that succeeded in this process, by job',
  'job',
);
export const countJobFailed = processCounter(
  'wallcraft_jobs_failed_total',
  'Background job runs (each try) that failed in this process, by job',
  'job',
);

/** Adds this process's counters to an app's registry. */
export function registerProcessMetrics(registry: Registry) {
  for (const metric of processMetrics) registry.registerMetric(metric);
}

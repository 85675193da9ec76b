import { Counter, type Metric, type Registry } from 'prom-client';

/**
 * Counts that belong to this process rather than to one app: Prometheus scrapes a process, and the code that
 * counts (a cache, a job) has no app at hand. Each app's registry (plugins/metrics.ts) shows them, so /metrics
 * on two apps in one process (tests) shows the same figures.
 */
const cacheHits = new Counter({
  name: 'wallcraft_cache_hits_total',
  help: 'Answers served from an in-process cache, by cache',
  labelNames: ['cache'],
  registers: [],
});
const cacheMisses = new Counter({
  name: 'wallcraft_cache_misses_total',
  help: 'Answers a cache did not hold and that were computed, by cache',
  labelNames: ['cache'],
  registers: [],
});
const jobsDone = new Counter({
  name: 'wallcraft_jobs_completed_total',
  help: 'Background job runs that succeeded in this process, by job',
  labelNames: ['job'],
  registers: [],
});
const jobsFailed = new Counter({
  name: 'wallcraft_jobs_failed_total',
  help: 'Background job runs (each try) that failed in this process, by job',
  labelNames: ['job'],
  registers: [],
});

export const countCacheHit = (cache: string) => cacheHits.inc({ cache });
export const countCacheMiss = (cache: string) => cacheMisses.inc({ cache });
export const countJobDone = (job: string) => jobsDone.inc({ job });
export const countJobFailed = (job: string) => jobsFailed.inc({ job });

/** Adds this process's counters to an app's registry. */
export function registerProcessMetrics(registry: Registry) {
  const metrics: Metric[] = [cacheHits, cacheMisses, jobsDone, jobsFailed];
  for (const metric of metrics) registry.registerMetric(metric);
}

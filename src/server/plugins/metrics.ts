import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyMetrics from 'fastify-metrics';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Jobs } from '../jobs';
import { registerProcessMetrics } from '../metrics';

/** Request durations in seconds, tight at the low end where a catalogue answer should be (p99 ≤ 25 ms). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests, so neither the time taken nor a length mismatch says how much of the token was right. */
function presentsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * Route metrics through fastify-metrics (prom-client) in a registry of this app's own, so several apps in one
 * process (tests) do not collide, plus the process's cache and job counters and the job queue's depth. Must be
 * registered before the routes it measures. GET /metrics exists only when METRICS_TOKEN is set, and answers as
 * any unknown path does unless the request carries `Authorization: Bearer <METRICS_TOKEN>`.
 */
export async function registerMetrics(app: FastifyInstance, jobs: Jobs) {
  const token = app.config.metricsToken;
  const registry = new Registry();
  await app.register(fastifyMetrics, {
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // The summary is built even when disabled; in no registry, it cannot collide with another app's.
      overrides: {
        histogram: { registers: [registry], buckets: DURATION_BUCKETS },
        summary: { registers: [] },
      },
    },
  });
  registerProcessMetrics(registry);
  new Gauge({
    name: 'wallcraft_job_queue_depth',
    help: 'Background jobs by state: the shared queue with Redis, this process alone without',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      try {
        for (const [state, count] of Object.entries(await jobs.depth())) this.set({ state }, count);
      } catch (err) {
        app.log.error({ err }, 'metrics: job queue depth unavailable');
      }
    },
  });

  if (!token) return;
  app.get('/metrics', { config: { disableMetrics: true } }, async (request, reply) => {
    if (!presentsToken(request, token)) return reply.status(404).send({ message: 'Not found' });
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

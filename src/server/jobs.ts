import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { countJobDone, countJobFailed } from './metrics';
import { closeRedis, redisKey, type Redis } from './redis';

export type JobLogger = Pick<FastifyBaseLogger, 'error'>;

const running = new Set<Promise<void>>();

/**
 * Runs work after the answer has gone, so a request never waits for it (nor takes longer for it), and a
 * failure is logged, never thrown. In this process only, so it is lost if the process dies mid-way: what must
 * survive that goes through `queueJob` instead.
 */
export function enqueue(name: string, work: () => Promise<unknown>, log: JobLogger): void {
  const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (err: unknown) => log.error({ err, job: name }, 'background job failed'),
    )
    .finally(() => running.delete(job));
  running.add(job);
}

/** What a job runs with: the database, settings and log of whichever instance picked it up. */
export interface JobContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

export interface JobDefinition<Data extends z.ZodType> {
  name: string;
  /** checked again when a worker takes the job, since it comes back from Redis as plain JSON */
  data: Data;
  run: (context: JobContext, data: z.output<Data>) => Promise<unknown>;
  /** tries in all on the shared queue, the first included; in process a job runs once */
  attempts?: number;
  /** the first retry waits this long, each next one twice as long */
  backoffMs?: number;
}

/** A job as the worker sees it: a name, and a run that checks what Redis handed back. */
export interface RunnableJob {
  name: string;
  attempts?: number;
  backoffMs?: number;
  handle: (context: JobContext, data: unknown) => Promise<unknown>;
}

export function defineJob<Data extends z.ZodType>(
  job: JobDefinition<Data>,
): JobDefinition<Data> & RunnableJob {
  return { ...job, handle: (context, data) => job.run(context, job.data.parse(data)) };
}

/** A job that runs every `everyMs` (0: never), once across all instances when they share Redis. */
export interface ScheduledJob {
  job: RunnableJob;
  everyMs: number;
}

interface SharedQueue {
  key: string;
  queue: Queue;
  /** jobs waiting or running now; retries waiting for their backoff and scheduled runs are not counted */
  busy(): Promise<boolean>;
}

/** The queues the apps in this process opened, by Redis address and prefix: any of them reaches the same jobs. */
const sharedQueues = new Set<SharedQueue>();

const queueKey = (redis: NonNullable<Config['redis']>) => `${redis.url} ${redis.prefix}`;

const QUEUE_NAME = 'jobs';

/**
 * Puts a job on the store's shared queue (Redis), where any instance's worker takes it, with retries. When this
 * process has no queue open for the store (no REDIS_URL, or a script outside the app) `here` runs in this
 * process instead, after the answer, as `enqueue` does. Adding to Redis can fail too: the caller's own record
 * (an outbox row) is what a later retry finds, so nothing is lost but time.
 */
export function queueJob<Data extends z.ZodType>(
  store: { redis?: Config['redis'] },
  job: JobDefinition<Data> & RunnableJob,
  data: z.input<Data>,
  here: () => Promise<unknown>,
  log: JobLogger,
): void {
  const key = store.redis ? queueKey(store.redis) : null;
  const shared = [...sharedQueues].find((q) => q.key === key);
  if (!shared) return enqueue(job.name, here, log);
  enqueue(
    job.name,
    () =>
      shared.queue.add(job.name, data, {
        attempts: job.attempts ?? 1,
        backoff: job.backoffMs ? { type: 'exponential', delay: job.backoffMs } : undefined,
      }),
    log,
  );
}

/**
 * Resolves once every job queued so far, and any they queue, has finished (in this process, and on the shared
 * queues this process opened): for tests. Retries waiting for their backoff are not waited for.
 */
export async function jobsSettled(): Promise<void> {
  for (;;) {
    while (running.size > 0) await Promise.all(running);
    const busy = await Promise.all([...sharedQueues].map((q) => q.busy()));
    if (running.size === 0 && !busy.includes(true)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits for this process's own background work only: for shutdown, which must not wait on other instances. */
async function localJobsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}

export interface JobQueueDepth {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

export interface Jobs {
  /** jobs by state, for /metrics: the shared queue's with Redis, this process's otherwise */
  depth(): Promise<JobQueueDepth>;
  /** stops the schedules and the worker, once the jobs they are running have finished */
  close(): Promise<void>;
}

/** Runs a job, counting it (or its failure) for /metrics; a failure is still thrown, for the caller to retry or log. */
async function runCounted(job: RunnableJob, context: JobContext, data: unknown): Promise<void> {
  try {
    await job.handle(context, data);
    countJobDone(job.name);
  } catch (err) {
    countJobFailed(job.name);
    throw err;
  }
}

/**
 * Starts this app's side of the jobs. With Redis: a BullMQ queue and worker on connections of their own, the
 * schedules upserted as job schedulers (one per job, whoever upserts it, so a run happens once across all
 * instances). Without: each schedule is a timer in this process, one run at a time. The app closes it.
 */
export async function startJobs(
  { redis, ...context }: JobContext & { redis: Redis | null },
  { jobs, scheduled }: { jobs: readonly RunnableJob[]; scheduled: readonly ScheduledJob[] },
): Promise<Jobs> {
  const { config, log } = context;
  if (!redis || !config.redis) return startInProcess(log, context, scheduled);

  const byName = new Map([...jobs, ...scheduled.map((s) => s.job)].map((job) => [job.name, job]));
  const prefix = redisKey(config, 'bull');
  // Unlike the app's own connection these wait out a Redis restart: a job added meanwhile is sent once Redis is
  // back (or found by the outbox retry if it never is), and BullMQ requires a worker's blocking commands to wait.
  const queueConnection = redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: 20,
    commandTimeout: undefined,
  });
  const workerConnection = redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  const queue = new Queue(QUEUE_NAME, {
    connection: queueConnection,
    prefix,
    defaultJobOptions: { removeOnComplete: true, removeOnFail: 1000 },
  });
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const definition = byName.get(job.name);
      if (!definition) throw new Error(`no job called ${job.name}`);
      await runCounted(definition, context, job.data);
    },
    { connection: workerConnection, prefix, concurrency: 4 },
  );
  worker.on('failed', (job, err) =>
    log.error({ err, job: job?.name, attempt: job?.attemptsMade }, 'background job failed'),
  );
  // A lost Redis connection is reported here and retried by ioredis; unheard, it would end the process.
  worker.on('error', (err) => log.error({ err }, 'job worker error'));
  queue.on('error', (err) => log.error({ err }, 'job queue error'));

  for (const { job, everyMs } of scheduled) {
    if (everyMs > 0)
      await queue.upsertJobScheduler(job.name, { every: everyMs }, { name: job.name, data: {} });
    else await queue.removeJobScheduler(job.name);
  }
  const watch = watchSchedulers(queue, queueConnection, scheduled, log);

  const shared: SharedQueue = {
    key: queueKey(config.redis),
    queue,
    busy: async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
      return Object.values(counts).some((n) => n > 0);
    },
  };
  sharedQueues.add(shared);
  return {
    close: async () => {
      sharedQueues.delete(shared);
      watch.stop();
      await localJobsSettled();
      // Lets the jobs this worker holds finish (they use the database, closed after this), then takes no more.
      // With Redis away that wait would never end: the worker lets go at once, and a job it held is run again
      // by another worker once Redis is back (BullMQ's stalled-job check).
      await worker.close(workerConnection.status !== 'ready');
      await queue.close();
      await Promise.all([closeRedis(queueConnection), closeRedis(workerConnection)]);
    },
    depth: async () => {
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
      };
    },
  };
}

/** The longest a lost job scheduler goes unnoticed; a shorter schedule is looked at twice per interval. */
const SCHEDULER_CHECK_MAX_MS = 10_000;

/**
 * Job schedulers live only in Redis, so a Redis that restarts without persistence (or is flushed) forgets them
 * and, unwatched, nothing runs again until an instance restarts. Every instance looks for its schedulers on each
 * reconnect and every half of the shortest interval (at most SCHEDULER_CHECK_MAX_MS), and upserts any that is
 * missing; BullMQ runs a new `every` scheduler at once, and an upsert of one that exists changes nothing, so
 * instances that notice together still get one scheduler and one run
 * (docs/decisions/041-surviving-the-database-and-redis.md).
 */
function watchSchedulers(
  queue: Queue,
  connection: Redis,
  scheduled: readonly ScheduledJob[],
  log: FastifyBaseLogger,
): { stop: () => void } {
  const active = scheduled.filter(({ everyMs }) => everyMs > 0);
  if (!active.length) return { stop: () => undefined };
  let checking = false;
  const check = async () => {
    if (checking || connection.status !== 'ready') return;
    checking = true;
    try {
      for (const { job, everyMs } of active) {
        if (await queue.getJobScheduler(job.name)) continue;
        log.warn({ job: job.name }, 'job scheduler missing from Redis (restarted or flushed): re-created');
        await queue.upsertJobScheduler(job.name, { every: everyMs }, { name: job.name, data: {} });
      }
    } catch (err) {
      log.error({ err }, 'job schedulers not checked');
    } finally {
      checking = false;
    }
  };
  const shortest = Math.min(...active.map(({ everyMs }) => everyMs));
  const timer = setInterval(() => void check(), Math.min(SCHEDULER_CHECK_MAX_MS, Math.ceil(shortest / 2)));
  timer.unref();
  const onReady = () => void check();
  connection.on('ready', onReady);
  return {
    stop: () => {
      clearInterval(timer);
      connection.off('ready', onReady);
    },
  };
}

function startInProcess(log: JobLogger, context: JobContext, scheduled: readonly ScheduledJob[]): Jobs {
  const runs = new Set<Promise<unknown>>();
  const timers = scheduled
    .filter(({ everyMs }) => everyMs > 0)
    .map(({ job, everyMs }) => {
      let current: Promise<unknown> | null = null;
      const timer = setInterval(() => {
        if (current) return;
        current = runCounted(job, context, {})
          .catch((err: unknown) => log.error({ err, job: job.name }, 'background job failed'))
          .finally(() => {
            if (current) runs.delete(current);
            current = null;
          });
        runs.add(current);
      }, everyMs);
      timer.unref();
      return timer;
    });
  return {
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(runs);
      await localJobsSettled();
    },
    depth: async () => ({ waiting: 0, active: running.size + runs.size, delayed: 0, failed: 0 }),
  };
}

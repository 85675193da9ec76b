import type { FastifyBaseLogger } from 'fastify';

export type JobLogger = Pick<FastifyBaseLogger, 'error'>;

const running = new Set<Promise<void>>();

/**
 * Runs work after the answer has gone, so a request never waits for it (nor takes longer for it), and a
 * failure is logged, never thrown. In-process, so a job is lost if the process dies mid-way: this is the one
 * seam a durable queue (BullMQ) would replace.
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

/** Resolves once every job queued so far, and any they queue, has finished: for shutdown and for tests. */
export async function jobsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}

import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { vi } from 'vitest';
import { freePort } from './tcp-proxy';

/**
 * A redis-server of the test's own on a free port, without persistence (as a cache usually runs), so a test
 * may flush, kill and restart it without touching the Redis other tests and engineers share.
 */
export interface TestRedis {
  url: string;
  /** kills it (its data goes with it) */
  stop(): Promise<void>;
  /** starts it again on the same port, empty */
  start(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child) return;
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await vi.waitFor(
      async () => {
        if (!(await accepts(port))) throw new Error('redis-server is not listening yet');
      },
      { timeout: 5000, interval: 50 },
    );
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

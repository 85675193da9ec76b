import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface InstanceInfo {
  app: number;
  bare: number;
  paths: string[];
  ids: string[];
  size: number;
}

export interface Started<T> {
  info: T;
  child: ChildProcess;
  /** SIGTERM, then waits for the process to be gone */
  stop: () => Promise<void>;
}

const script = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

/** A bench script in a process of its own, once it has printed the JSON line that says where it listens. */
export async function startScript<T>(
  name: string,
  env: NodeJS.ProcessEnv,
  args: readonly string[] = [],
): Promise<Started<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', script(name), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`${name} exited with ${code ?? signal}`)));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  return {
    info: JSON.parse(line) as T,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export const startInstance = (env: NodeJS.ProcessEnv) => startScript<InstanceInfo>('server.ts', env);

export const startProxy = (ports: readonly number[]) =>
  startScript<{ port: number }>('proxy.ts', process.env, ports.map(String));

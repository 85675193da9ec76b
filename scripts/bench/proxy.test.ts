import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundRobinProxy } from './proxy';

const servers: http.Server[] = [];

async function listen(server: http.Server) {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** An upstream that answers its name and the X-Forwarded-For it was given. */
const upstream = (name: string) =>
  http.createServer((request, response) => {
    response.end(JSON.stringify({ name, forwardedFor: request.headers['x-forwarded-for'] }));
  });

let proxyPort = 0;
let deadProxyPort = 0;

beforeAll(async () => {
  const a = await listen(upstream('a'));
  const b = await listen(upstream('b'));
  proxyPort = await listen(roundRobinProxy([a, b].map((p) => new URL(`http://127.0.0.1:${p}`))));
  // A port that was listened on and then closed: nothing answers there.
  const gone = http.createServer();
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
  const deadPort = (gone.address() as AddressInfo).port;
  await new Promise((resolve) => gone.close(resolve));
  deadProxyPort = await listen(roundRobinProxy([a, deadPort].map((p) => new URL(`http://127.0.0.1:${p}`))));
});
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

describe('roundRobinProxy', () => {
  it('sends each request to the next upstream in turn, adding the client to X-Forwarded-For', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`http://127.0.0.1:${proxyPort}/x`, {
        headers: { 'x-forwarded-for': '10.0.0.7' },
      });
      answers.push((await res.json()) as { name: string; forwardedFor: string });
    }
    expect(answers.map((a) => a.name)).toEqual(['a', 'b', 'a', 'b']);
    expect(answers[0]?.forwardedFor).toBe('10.0.0.7, 127.0.0.1');
  });

  it('answers 502 for a request sent to an upstream that is down, and the next goes on to the live one', async () => {
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await fetch(`http://127.0.0.1:${deadProxyPort}/`)).status);
    expect(statuses).toEqual([200, 502]);
  });
});

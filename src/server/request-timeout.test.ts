import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp, type TestContext } from './test/helpers';

/** A slow body is cut off (docs/decisions/042-request-timeouts-and-live-mode-checks.md), on a listening server. */
const REQUEST_TIMEOUT_MS = 1_500;

let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/**
 * A contact message whose 2,000-byte body comes ten bytes every 200 ms (it would take 40 s): what the server
 * said, and how long after the headers it closed the connection.
 */
function trickle(): Promise<{ answer: string; closedAfterMs: number; bytesSent: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let started = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n',
      );
      started = Date.now();
      timer = setInterval(() => {
        if (socket.writable) {
          socket.write('x'.repeat(10));
          bytesSent += 10;
        }
      }, 200);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started, bytesSent });
    });
  });
}

describe('a request body that trickles', () => {
  it('is answered 408 and its connection closed once the request timeout has passed', async () => {
    const { answer, closedAfterMs, bytesSent } = await trickle();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    // Node checks on a sweep (a quarter of the limit here): well before the body would have been complete.
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 2);
    expect(bytesSent).toBeLessThan(2000);
  });

  it('leaves requests that arrive in time alone', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe('the timeouts in config', () => {
  it('default to two minutes for a request and 72 s for an idle keep-alive connection', () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 120_000, keepAliveMs: 72_000 });
  });

  it('are set through REQUEST_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS, and reach the server', () => {
    const config = loadConfig({ REQUEST_TIMEOUT_MS: '30000', KEEP_ALIVE_TIMEOUT_MS: '65000' });
    expect(config.timeouts).toEqual({ requestMs: 30_000, keepAliveMs: 65_000 });
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });
});

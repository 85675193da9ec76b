import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * The smallest load balancer that does what nginx's default upstream does for the bench: each request goes to
 * the next instance in turn, with the client's address appended to X-Forwarded-For (the store trusts loopback
 * proxies). No health checks: a request sent to a dead instance gets 502, as a shopper's browser would, and
 * the shopper retries.
 */
export function roundRobinProxy(upstreams: readonly URL[]): http.Server {
  if (upstreams.length === 0) throw new Error('a proxy needs at least one upstream');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  return http.createServer((request, response) => {
    const upstream = upstreams[next % upstreams.length] as URL;
    next += 1;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = http.request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Bad gateway' }));
    });
    request.pipe(outgoing);
  });
}

// Run on its own (`node --import tsx scripts/bench/proxy.ts PORT PORT…`) so the load generator does not
// share its event loop; prints the port it listens on.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const upstreams = process.argv.slice(2).map((port) => new URL(`http://127.0.0.1:${port}`));
  const server = roundRobinProxy(upstreams);
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(
      `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
    );
  });
  process.once('SIGTERM', () => process.exit(0));
}

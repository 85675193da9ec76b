import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCacheHit, countCacheMiss } from '../metrics';
import { createTestApp, type TestContext } from '../test/helpers';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample line of the Prometheus text, e.g. `name{label="x"}`. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestContext;
  let other: TestContext;
  beforeAll(async () => {
    [t, other] = await Promise.all([
      createTestApp({ METRICS_TOKEN: TOKEN }),
      createTestApp({ METRICS_TOKEN: TOKEN }),
    ]);
  });
  afterAll(() => Promise.all([t.close(), other.close()]));

  const scrape = (ctx: TestContext, authorization?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it.each([
    ['no credentials', undefined],
    ['a wrong token', 'Bearer not-the-metrics-token-at-all'],
    ['the token without Bearer', TOKEN],
    ['the token as Basic', `Basic ${TOKEN}`],
  ])('answers 404 to %s, as for any unknown path', async (_, authorization) => {
    const res = await scrape(t, authorization);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('shows request counts and latency per route, in Prometheus text', async () => {
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/products/not-a-product' });
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}'),
    ).toBe(3);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.025",method="GET",route="\/api\/health",status_code="200"\} \d/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id"/);
    // The scrape itself is not measured, nor does another app's traffic show here.
    expect(text).not.toContain('route="/metrics"');
    await other.app.inject({ method: 'GET', url: '/api/health' });
    const again = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(
      sample(
        again,
        'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}',
      ),
    ).toBe(3);
  });

  it('counts cache hits and misses by cache, so a hit ratio can be drawn', async () => {
    const read = async () => (await scrape(t, `Bearer ${TOKEN}`)).body;
    const before = await read();
    countCacheHit('catalogue-test');
    countCacheHit('catalogue-test');
    countCacheMiss('catalogue-test');
    const after = await read();
    const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(delta('wallcraft_cache_hits_total{cache="catalogue-test"}')).toBe(2);
    expect(delta('wallcraft_cache_misses_total{cache="catalogue-test"}')).toBe(1);
  });

  it('shows the job queue by state, and the job counters', async () => {
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(sample(text, `wallcraft_job_queue_depth{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE wallcraft_jobs_completed_total counter');
    expect(text).toContain('# TYPE wallcraft_jobs_failed_total counter');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is served to nobody, whatever they present', async () => {
    for (const authorization of [undefined, 'Bearer ', 'Bearer undefined']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '#contract/operator.ts';
import { runJobs } from '#server/services/jobs/jobs.ts';
import { TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';
import { metricsPort } from './metrics-route.ts';

const KEY = { [OPERATOR_KEY_HEADER]: TEST_OPERATOR_KEY };

/** The value of one series in an exposition text, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics (metrics-route.ts, decision 0273)', () => {
  const t = useTestApp();
  const scrape = async (headers: Record<string, string> = KEY) => {
    const res = await t.app.request('/metrics', { headers });
    return { res, text: await res.text() };
  };

  it('answers the Prometheus text format with the operator key, 401 without or with a wrong one', async () => {
    const keyed = await scrape();
    expect(keyed.res.status).toBe(200);
    expect(keyed.res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(keyed.text).toContain('# TYPE club_http_requests_total counter');
    expect(keyed.text).toContain('# TYPE club_http_request_duration_seconds histogram');
    // Node's own metrics, and the queue counted in the database.
    expect(keyed.text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(keyed.text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(sample(keyed.text, 'club_messages_queued{channel="email"}')).toBe(0);
    // Prometheus' bearer token works as well as the operator API's header.
    expect((await scrape({ authorization: `Bearer ${TEST_OPERATOR_KEY}` })).res.status).toBe(200);

    const wrong: Record<string, string>[] = [
      {},
      { [OPERATOR_KEY_HEADER]: 'wrong-key-0123456789' },
      { authorization: 'Bearer nope' },
    ];
    for (const headers of wrong) {
      const refused = await scrape(headers);
      expect(refused.res.status).toBe(401);
      expect(JSON.parse(refused.text)).toEqual({ message: 'A valid operator key is required.' });
      expect(refused.text).not.toContain('club_');
    }
  });

  it('counts a request under its route pattern, never its path, with its status and time', async () => {
    const uuid = '0e5cf2a4-4b0f-4c55-9a59-3d6f5d0f6a11';
    const route = '/api/v1/project/:uuid';
    const before = (await scrape()).text;
    const count = (text: string) =>
      sample(text, `club_http_request_duration_seconds_count{method="GET",route="${route}"}`) ?? 0;
    expect((await t.call('GET', `/api/v1/project/${uuid}`)).status).toBe(401);
    expect((await t.call('GET', `/api/v1/project/${uuid}`)).status).toBe(401);
    const after = (await scrape()).text;
    expect(count(after) - count(before)).toBe(2);
    expect(sample(after, `club_http_requests_total{method="GET",route="${route}",status="401"}`)).toBe(
      (sample(before, `club_http_requests_total{method="GET",route="${route}",status="401"}`) ?? 0) + 2,
    );
    expect(sample(after, `club_http_errors_total{method="GET",route="${route}",status="401"}`)).toBeGreaterThanOrEqual(
      2,
    );
    expect(after).toMatch(
      new RegExp(`club_http_request_duration_seconds_bucket\\{le="0.1",method="GET",route="${route}"\\}`),
    );
    expect(after).not.toContain(uuid);
    // A path no route knows counts under the catch-all, so made-up paths add no series.
    await t.call('GET', `/api/nothing/${uuid}`);
    expect((await scrape()).text).toMatch(/club_http_requests_total\{method="GET",route="\/api\/\*",status="404"\} \d/);
  });

  it('shows the pool of PostgreSQL (none on PGlite), jobs by outcome, and the messaging counters', async () => {
    await runJobs(t.deps.db, t.clock);
    const sentBefore = sample((await scrape()).text, 'club_messages_sent_total{channel="email"}') ?? 0;
    // A sign-in code goes out through the messenger, which counts it.
    expect((await t.call('POST', '/api/v2/installer/login', { email: 'owner.pl@example.com' })).status).toBe(200);
    const { text } = await scrape();
    if (t.deps.db.engine === 'postgres') {
      expect(sample(text, 'club_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'club_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'club_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toContain('club_db_pool');
    }
    expect(sample(text, 'club_job_runs_total{job="projects.lost",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'club_job_last_success_timestamp_seconds{job="limits.prune"}')).toBeGreaterThan(1.7e9);
    expect(sample(text, 'club_messages_sent_total{channel="email"}')).toBe(sentBefore + 1);
    expect(text).toContain('# TYPE club_messages_failed_total counter');
  });

  it('on METRICS_PORT: /metrics with no key, nothing else', async () => {
    const port = metricsPort(t.deps.metrics);
    const res = await port.request('/metrics');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('club_http_requests_total');
    expect((await port.request('/api/v1/config/public')).status).toBe(404);
  });

  it('each app counts its own requests', async () => {
    const other = await t.variant({});
    await other.call('GET', '/api/v1/config/public');
    const series = 'club_http_requests_total{method="GET",route="/api/v1/config/public",status="200"}';
    const mine = sample(await (await t.app.request('/metrics', { headers: KEY })).text(), series) ?? 0;
    const theirs = sample(await (await other.app.request('/metrics', { headers: KEY })).text(), series);
    expect(theirs).toBe(1);
    expect(mine).toBe(0);
  });
});

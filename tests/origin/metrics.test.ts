// Locks in what operators read: Prometheus metrics on their own loopback listener (reads by class of reader, surface and outcome, readers by name, 429s by policy, MCP by known method and tool, store failures), and a readiness answer that reports a lost store as degraded, not down (readiness in memory and during a drain is the in-process tier's, tests/unit/router/routes.test.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mcpTools, paths } from '../../content/constants.ts';
import { type OriginProcess, startOriginProcess } from '../../scripts/origin-process.ts';
import { request } from '../helpers/http.ts';
import { legacyCall } from '../helpers/mcp.ts';
import { scrape } from '../helpers/metrics.ts';
import { type RunningRedis, startRedis } from '../helpers/redis.ts';
import { waitFor } from '../helpers/wait.ts';

const tool = (name: string) => ({ id: 2, method: 'tools/call', params: { name, arguments: {} } });
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

describe('metrics on METRICS_PORT', () => {
  let origin: OriginProcess;
  let metricsUrl: string;
  before(async () => {
    // Port 0: the origin takes a free port itself and logs it, so no other test's process can take it first.
    origin = await startOriginProcess({ METRICS_PORT: '0', RATE_LIMIT_REST_PER_MINUTE: '2' });
    metricsUrl = origin.metricsUrl ?? assert.fail('the origin logged no metrics address');
  });
  after(() => origin?.stop());

  test('are served on loopback only, never on the public port', async () => {
    assert.match(origin.log(), /"address":\{"address":"127\.0\.0\.1"[^\n]*"message":"metrics listening"/);
    assert.equal((await request(`${origin.url}/metrics`)).status, 404);
  });

  test('count reads by who asked, what they read and how it ended, readers by name, and 429s by policy; probes are no reads', async () => {
    const before = await scrape(metricsUrl);
    const curl = { 'User-Agent': 'curl/8.5.0' };
    for (let i = 0; i < 3; i++) await request(origin.url + paths.product, { headers: curl });
    await request(origin.url + paths.developers, {
      headers: { Accept: 'text/markdown', 'User-Agent': 'Claude-User (claude-code/2.1.86; +https://support.anthropic.com/)' },
    });
    await request(origin.url + paths.developers, { headers: { Accept: 'text/html', 'User-Agent': chrome } });
    await request(`${origin.url}/no-such-path`);
    await request(origin.url + paths.product, { method: 'POST', headers: curl });
    await request(origin.url + paths.readiness, { headers: curl });
    await request(origin.url + paths.health, { headers: curl });
    const samples = await scrape(metricsUrl);
    const added = (name: string) => (samples.get(name) ?? 0) - (before.get(name) ?? 0);
    const reads = (agentClass: string, surface: string, outcome: string) =>
      added(`turno_reads_total{agent_class="${agentClass}",surface="${surface}",outcome="${outcome}"}`);
    assert.equal(reads('http-client', 'document', 'served'), 2);
    assert.equal(reads('http-client', 'document', 'limited'), 1);
    assert.equal(reads('http-client', 'document', 'refused'), 1, 'the POST');
    assert.equal(reads('coding-agent', 'markdown', 'served'), 1);
    assert.equal(reads('person', 'page', 'served'), 1);
    assert.equal(reads('unknown', 'other', 'refused'), 1);
    assert.equal(added('turno_agent_reads_total{agent="curl",verified="none"}'), 4, 'readiness and liveness are no reads');
    assert.equal(added('turno_agent_reads_total{agent="claude-code",verified="claimed"}'), 1);
    assert.equal(added('turno_rate_limited_total{policy="product"}'), 1);
    assert.equal(samples.get('turno_rate_limited_total{policy="mcp"}'), 0, 'every policy has a series from the start');
  });

  test('count MCP messages by known method and tool; anything else is `other`, so a body cannot add series', async () => {
    const headers = { 'MCP-Protocol-Version': '2025-11-25' };
    await legacyCall(origin.url + paths.mcp, tool(mcpTools.sampleSchedule), headers);
    await legacyCall(origin.url + paths.mcp, tool('x'.repeat(200)), headers);
    await legacyCall(origin.url + paths.mcp, { id: 3, method: 'made/up-by-the-client' }, headers);
    await legacyCall(origin.url + paths.mcp, { id: 4, method: 'tools/list' }, headers);
    const samples = await scrape(metricsUrl);
    assert.equal(samples.get(`turno_mcp_messages_total{method="tools/call",tool="${mcpTools.sampleSchedule}"}`), 1);
    assert.equal(samples.get('turno_mcp_messages_total{method="tools/call",tool="other"}'), 1);
    assert.equal(samples.get('turno_mcp_messages_total{method="other",tool="none"}'), 1);
    assert.equal(samples.get('turno_mcp_messages_total{method="tools/list",tool="none"}'), 1);
    const mcpSeries = [...samples.keys()].filter((name) => name.startsWith('turno_mcp_messages_total'));
    assert.equal(mcpSeries.length, 4, mcpSeries.join('\n'));
  });

  test("include the process's event-loop delay and memory", async () => {
    const samples = await scrape(metricsUrl);
    for (const name of ['nodejs_eventloop_lag_p99_seconds', 'nodejs_eventloop_lag_seconds']) assert.ok(samples.has(name), name);
    for (const name of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) assert.ok((samples.get(name) ?? 0) > 0, name);
    assert.equal(samples.get('turno_rate_limit_store_up{store="memory"}'), 1);
    assert.equal(samples.get('turno_rate_limit_evictions_total'), 0, 'the store bound has not been reached');
  });
});

describe('readiness, separate from liveness', () => {
  describe('with Redis', () => {
    let redis: RunningRedis;
    let origin: OriginProcess;
    let metricsUrl: string;
    before(async () => {
      redis = await startRedis();
      origin = await startOriginProcess({ REDIS_URL: redis.url, METRICS_PORT: '0' });
      metricsUrl = origin.metricsUrl ?? assert.fail('the origin logged no metrics address');
    });
    after(async () => {
      await origin?.stop();
      await redis?.stop();
    });

    test('reachable: ready, limits enforced', async () => {
      await waitFor(async () => (await request(origin.url + paths.readiness)).json(), {
        status: 'ready',
        rateLimitStore: 'redis',
        reachable: true,
        rateLimits: 'enforced',
      });
      assert.ok((await request(origin.url + paths.product)).headers.ratelimit);
    });

    test('gone: still 200 and serving, the body says degraded, and the metrics show the store down and requests failing open', async () => {
      await redis.stop();
      const degraded = await waitFor(async () => (await request(origin.url + paths.readiness)).json(), {
        status: 'degraded',
        rateLimitStore: 'redis',
        reachable: false,
        rateLimits: 'failing open: requests are served without limits until the store is back',
      });
      assert.ok(degraded);
      assert.equal((await request(origin.url + paths.health)).status, 200, 'liveness is unaffected');
      const served = await request(origin.url + paths.product);
      assert.equal(served.status, 200);
      assert.equal(served.headers.ratelimit, undefined);
      const samples = await scrape(metricsUrl);
      assert.equal(samples.get('turno_rate_limit_store_up{store="redis"}'), 0);
      assert.ok((samples.get('turno_rate_limit_fail_open_total{policy="product"}') ?? 0) >= 1);
      assert.ok((samples.get('turno_rate_limit_store_errors_total{kind="connection"}') ?? 0) >= 1);
    });
  });
});

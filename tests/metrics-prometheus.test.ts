// Locks in what operators see in Prometheus and Grafana: promtool accepts the origins' own metrics and the stack's scrape configuration, and a scripted mix of readers through the stack (a person, an AI crawler that runs into the rate limit, an assistant, Claude Code over REST and MCP, a 2026-era MCP client, curl) is in the stack's Prometheus with the verdicts on their claims, down to every panel of deploy/grafana/agents.json.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { mcpTools, paths } from '../content/constants.ts';
import { runForReport } from '../scripts/child-process.ts';
import { findPrometheus, renderPrometheusConfig } from '../scripts/edge-stack.ts';
import { acrossOrigins, stackForFile } from './helpers/edge.ts';
import { request } from './helpers/http.ts';
import { envelope, legacyPost, legacyVersion, type McpPost, modernPost } from './helpers/mcp.ts';
import { until } from './helpers/wait.ts';

/** Each REST document a minute per client: the crawler reads one past it in both rounds, nobody else reaches it. */
const restLimit = 5;
const crawlerReads = restLimit + 3;
const stack = stackForFile({ originEnv: { RATE_LIMIT_REST_PER_MINUTE: String(restLimit) }, scrapeInterval: '1s' });

/** One request as a reader sends it. */
interface Read {
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly post?: McpPost;
}

/** A reader: its own loopback address (the rate limits count per client address), its User-Agent, one round of its reads. */
interface Reader {
  readonly address: string;
  readonly userAgent: string;
  readonly reads: readonly Read[];
}

const html = { Accept: 'text/html' };
const markdown = { Accept: 'text/markdown' };
const mcp = (post: McpPost): Read => ({ path: paths.mcp, post });

const readers = {
  person: {
    address: '127.0.0.21',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    reads: [
      { path: paths.home, headers: { ...html, 'Accept-Language': 'en' } },
      { path: paths.developers, headers: html },
      { path: paths.apiReference, headers: html },
      { path: paths.openapi },
    ],
  },
  crawler: {
    address: '127.0.0.22',
    userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.3; +https://openai.com/gptbot)',
    reads: [
      { path: paths.llms },
      { path: paths.developers, headers: html },
      { path: paths.openapi },
      ...Array.from({ length: crawlerReads }, () => ({ path: paths.product })),
    ],
  },
  assistant: {
    address: '127.0.0.23',
    userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
    reads: [{ path: paths.developers, headers: markdown }, { path: paths.product }],
  },
  claudeCode: {
    address: '127.0.0.24',
    userAgent: 'Claude-User (claude-code/2.1.86; +https://support.anthropic.com/)',
    reads: [
      { path: paths.llms },
      { path: paths.mcpGuide, headers: markdown },
      mcp(
        legacyPost({
          id: 1,
          method: 'initialize',
          params: { protocolVersion: legacyVersion, capabilities: {}, clientInfo: { name: 'claude-code', version: '2.1.86' } },
        }),
      ),
      mcp(
        legacyPost(
          { id: 2, method: 'tools/call', params: { name: mcpTools.productInfo, arguments: {} } },
          { 'MCP-Protocol-Version': legacyVersion },
        ),
      ),
    ],
  },
  // A 2026-07-28 client names itself on every request, so its tool calls are counted under its name.
  cursor: {
    address: '127.0.0.25',
    userAgent: 'node',
    reads: [
      mcp({
        headers: modernPost('tools/call', { name: mcpTools.sampleSchedule }).headers,
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: {
            name: mcpTools.sampleSchedule,
            arguments: {},
            _meta: { ...envelope, 'io.modelcontextprotocol/clientInfo': { name: 'cursor-vscode', version: '2.0.0' } },
          },
        }),
      }),
    ],
  },
  curl: {
    address: '127.0.0.26',
    userAgent: 'curl/8.11.1',
    reads: [{ path: paths.product }, { path: paths.sampleWeek }],
  },
} satisfies Record<string, Reader>;

/** One round of every reader's reads, readers side by side; the statuses each reader got, in order. */
async function readRound(): Promise<Record<keyof typeof readers, number[]>> {
  const rounds = await Promise.all(
    Object.entries(readers).map(async ([name, reader]) => {
      const statuses: number[] = [];
      for (const read of reader.reads as readonly Read[]) {
        const answer = await request(stack().url + read.path, {
          localAddress: reader.address,
          ...(read.post === undefined
            ? { headers: { 'User-Agent': reader.userAgent, ...read.headers } }
            : { method: 'POST', headers: { 'User-Agent': reader.userAgent, ...read.post.headers }, body: read.post.body }),
        });
        if (read.post !== undefined) assert.ok('result' in (answer.json() as object), `${name}: ${answer.text}`);
        statuses.push(answer.status);
      }
      return [name, statuses] as const;
    }),
  );
  return Object.fromEntries(rounds) as Record<keyof typeof readers, number[]>;
}

/** One sample of an instant query's answer. */
interface Sample {
  readonly metric: Record<string, string>;
  readonly value: number;
}

/** The instant vector `expr` gives now, from the stack's Prometheus HTTP API. */
async function query(expr: string): Promise<Sample[]> {
  const answer = await request(`${stack().prometheusUrl}/api/v1/query?${new URLSearchParams({ query: expr })}`);
  const body = answer.json() as {
    status: string;
    error?: string;
    data: { resultType: string; result: { metric: Record<string, string>; value: [number, string] }[] };
  };
  assert.equal(body.status, 'success', `${expr}: ${body.error}`);
  assert.equal(body.data.resultType, 'vector', expr);
  return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
}

/** `expr`'s samples keyed by the value of `label`: what a panel's legend shows. */
async function byLabel(expr: string, label: string): Promise<Record<string, number>> {
  return Object.fromEntries((await query(expr)).map((sample) => [sample.metric[label] ?? '', sample.value]));
}

/** The values of `label` among `expr`'s samples. */
async function labelValues(expr: string, label: string): Promise<Set<string>> {
  return new Set(Object.keys(await byLabel(expr, label)));
}

/** Waits until Prometheus has scraped each origin since it last counted a read: what it shows is what they count. */
async function scraped(): Promise<void> {
  const counted = async () => {
    const [a, b] = await acrossOrigins(stack(), 'turno_reads_total');
    return { 'origin-a': a ?? 0, 'origin-b': b ?? 0 };
  };
  let [counts, inPrometheus] = [{}, {}];
  await until(
    async () => {
      [counts, inPrometheus] = [await counted(), await byLabel('sum by (instance) (turno_reads_total)', 'instance')];
      return isDeepStrictEqual(inPrometheus, counts);
    },
    () => `Prometheus has ${JSON.stringify(inPrometheus)} of the origins' reads ${JSON.stringify(counts)}`,
    15_000,
  );
}

/** A Grafana panel as far as its queries go. */
interface Panel {
  readonly title: string;
  readonly targets?: readonly { readonly expr?: string }[];
  readonly panels?: readonly Panel[];
}

interface Dashboard {
  readonly panels: readonly Panel[];
  readonly templating: { readonly list: readonly { readonly name: string; readonly type: string; readonly allValue?: string }[] };
}

const dashboard = JSON.parse(readFileSync('deploy/grafana/agents.json', 'utf8')) as Dashboard;
const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);

/** What Grafana puts for its own variables and, with "All" chosen, for the dashboard's. */
const variableValues: Readonly<Record<string, string>> = {
  __rate_interval: '1m',
  __range: '5m',
  ...Object.fromEntries(
    dashboard.templating.list.filter((each) => each.type === 'query').map((each) => [each.name, each.allValue ?? '.*']),
  ),
};

/** `expr` as Grafana sends it: `$name`, `${name}` and `${name:format}` replaced. */
function substituted(expr: string, panel: string): string {
  return expr.replace(/\$(?:\{(\w+)(?::\w+)?\}|(\w+))/g, (_match, braced?: string, bare?: string) => {
    const name = braced ?? bare ?? '';
    const value = variableValues[name];
    if (value === undefined) throw new Error(`${panel}: no value for the variable $${name}`);
    return value;
  });
}

describe('a scripted mix of readers through the stack', () => {
  let firstRound: Awaited<ReturnType<typeof readRound>>;
  // In a suite: a file's own before hooks run side by side, and this one needs the stack started.
  before(async () => {
    // Two rounds, each scraped: the first makes the series, the second's scrape gives each its second sample, which a
    // rate needs. Whether a rate is above 0 is left alone: a round may send a series' reads to the origin that has
    // not counted one yet, and a series born with its value has no earlier sample to rise from.
    firstRound = await readRound();
    await scraped();
    await readRound();
    await scraped();
  });

  test('the mix went as scripted: the crawler alone is refused, once past the limit', () => {
    const crawled = firstRound.crawler.slice(-crawlerReads);
    assert.deepEqual(crawled, [...Array(restLimit).fill(200), ...Array(crawlerReads - restLimit).fill(429)]);
    const others = Object.entries(firstRound).flatMap(([name, statuses]) => (name === 'crawler' ? [] : statuses));
    assert.ok(
      others.every((status) => status < 400),
      `every other read answered: ${others.join(' ')}`,
    );
  });

  test('promtool check metrics has nothing to say about the origins’ own metrics (turno_*)', { timeout: 30_000 }, async () => {
    for (const origin of stack().origins) {
      const exposition = (await request(origin.metricsUrl)).text;
      assert.match(exposition, /^turno_reads_total\{agent_class="ai-training",surface="document",outcome="limited"\} \d+$/m);
      const checked = await runForReport(findPrometheus('promtool'), ['check', 'metrics'], { input: exposition, timeoutMs: 20_000 });
      // prom-client's default Node metrics draw complaints of their own (counters without _total, units in names): not ours.
      const aboutOurs = checked.output.split('\n').filter((line) => line.includes('turno_'));
      assert.deepEqual(aboutOurs, [], `${origin.name}:\n${checked.output}`);
    }
  });

  test('promtool check config accepts deploy/prometheus.yml as the stack fills it', { timeout: 30_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'turno-prometheus-config-'));
    try {
      const config = join(dir, 'prometheus.yml');
      await writeFile(config, await renderPrometheusConfig(stack().origins));
      const checked = await runForReport(findPrometheus('promtool'), ['check', 'config', config], { timeoutMs: 20_000 });
      assert.equal(checked.code, 0, checked.output);
      assert.match(checked.output, /SUCCESS/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('Prometheus scrapes both origins, as instances origin-a and origin-b of the job turno-origin', async () => {
    assert.deepEqual(await byLabel('up{job="turno-origin"}', 'instance'), { 'origin-a': 1, 'origin-b': 1 });
  });

  test('Prometheus has the mix: its classes, its surfaces, its agents, the crawler’s 429s and the MCP clients', async () => {
    assert.deepEqual(
      await labelValues('sum by (agent_class) (turno_reads_total)', 'agent_class'),
      new Set(['person', 'ai-training', 'ai-assistant', 'coding-agent', 'http-client']),
    );
    // The contract and llms.txt are static files nginx serves itself: no origin counts them.
    assert.deepEqual(
      await labelValues('sum by (surface) (turno_reads_total)', 'surface'),
      new Set(['page', 'markdown', 'document', 'mcp']),
    );
    assert.deepEqual(
      await labelValues('sum by (agent) (turno_agent_reads_total)', 'agent'),
      new Set(['other', 'GPTBot', 'ChatGPT-User', 'claude-code', 'node', 'curl']),
    );
    // Every reader here sends from loopback: the agents whose operators publish lists fail their claims, Claude Code's
    // is only claimed (it runs on a developer's machine), and people and HTTP libraries claim nothing.
    assert.deepEqual(
      await labelValues('sum by (agent, verified) (turno_agent_reads_total)', 'verified'),
      new Set(['failed', 'claimed', 'none']),
    );
    assert.deepEqual(
      await labelValues('sum by (agent) (turno_agent_reads_total{verified="failed"})', 'agent'),
      new Set(['GPTBot', 'ChatGPT-User']),
    );
    assert.deepEqual(await byLabel('sum by (agent_class) (turno_reads_total{outcome="limited"})', 'agent_class'), {
      'ai-training': 2 * crawlerReads - restLimit,
    });
    assert.deepEqual(await byLabel('sum by (policy) (turno_rate_limited_total) > 0', 'policy'), { product: 2 * crawlerReads - restLimit });
    assert.deepEqual(await byLabel('sum by (client) (turno_mcp_clients_total{method="initialize"})', 'client'), { 'claude-code': 2 });
    assert.deepEqual(await byLabel('sum by (tool) (turno_mcp_clients_total{client="cursor", method="tools/call"})', 'tool'), {
      [mcpTools.sampleSchedule]: 2,
    });
  });

  test(`every panel of deploy/grafana/agents.json (${panels.length}) shows the mix: each query returns a series`, async () => {
    assert.ok(panels.length >= 6, 'the dashboard has its panels');
    for (const panel of panels) {
      const exprs = (panel.targets ?? []).flatMap((target) => target.expr ?? []);
      assert.ok(exprs.length > 0, `${panel.title}: a query`);
      for (const expr of exprs) {
        const samples = await query(substituted(expr, panel.title));
        assert.ok(samples.length > 0, `${panel.title}: ${substituted(expr, panel.title)} gave no series`);
      }
    }
  });
});

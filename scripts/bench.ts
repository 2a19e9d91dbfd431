// npm run bench: measures the built origin against a bare node:http baseline writing the same bytes, in the same run, and prints ratios.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { mcpTools, paths } from '../content/constants.ts';
import type { Manifest } from '../schemas/manifest.ts';
import { benchEdge, type EdgeRow, median, printEdgeTable, unlimited } from './bench-edge.ts';
import { freePort } from './free-port.ts';
import { cpuMicros, rssMb } from './proc-stats.ts';

const smoke = process.argv.includes('--smoke');
/** The value of `--name=value`, if given. */
const option = (name: string) => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
/** `--only=MCP` runs just the scenarios whose name contains that text; `--rounds=7` measures more rounds (3 by default). */
const only = option('only');
const selected = (scenario: string) => only === undefined || scenario.includes(only);
/** `--cpu-prof` writes a V8 CPU profile of every origin process into bench-profiles/ (open in Chrome DevTools). */
const profile = process.argv.includes('--cpu-prof') ? ['--cpu-prof', '--cpu-prof-dir=bench-profiles'] : [];
/**
 * `--node=24` runs every server process (origins, baselines) on Node 24 from npm, the rest of the benchmark on
 * this Node; the ratios then compare like with like.
 */
const nodeMajor = option('node');
const node = nodeMajor === undefined ? process.execPath : nodeFromNpm(nodeMajor);
/** Load settings: a short proof in smoke mode, several alternating rounds otherwise. */
const plan = smoke
  ? { rounds: 1, seconds: 1, connections: 10, floodClients: 20_000, settleSeconds: 0 }
  : { rounds: Number(option('rounds') ?? 3), seconds: 4, connections: 50, floodClients: 1_000_000, settleSeconds: 150 };

interface Server {
  readonly name: string;
  readonly port: number;
  readonly child: ChildProcess;
  readonly startedMs: number;
}

interface Sample {
  readonly requests: number;
  /** Responses outside the status class the scenario expects (2xx unless it says otherwise). */
  readonly unexpected: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly cpuMicrosPerRequest: number;
  readonly rssMb: number;
}

/** Starts a server process and waits until it answers on `readyPath`. */
async function start(name: string, args: string[], env: Record<string, string>, readyPath: string): Promise<Server> {
  const port = await freePort();
  const startedMs = performance.now();
  const child = spawn(node, args, { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { name, port, child, startedMs };
}

async function stop(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  if (server.child.exitCode === null) await new Promise((resolve) => server.child.once('exit', resolve));
}

type LoadOptions = Pick<autocannon.Options, 'headers' | 'method' | 'body' | 'requests' | 'amount' | 'connections' | 'overallRate'> & {
  readonly expect?: '2xx' | '3xx' | '4xx';
};

/** One load run against `server`: throughput and latency from autocannon, CPU per request from the server process. */
async function measure(server: Server, path: string, options: LoadOptions = {}): Promise<Sample> {
  const pid = server.child.pid ?? 0;
  const cpuBefore = cpuMicros(pid);
  const { expect = '2xx', ...load } = options;
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${path}`,
    connections: plan.connections,
    ...(load.amount === undefined ? { duration: plan.seconds } : {}),
    ...load,
  });
  const requests = result.requests.total;
  return {
    requests,
    unexpected: requests - result[expect],
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicrosPerRequest: (cpuMicros(pid) - cpuBefore) / Math.max(1, requests),
    rssMb: rssMb(pid),
  };
}

function summarise(samples: Sample[]): Sample {
  const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  return {
    requests: pick('requests'),
    unexpected: pick('unexpected'),
    rps: pick('rps'),
    p50: pick('p50'),
    p99: pick('p99'),
    cpuMicrosPerRequest: pick('cpuMicrosPerRequest'),
    rssMb: pick('rssMb'),
  };
}

interface Row {
  readonly scenario: string;
  readonly origin: Sample;
  readonly baseline?: Sample;
  readonly ratio?: number;
  readonly target: string;
  readonly met: boolean;
}

/** Alternates origin and baseline runs, round after round, so both meet the same machine conditions. */
async function compare(
  scenario: string,
  origin: [Server, string, LoadOptions],
  baseline: [Server, string, LoadOptions],
  maxRatio: number,
  maxP99Ms = Number.POSITIVE_INFINITY,
): Promise<Row | undefined> {
  if (!selected(scenario)) return undefined;
  // Unmeasured warm-up, so the JIT has compiled both servers' hot paths before anything counts.
  await measure(origin[0], origin[1], { ...origin[2], amount: 2_000 });
  await measure(baseline[0], baseline[1], { ...baseline[2], amount: 2_000 });
  const originSamples: Sample[] = [];
  const baselineSamples: Sample[] = [];
  for (let round = 0; round < plan.rounds; round++) {
    const order = round % 2 === 0 ? ['origin', 'baseline'] : ['baseline', 'origin'];
    for (const which of order) {
      if (which === 'origin') originSamples.push(await measure(...origin));
      else baselineSamples.push(await measure(...baseline));
    }
  }
  const originSummary = summarise(originSamples);
  const baselineSummary = summarise(baselineSamples);
  const ratio = originSummary.cpuMicrosPerRequest / baselineSummary.cpuMicrosPerRequest;
  const p99Target = Number.isFinite(maxP99Ms) ? `, p99 < ${maxP99Ms} ms` : '';
  const errors = originSummary.unexpected + baselineSummary.unexpected;
  return {
    scenario,
    origin: originSummary,
    baseline: baselineSummary,
    ratio,
    target: `≤ ${maxRatio}× CPU/req${p99Target}${errors > 0 ? ` (${errors} unexpected statuses!)` : ''}`,
    met: ratio <= maxRatio && originSummary.p99 < maxP99Ms && errors === 0,
  };
}

const originArgs = [...profile, 'dist/origin/server/main.js'];
const baselineArgs = ['--import', 'tsx', 'scripts/bench-baseline.ts'];
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Manifest;
const productEtag = manifest.entries.find((entry) => entry.path === paths.product)?.representations[0]?.files.identity.etag ?? '';

async function main(): Promise<void> {
  const rows: (Row | undefined)[] = [];
  const baseline = await start('baseline', baselineArgs, {}, '/rest');

  // Time from process start to the first 200 of a document.
  const origin = await start('origin', originArgs, unlimited, paths.product);
  const readyMs = performance.now() - origin.startedMs;
  rows.push({
    scenario: 'ready after start',
    origin: { requests: 1, unexpected: 0, rps: 0, p50: readyMs, p99: readyMs, cpuMicrosPerRequest: 0, rssMb: rssMb(origin.child.pid ?? 0) },
    target: '≤ 300 ms',
    met: readyMs <= 300,
  });

  rows.push(await compare('REST document 200 (limits active)', [origin, paths.product, {}], [baseline, '/rest', {}], 2));
  rows.push(
    await compare(
      'Markdown page, brotli',
      [origin, paths.developers, { headers: { accept: 'text/markdown', 'accept-encoding': 'br' } }],
      [baseline, '/markdown', {}],
      2.5,
    ),
  );
  rows.push(
    await compare(
      '304 revalidation',
      [origin, paths.product, { headers: { 'if-none-match': productEtag }, expect: '3xx' }],
      [baseline, '/not-modified', { expect: '3xx' }],
      2,
    ),
  );
  rows.push(...(await compareMcp(origin)));
  rows.push(...(await compareMetrics(origin)));
  await stop(origin);

  const limited = await start('origin (limit 1/min)', originArgs, { RATE_LIMIT_REST_PER_MINUTE: '1' }, paths.permissions);
  await (await fetch(`http://127.0.0.1:${limited.port}${paths.product}`)).arrayBuffer(); // The one allowed request.
  rows.push(
    await compare('429 flood from one client', [limited, paths.product, { expect: '4xx' }], [baseline, '/too-many', { expect: '4xx' }], 2),
  );
  await stop(limited);
  await stop(baseline);

  if (selected('another client during a flood')) rows.push(await bystander());

  if (selected('distinct client IPs')) rows.push(await ipFlood());
  if (!smoke && selected('npm run build')) rows.push(buildTime());
  const edge: EdgeRow[] = selected('edge') ? await benchEdge({ ...plan, node }) : [];

  const measured = rows.filter((row) => row !== undefined);
  process.stdout.write(`Servers on Node ${nodeVersion(node)}\n`);
  printTable(measured);
  if (edge.length > 0) printEdgeTable(edge);
  // Smoke results go to their own file, so a smoke run never overwrites a full run's.
  writeFileSync(
    smoke ? 'bench-results.smoke.json' : 'bench-results.json',
    `${JSON.stringify({ date: new Date().toISOString(), smoke, node: nodeVersion(node), plan, rows: measured, edge }, null, 2)}\n`,
  );
}

const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const toolCall = (params: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params });
const legacyToolCall: LoadOptions = {
  method: 'POST',
  connections: 20,
  headers: { ...mcpHeaders, 'mcp-protocol-version': '2025-11-25' },
  body: toolCall({ name: mcpTools.productInfo, arguments: {} }),
};
const modernToolCall: LoadOptions = {
  method: 'POST',
  connections: 20,
  headers: { ...mcpHeaders, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': mcpTools.productInfo },
  body: toolCall({
    name: mcpTools.productInfo,
    arguments: {},
    _meta: {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': {},
      'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
    },
  }),
};

/** tools/call in both protocol eras, 20 connections, against the SDK-documented per-request server. */
async function compareMcp(origin: Server): Promise<(Row | undefined)[]> {
  const [legacy, modern] = ['MCP tools/call, 2025 era', 'MCP tools/call, 2026-07-28 era'] as const;
  if (!selected(legacy) && !selected(modern)) return [];
  const baseline = await start('MCP baseline', ['--import', 'tsx', 'scripts/bench-mcp-baseline.ts'], {}, '/ready');
  const rows = [
    await compare(legacy, [origin, paths.mcp, legacyToolCall], [baseline, paths.mcp, legacyToolCall], 0.5, 20),
    await compare(modern, [origin, paths.mcp, modernToolCall], [baseline, paths.mcp, modernToolCall], 0.5, 20),
  ];
  await stop(baseline);
  return rows;
}

/**
 * What the metrics cost on the hot paths: the same origin with METRICS_PORT set (every response counted, MCP
 * messages labelled, Node's process metrics collected) against `plain` without it, CPU per request.
 */
async function compareMetrics(plain: Server): Promise<(Row | undefined)[]> {
  const [rest, mcp] = ['metrics on vs off: REST document 200', 'metrics on vs off: MCP tools/call, 2026-07-28'] as const;
  if (!selected(rest) && !selected(mcp)) return [];
  const metered = await start('origin (metrics on)', originArgs, { ...unlimited, METRICS_PORT: String(await freePort()) }, paths.product);
  const rows = [
    await compare(rest, [metered, paths.product, {}], [plain, paths.product, {}], 1.05),
    await compare(mcp, [metered, paths.mcp, modernToolCall], [plain, paths.mcp, modernToolCall], 1.05),
  ];
  await stop(metered);
  return rows;
}

/** One client floods a REST endpoint (refused past its limit) while another, from another address and process, keeps reading. */
async function bystander(): Promise<Row> {
  const server = await start('origin (default limits)', originArgs, {}, paths.permissions);
  // About 20 requests a second: under the 120 per minute this client may make.
  const probe = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-probe.ts', String(server.port), paths.product, '127.0.0.2']);
  let output = '';
  probe.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  // A flood of 10,000 requests a second from one client, well past any legitimate use; the load generator shares
  // these two cores with the server and the probe, so an unthrottled one would measure the scheduler, not the origin.
  const floodStarted = Date.now();
  const flood = await measure(server, paths.product, { expect: '4xx', overallRate: 10_000 });
  const floodEnded = Date.now();
  probe.kill('SIGTERM');
  await new Promise((resolve) => probe.once('exit', resolve));
  await stop(server);
  // Only what the probe saw while the flood ran (its first, cold requests come before).
  const samples = (JSON.parse(output) as { at: number; ms: number; status: number }[]).filter(
    (sample) => sample.at >= floodStarted && sample.at < floodEnded,
  );
  const refused = samples.filter((sample) => sample.status !== 200).length;
  const sorted = samples.map((sample) => sample.ms).toSorted((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN;
  return {
    scenario: 'another client during a flood',
    origin: { ...flood, requests: samples.length, unexpected: refused, p50: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, p99 },
    target: `never refused (${refused} refused), p99 < 50 ms`,
    met: refused === 0 && p99 < 50,
  };
}

/** Distinct client IPs (through X-Forwarded-For from a trusted loopback proxy): peak RSS, and RSS after their windows passed. */
async function ipFlood(): Promise<Row> {
  const server = await start('origin (trust loopback)', originArgs, { ...unlimited, TRUST_PROXY: 'loopback' }, paths.product);
  const pid = server.child.pid ?? 0;
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  let next = 0;
  const sample = await measure(server, paths.product, {
    amount: plan.floodClients,
    requests: [
      {
        setupRequest: (request) => {
          const n = next++;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
        },
      },
    ],
  });
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  // The store forgets a window's clients one window after it ends; the origin then collects, and V8 returns the memory.
  await new Promise((resolve) => setTimeout(resolve, plan.settleSeconds * 1000));
  const settled = rssMb(pid);
  await stop(server);
  const label = `${plan.floodClients.toLocaleString('en')} distinct client IPs`;
  return {
    scenario: label,
    origin: { ...sample, rssMb: peak },
    target: `peak RSS ≤ 400 MB; ≤ 150 MB after (${settled.toFixed(0)} MB)`,
    met: peak <= 400 && (smoke || settled <= 150),
  };
}

function buildTime(): Row {
  const started = performance.now();
  execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
  const ms = performance.now() - started;
  return {
    scenario: 'npm run build',
    origin: { requests: 0, unexpected: 0, rps: 0, p50: ms, p99: ms, cpuMicrosPerRequest: 0, rssMb: 0 },
    target: '≤ 60 s',
    met: ms <= 60_000,
  };
}

function printTable(rows: Row[]): void {
  const number = (value: number | undefined, digits = 0) => (value === undefined || Number.isNaN(value) ? '' : value.toFixed(digits));
  const lines = [
    '| Scenario | req/s | p50 ms | p99 ms | CPU µs/req | baseline CPU µs/req | ratio | RSS MB | target | met |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) =>
      [
        row.scenario,
        number(row.origin.rps),
        number(row.origin.p50, 1),
        number(row.origin.p99, 1),
        number(row.origin.cpuMicrosPerRequest, 1),
        number(row.baseline?.cpuMicrosPerRequest, 1),
        row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`,
        number(row.origin.rssMb),
        row.target,
        row.met ? 'yes' : 'NO',
      ].join(' | '),
    ),
  ].map((line) => (line.startsWith('|') ? line : `| ${line} |`));
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** The binary of Node `major` from npm (`npx -p node@major`), resolved once so that its processes are measured, not npx's. */
function nodeFromNpm(major: string): string {
  return execFileSync('npx', ['-y', '-p', `node@${major}`, '--', 'node', '-p', 'process.execPath'], { encoding: 'utf8' }).trim();
}

function nodeVersion(binary: string): string {
  return execFileSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
}

await main();

// The MCP scenarios: tools/call on both protocol versions against the SDK-documented server and against a REST read, a cache miss against the cache off, the memory of a full cache, and what the metrics cost.
import { execFileSync } from 'node:child_process';
import { mcpTools, paths } from '../../content/constants.ts';
import { freePort } from '../free-port.ts';
import { rssMb } from '../proc-stats.ts';
import { plan, selected, smoke } from './args.ts';
import { mcpHeaders, metricsRequests, modernCall, modernCallHeaders, toolCall } from './mcp-requests.ts';
import { compare, type LoadOptions, measure, type Row, reading, type Sample, type Side, summarise, unlimited } from './measure.ts';
import { mcpBaselineArgs, node, originArgs, type Server, start, stop } from './processes.ts';

const legacyToolCall: LoadOptions = {
  method: 'POST',
  connections: 20,
  headers: { ...mcpHeaders, 'mcp-protocol-version': '2025-11-25' },
  body: toolCall({ name: mcpTools.productInfo, arguments: {} }),
};
const modernToolCall: LoadOptions = {
  method: 'POST',
  connections: 20,
  headers: modernCallHeaders(mcpTools.productInfo),
  body: modernCall(mcpTools.productInfo, 'bench'),
};

/** tools/call with bodies that differ by their client name, each sent `times` times in a row: once is a cache miss every time. */
function distinctCalls(tool: string, times = 1): LoadOptions {
  let sent = 0;
  return {
    ...modernToolCall,
    headers: modernCallHeaders(tool),
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: modernCall(tool, `bench ${Math.floor(sent++ / times)}`) }),
      },
    ],
  };
}

/**
 * tools/call on both protocol versions, 20 connections, against the SDK-documented per-request server (≤ 0.25×), and
 * against a REST read of the same document from the same origin at the same 20 connections, alternated in one
 * run (≤ 3×): at equal concurrency, so the ratio is the work per request, not how many requests one wake-up finds.
 */
export async function compareMcp(origin: Server): Promise<(Row | undefined)[]> {
  const [legacy, modern] = ['MCP tools/call, 2025 versions', 'MCP tools/call, 2026-07-28'] as const;
  const restRead: Side = [origin, paths.product, { connections: 20 }];
  const rows: (Row | undefined)[] = [];
  if (selected(legacy) || selected(modern)) {
    const baseline = await start('MCP baseline', mcpBaselineArgs, {}, '/ready');
    rows.push(await compare(legacy, [origin, paths.mcp, legacyToolCall], [baseline, paths.mcp, legacyToolCall], 0.25, 20));
    rows.push(await compare(modern, [origin, paths.mcp, modernToolCall], [baseline, paths.mcp, modernToolCall], 0.25, 20));
    await stop(baseline);
  }
  rows.push(await compare(`${legacy} vs REST document`, [origin, paths.mcp, legacyToolCall], restRead, 3));
  rows.push(await compare(`${modern} vs REST document`, [origin, paths.mcp, modernToolCall], restRead, 3));
  return rows;
}

/**
 * A miss (a body never seen: the SDK answers, and the doorkeeper notes the body) against today's cost, the same
 * request with the cache off: ≤ 1.05×. The cache's work on a miss is about 1% of the SDK's, while on this machine
 * two identical origins, or two identical apps in one process, differ by 10–20% from run to run (by which run
 * faults the heap's pages in again, which one a major collection falls into): an end-to-end A/B cannot see 5%. A
 * first miss differs from a request with the cache off only before the SDK starts (the key, the lookup, the
 * doorkeeper; nothing of it is held while the SDK works), so that work is measured in a process of its own on the
 * servers' Node, on the same requests, and added to what a miss costs the origin with the cache off.
 */
export async function compareCacheMiss(): Promise<Row | undefined> {
  const scenario = 'MCP answer cache miss vs cache off';
  if (!selected(scenario)) return undefined;
  const uncached = await start('origin (cache off)', originArgs, { ...unlimited, MCP_CACHE_MAX_ENTRIES: '0' }, paths.product);
  const calls = distinctCalls(mcpTools.productInfo);
  await measure(uncached, paths.mcp, { ...calls, amount: smoke ? 200 : 4_000 });
  const samples: Sample[] = [];
  for (let round = 0; round < plan.rounds; round++) samples.push(await measure(uncached, paths.mcp, calls));
  await stop(uncached);
  const today = summarise(samples);
  const work = JSON.parse(execFileSync(node, ['scripts/bench/miss-work.ts', ...(smoke ? ['--smoke'] : [])], { encoding: 'utf8' })) as {
    microsPerMiss: number;
  };
  return withAddedWork(scenario, today, work.microsPerMiss, 'cache');
}

/** Fills a fresh origin's cache with its largest answers (each distinct call sent twice) and reads what it holds. */
export async function fullCache(): Promise<Row | undefined> {
  const scenario = 'MCP answer cache full';
  if (!selected(scenario)) return undefined;
  const metricsPort = await freePort();
  const server = await start('origin (cache filled)', originArgs, { ...unlimited, METRICS_PORT: String(metricsPort) }, paths.product);
  const before = rssMb(server.child.pid ?? 0);
  // 1,200 distinct bodies, each twice (past the doorkeeper): more than the 1,024 entries the cache holds by default.
  // A smoke run proves the scenario works with far fewer.
  const amount = smoke ? 200 : 2_400;
  const sample = await measure(server, paths.mcp, { ...distinctCalls(mcpTools.sampleSchedule, 2), connections: 1, amount });
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(metrics)?.[1] ?? Number.NaN);
  const [entries, bytes] = [gauge('turno_mcp_answer_cache_entries'), gauge('turno_mcp_answer_cache_bytes')];
  await stop(server);
  return reading(
    scenario,
    sample,
    `${entries} entries, ${(bytes / 2 ** 20).toFixed(1)} MiB counted (≤ 16 MiB); RSS ${before.toFixed(0)} → ${sample.rssMb.toFixed(0)} MB`,
    bytes <= 16 * 2 ** 20 && sample.unexpected === 0,
  );
}

/**
 * What counting reads costs on the hot paths: what an origin without METRICS_PORT spends on each row's request, over
 * sockets, and what counting adds to it (the router's observing step, the User-Agent's class, the counters), measured
 * on the same requests in a process of its own on the servers' Node, as the cache miss's work is: two origins, one
 * counting and one not, differ by up to 15% on MCP whichever counts, since at 20 connections neither fills its
 * core and the kernel's share of each write moves with the client's timing; the work itself is under 1 µs.
 */
export async function compareMetrics(): Promise<(Row | undefined)[]> {
  const rowName = (name: string) => `metrics and classification on vs off: ${name}`;
  const selectedRows = Object.entries(metricsRequests).filter(([name]) => selected(rowName(name)));
  if (selectedRows.length === 0) return [];
  const work = JSON.parse(
    execFileSync(node, ['scripts/bench/counting-work.ts', ...(smoke ? ['--smoke'] : [])], { encoding: 'utf8' }),
  ) as Record<string, number>;
  const plain = await start('origin (metrics off)', originArgs, unlimited, paths.product);
  const rows: Row[] = [];
  for (const [name, request] of selectedRows) {
    const { path, ...load } = { ...request, ...(request.path === paths.mcp && { connections: 20 }) };
    await measure(plain, path, { ...load, amount: plan.warmUpRequests });
    const samples: Sample[] = [];
    for (let round = 0; round < plan.rounds; round++) samples.push(await measure(plain, path, load));
    rows.push(withAddedWork(rowName(name), summarise(samples), work[name] ?? Number.NaN, 'counting'));
  }
  await stop(plain);
  return rows;
}

/** What a classification costs when every User-Agent is new, more of them than the origin remembers, against one. */
export async function classificationMiss(): Promise<Row | undefined> {
  const scenario = 'classification miss: every User-Agent new vs one, metrics on';
  if (!selected(scenario)) return undefined;
  const metered = await start('origin (metrics on)', originArgs, { ...unlimited, METRICS_PORT: String(await freePort()) }, paths.product);
  const { path, headers } = metricsRequests['REST document 200'];
  let sent = 0;
  const everyUserAgentNew = {
    requests: [
      { setupRequest: (request: object) => ({ ...request, headers: { 'user-agent': `Mozilla/5.0 (compatible; NewTool/${sent++})` } }) },
    ],
  };
  const row = await compare(scenario, [metered, path, everyUserAgentNew], [metered, path, { headers }], Number.POSITIVE_INFINITY);
  await stop(metered);
  return row;
}

/** A row for what `work` µs of added work per request costs a request that costs `today`: ≤ 1.05×. */
function withAddedWork(scenario: string, today: Sample, work: number, what: string): Row {
  const added = { ...today, cpuMicrosPerRequest: today.cpuMicrosPerRequest + work };
  const ratio = added.cpuMicrosPerRequest / today.cpuMicrosPerRequest;
  return {
    scenario,
    origin: added,
    baseline: today,
    ratio,
    target: `≤ 1.05× CPU/req; the ${what}'s own work ${work.toFixed(2)} µs per request${today.unexpected > 0 ? ` (${today.unexpected} unexpected statuses!)` : ''}`,
    met: ratio <= 1.05 && today.unexpected === 0,
  };
}

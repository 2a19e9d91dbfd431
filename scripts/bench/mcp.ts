// The MCP scenarios: tools/call on both protocol versions (answered from the table of known answers) against the SDK-documented server and against a REST read, a call only the SDK answers, and what the metrics cost.
import { execFileSync } from 'node:child_process';
import { mcpTools, paths } from '../../content/constants.ts';
import { freePort } from '../free-port.ts';
import { plan, selected, smoke } from './args.ts';
import { mcpHeaders, metricsRequests, modernCall, modernCallHeaders, toolCall } from './mcp-requests.ts';
import { compare, type LoadOptions, measure, type Row, type Sample, type Side, summarise, unlimited } from './measure.ts';
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

/** tools/call with arguments the tools do not take: the table has no answer to it, so the SDK answers (with its error). */
const callWithArguments: LoadOptions = { ...modernToolCall, body: modernCall(mcpTools.productInfo, 'bench', { tenant: 'acme' }) };

/**
 * tools/call on both protocol versions, 20 connections, against the SDK-documented per-request server (≤ 0.25×), and
 * against a REST read of the same document from the same origin at the same 20 connections, alternated in one
 * run (≤ 3×): at equal concurrency, so the ratio is the work per request, not how many requests one wake-up finds.
 * For comparison, a call only the SDK answers, against the SDK-documented server answering it.
 */
export async function compareMcp(origin: Server): Promise<(Row | undefined)[]> {
  const [legacy, modern] = ['MCP tools/call, 2025 versions', 'MCP tools/call, 2026-07-28'] as const;
  const restRead: Side = [origin, paths.product, { connections: 20 }];
  const rows: (Row | undefined)[] = [];
  const sdkCall = `${modern}, arguments the tool does not take (the SDK answers)`;
  let baseline: Server | undefined;
  if (selected(legacy) || selected(modern)) {
    baseline = await start('MCP baseline', mcpBaselineArgs, {}, '/ready');
    rows.push(await compare(legacy, [origin, paths.mcp, legacyToolCall], [baseline, paths.mcp, legacyToolCall], 0.25, 20));
    rows.push(await compare(modern, [origin, paths.mcp, modernToolCall], [baseline, paths.mcp, modernToolCall], 0.25, 20));
  }
  if (selected(sdkCall)) {
    baseline ??= await start('MCP baseline', mcpBaselineArgs, {}, '/ready');
    const side: Side = [origin, paths.mcp, callWithArguments];
    rows.push(await compare(sdkCall, side, [baseline, paths.mcp, callWithArguments], Number.POSITIVE_INFINITY));
  }
  if (baseline !== undefined) await stop(baseline);
  rows.push(await compare(`${legacy} vs REST document`, [origin, paths.mcp, legacyToolCall], restRead, 3));
  rows.push(await compare(`${modern} vs REST document`, [origin, paths.mcp, modernToolCall], restRead, 3));
  return rows;
}

/**
 * What counting reads costs on the hot paths: what an origin without METRICS_PORT spends on each row's request, over
 * sockets, and what counting adds to it (the router's observing step, the User-Agent's class, the counters), measured
 * on the same requests in a process of its own on the servers' Node: two origins, one counting and one not, differ
 * by up to 15% on MCP whichever counts, since at 20 connections neither fills its core and the kernel's share of each
 * write moves with the client's timing; the work itself is under 1 µs.
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

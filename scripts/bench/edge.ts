// The benchmark's edge scenarios on the reference stack: a static file from nginx against the same file from an origin, the same file with the edge's access log off, and a REST document through the edge, with the CPU every process spends per request.
import autocannon from 'autocannon';
import { paths } from '../../content/constants.ts';
import { type Stack, startStack } from '../edge-stack.ts';
import { childPids, cpuMicros } from '../proc-stats.ts';
import { perSecond, runLength, sampling } from './args.ts';
import { median, unlimited } from './measure.ts';

/** How hard to load (a run lasts the benchmark's `runLength`), and the Node binary of the origins. */
export interface EdgePlan {
  readonly rounds: number;
  readonly connections: number;
  readonly warmUpRequests: number;
  readonly node: string;
}

/** One edge scenario: throughput, latency, and CPU microseconds per request of each process and of all of them. */
export interface EdgeRow {
  readonly scenario: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly unexpected: number;
  readonly cpuPerRequest: Readonly<Record<string, number>>;
}

/** A process (with its children: nginx's workers) whose CPU is read. */
interface Measured {
  readonly name: string;
  readonly pid: () => number;
}

/** Runs the edge scenarios round after round (alternating, so each meets the same machine) and returns their medians. */
export async function benchEdge(plan: EdgePlan): Promise<EdgeRow[]> {
  // The benchmark's one address sends far more than a client may: the edge's per-address rate is lifted out of the way.
  const withoutLog = await benchStack({ ...plan, edgeAccessLog: false }, [['edge: static file from nginx, access log off', paths.openapi]]);
  return [...(await benchStack(plan, [])), ...withoutLog];
}

/** The standard scenarios on a stack started with `plan`'s options, or the `only` ones given. */
async function benchStack(plan: EdgePlan & { readonly edgeAccessLog?: boolean }, only: readonly [string, string][]): Promise<EdgeRow[]> {
  const stack = await startStack({
    originEnv: unlimited,
    node: plan.node,
    edgeAccessLog: plan.edgeAccessLog ?? true,
    originRequestRate: 1_000_000,
  });
  try {
    const [a] = stack.origins;
    const brotli = { 'accept-encoding': 'br' };
    const scenarios: [string, string, Record<string, string>][] =
      only.length > 0
        ? only.map(([scenario, path]) => [scenario, stack.url + path, brotli])
        : [
            ['edge: static file from nginx, access log on', stack.url + paths.openapi, brotli],
            ['edge: static file from one origin directly', a.url + paths.openapi, brotli],
            ['edge: REST document through the edge (Redis counters)', stack.url + paths.product, {}],
            ['edge: REST document from one origin directly (Redis counters)', a.url + paths.product, {}],
          ];
    const processes = measuredProcesses(stack);
    for (const [, url, headers] of scenarios) await load(url, headers, processes, { ...plan, amount: plan.warmUpRequests });
    const samples = new Map<string, EdgeRow[]>();
    for (let round = 0; round < plan.rounds; round++) {
      for (const [scenario, url, headers] of round % 2 === 0 ? scenarios : scenarios.toReversed()) {
        samples.set(scenario, [...(samples.get(scenario) ?? []), { scenario, ...(await load(url, headers, processes, plan)) }]);
      }
    }
    return scenarios.map(([scenario]) => medianRow(scenario, samples.get(scenario) ?? []));
  } finally {
    await stack.stop();
  }
}

function measuredProcesses(stack: Stack): Measured[] {
  return [
    { name: 'nginx', pid: () => stack.nginx.pid },
    ...stack.origins.map((origin) => ({ name: origin.name, pid: () => origin.process.pid })),
    { name: 'redis', pid: () => stack.redis().pid },
  ];
}

/** CPU microseconds of each process, its children included. */
function cpuNow(processes: readonly Measured[]): number[] {
  return processes.map(({ pid }) => [pid(), ...childPids(pid())].reduce((sum, each) => sum + cpuMicros(each), 0));
}

async function load(
  url: string,
  headers: Record<string, string>,
  processes: readonly Measured[],
  plan: EdgePlan & { readonly amount?: number },
): Promise<Omit<EdgeRow, 'scenario'>> {
  const before = cpuNow(processes);
  const result = await autocannon({
    url,
    headers,
    connections: plan.connections,
    ...sampling,
    ...(plan.amount === undefined ? runLength : { amount: plan.amount }),
  });
  const after = cpuNow(processes);
  const requests = Math.max(1, result.requests.total);
  const perProcess = processes.map((each, index) => [each.name, ((after[index] ?? 0) - (before[index] ?? 0)) / requests] as const);
  return {
    rps: perSecond(result),
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: result.requests.total - result['2xx'],
    cpuPerRequest: { ...Object.fromEntries(perProcess), all: perProcess.reduce((sum, [, micros]) => sum + micros, 0) },
  };
}

function medianRow(scenario: string, rows: readonly EdgeRow[]): EdgeRow {
  const names = Object.keys(rows[0]?.cpuPerRequest ?? {});
  return {
    scenario,
    rps: median(rows.map((row) => row.rps)),
    p50: median(rows.map((row) => row.p50)),
    p99: median(rows.map((row) => row.p99)),
    unexpected: median(rows.map((row) => row.unexpected)),
    cpuPerRequest: Object.fromEntries(names.map((name) => [name, median(rows.map((row) => row.cpuPerRequest[name] ?? 0))])),
  };
}

/** The edge table: one column of CPU µs per request for each process, and their sum. */
export function printEdgeTable(rows: readonly EdgeRow[]): void {
  const names = Object.keys(rows[0]?.cpuPerRequest ?? {});
  const lines = [
    `| Edge scenario | req/s | p50 ms | p99 ms | ${names.map((name) => `${name} CPU µs/req`).join(' | ')} | non-2xx |`,
    `|---|---|---|---|${names.map(() => '---|').join('')}---|`,
    ...rows.map(
      (row) =>
        `| ${row.scenario} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${names
          .map((name) => (row.cpuPerRequest[name] ?? 0).toFixed(1))
          .join(' | ')} | ${row.unexpected} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

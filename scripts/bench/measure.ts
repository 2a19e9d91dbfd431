// One load run (autocannon, CPU read from /proc), the median of several, and the alternating origin-against-baseline comparison every ratio comes from.
import autocannon from 'autocannon';
import { cpuMicros, rssMb } from '../proc-stats.ts';
import { perSecond, plan, runLength, sampling, selected } from './args.ts';
import type { Server } from './processes.ts';

export interface Sample {
  readonly requests: number;
  /** Responses outside the status class the scenario expects (2xx unless it says otherwise). */
  readonly unexpected: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly cpuMicrosPerRequest: number;
  readonly rssMb: number;
}

/** A row of the table: the origin's sample, and the baseline's with their ratio when it was compared. */
export interface Row {
  readonly scenario: string;
  readonly origin: Sample;
  readonly baseline?: Sample;
  readonly ratio?: number;
  readonly target: string;
  readonly met: boolean;
}

export type LoadOptions = Pick<
  autocannon.Options,
  'headers' | 'method' | 'body' | 'requests' | 'amount' | 'duration' | 'connections' | 'overallRate'
> & {
  readonly expect?: '2xx' | '3xx' | '4xx';
};

/** Rate limits far out of the way, so a benchmark measures serving, not refusing. */
export const unlimited = { RATE_LIMIT_REST_PER_MINUTE: '1000000000', RATE_LIMIT_MCP_PER_MINUTE: '1000000000' };

/** The middle value (the upper one of an even count). */
export const median = (values: number[]): number => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** One load run against `server`: throughput and latency from autocannon, CPU per request from the server process. */
export async function measure(server: Server, path: string, options: LoadOptions = {}): Promise<Sample> {
  const pid = server.child.pid ?? 0;
  const cpuBefore = cpuMicros(pid);
  const { expect = '2xx', ...load } = options;
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${path}`,
    connections: plan.connections,
    ...sampling,
    ...(load.amount === undefined && load.duration === undefined ? runLength : {}),
    ...load,
  });
  const requests = result.requests.total;
  return {
    requests,
    unexpected: requests - result[expect],
    rps: perSecond(result),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicrosPerRequest: (cpuMicros(pid) - cpuBefore) / Math.max(1, requests),
    rssMb: rssMb(pid),
  };
}

/** The median of each reading over several samples. */
export function summarise(samples: Sample[]): Sample {
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

/** What a compared scenario loads: which server, which path, how. */
export type Side = [Server, string, LoadOptions];

/** Alternates origin and baseline runs, round after round, so both meet the same machine conditions. */
export async function compare(
  scenario: string,
  origin: Side,
  baseline: Side,
  maxRatio: number,
  maxP99Ms = Number.POSITIVE_INFINITY,
): Promise<Row | undefined> {
  if (!selected(scenario)) return undefined;
  await measure(origin[0], origin[1], { ...origin[2], amount: plan.warmUpRequests });
  await measure(baseline[0], baseline[1], { ...baseline[2], amount: plan.warmUpRequests });
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
    // An infinite ratio is a row for comparison only: it has no target but to answer as expected.
    target: `${Number.isFinite(maxRatio) ? `≤ ${maxRatio}× CPU/req` : 'for comparison'}${p99Target}${errors > 0 ? ` (${errors} unexpected statuses!)` : ''}`,
    met: ratio <= maxRatio && originSummary.p99 < maxP99Ms && errors === 0,
  };
}

/** A row that is one measurement, with no baseline (a time, a memory reading). */
export function reading(scenario: string, origin: Partial<Sample>, target: string, met: boolean): Row {
  return {
    scenario,
    origin: { requests: 1, unexpected: 0, rps: 0, p50: 0, p99: 0, cpuMicrosPerRequest: 0, rssMb: 0, ...origin },
    target,
    met,
  };
}

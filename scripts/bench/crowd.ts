// The crowd scenarios: another client's latency while one client floods through the edge, and the memory a million distinct client addresses cost an origin.
import { once } from 'node:events';
import autocannon from 'autocannon';
import { mcpTools, paths } from '../../content/constants.ts';
import { spawnOwned } from '../child-process.ts';
import { startStack } from '../edge-stack.ts';
import { rssMb } from '../proc-stats.ts';
import { plan, smoke } from './args.ts';
import { modernCall, modernCallHeaders } from './mcp-requests.ts';
import { measure, type Row, unlimited } from './measure.ts';
import { node, originArgs, start, stop } from './processes.ts';

/**
 * One client floods a REST endpoint through the reference stack's edge while another, from another address and
 * process, keeps reading: the edge's per-address rate refuses the flood before the origins, as in deployment.
 */
export async function bystander(): Promise<Row> {
  const stack = await startStack({ node });
  try {
    // Each origin loads its MCP module a second after it listens, which holds its event loop for about 100 ms: done
    // first, by a call to each, so that what the probe measures is the flood's doing.
    for (const origin of stack.origins) {
      const call = { method: 'POST', headers: modernCallHeaders(mcpTools.productInfo), body: modernCall(mcpTools.productInfo, 'bench') };
      await (await fetch(origin.url + paths.mcp, call)).text();
    }
    // About 20 requests a second: under the 120 per minute this client may make.
    const probe = spawnOwned(process.execPath, ['scripts/bench/probe.ts', new URL(stack.url).port, paths.product, '127.0.0.2']);
    let output = '';
    probe.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    if (probe.stderr !== null) await once(probe.stderr, 'data');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // A flood of 10,000 requests a second from one client, well past any legitimate use; the load generator, the
    // probe and the stack run on any core, as in deployment.
    const floodStarted = Date.now();
    // For `seconds` even in smoke mode: the probe needs the flood to last long enough to be sampled during it.
    const flood = await autocannon({
      url: stack.url + paths.product,
      connections: plan.connections,
      overallRate: 10_000,
      duration: plan.seconds,
    });
    const floodEnded = Date.now();
    probe.kill('SIGTERM');
    await new Promise((resolve) => probe.once('exit', resolve));
    // Only what the probe saw while the flood ran (its first, cold requests come before).
    const samples = (JSON.parse(output) as { at: number; ms: number; status: number }[]).filter(
      (sample) => sample.at >= floodStarted && sample.at < floodEnded,
    );
    const refused = samples.filter((sample) => sample.status !== 200).length;
    const sorted = samples.map((sample) => sample.ms).toSorted((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN;
    return {
      scenario: 'another client during a flood, through the edge',
      origin: {
        requests: samples.length,
        unexpected: refused,
        rps: flood.requests.average,
        p50: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
        p99,
        cpuMicrosPerRequest: Number.NaN,
        rssMb: Number.NaN,
      },
      target: `never refused (${refused} refused), p99 < 50 ms; the flood ${flood['4xx']} refused of ${flood.requests.total}`,
      met: refused === 0 && p99 < 50,
    };
  } finally {
    await stack.stop();
  }
}

/** Distinct client IPs (through X-Forwarded-For from a trusted loopback proxy): peak RSS, and RSS after their windows passed. */
export async function ipFlood(): Promise<Row> {
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

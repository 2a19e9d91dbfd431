// npm run bench: measures the built origin against a bare node:http baseline writing the same bytes and the SDK-documented MCP server, in the same run, and prints ratios.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { paths } from '../../content/constants.ts';
import { rssMb } from '../proc-stats.ts';
import { plan, selected, smoke } from './args.ts';
import { bystander, ipFlood } from './crowd.ts';
import { benchEdge, type EdgeRow, printEdgeTable } from './edge.ts';
import { classificationMiss, compareMcp, compareMetrics } from './mcp.ts';
import { median, type Row, reading, unlimited } from './measure.ts';
import { baselineArgs, expressFloorArgs, node, nodeVersion, originArgs, pinLoad, start, stop } from './processes.ts';
import { expressScenarios, restScenarios, tooManyFlood } from './rest.ts';
import { signatureCheck } from './signatures.ts';
import { printTable } from './table.ts';

async function main(): Promise<void> {
  const rows: (Row | undefined)[] = [];
  pinLoad(true);
  const baseline = await start('baseline', baselineArgs, {}, '/rest');
  const floor = await start('express() floor', expressFloorArgs, {}, '/rest');

  // Time from process start to the first 200 of a document: the median of seven fresh origins, the last kept.
  const starts: number[] = [];
  let origin = await start('origin', originArgs, unlimited, paths.product);
  for (let started = 1; ; started++) {
    starts.push(performance.now() - origin.startedMs);
    if (started === (smoke ? 1 : 7)) break;
    await stop(origin);
    origin = await start('origin', originArgs, unlimited, paths.product);
  }
  const readyMs = median(starts);
  rows.push(
    reading(
      `ready after start (median of ${starts.length})`,
      { p50: readyMs, p99: Math.max(...starts), rssMb: rssMb(origin.child.pid ?? 0) },
      '≤ 300 ms',
      readyMs <= 300,
    ),
  );

  const rest = await restScenarios(origin, baseline, floor);
  await stop(floor);
  rows.push(...rest);
  rows.push(...(await compareMcp(origin)));
  await stop(origin);
  rows.push(...(await compareMetrics()));
  rows.push(await classificationMiss());
  rows.push(signatureCheck());

  rows.push(...(await expressScenarios(baseline)));
  rows.push(await tooManyFlood(baseline));
  await stop(baseline);
  // The crowd's probe and flood, and the edge's processes, run as in deployment: wherever the scheduler puts them.
  pinLoad(false);

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

function buildTime(): Row {
  const started = performance.now();
  execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
  const ms = performance.now() - started;
  return reading('npm run build', { requests: 0, p50: ms, p99: ms }, '≤ 60 s', ms <= 60_000);
}

await main();

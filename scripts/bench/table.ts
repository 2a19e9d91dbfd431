// Prints the benchmark's table in Markdown, one row per scenario.
import type { Row } from './measure.ts';

export function printTable(rows: Row[]): void {
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

// Proves `npm run bench` works end to end (every scenario runs and reports); timings are never asserted here.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { runToEnd } from '../scripts/child-process.ts';

test('the benchmark runs every scenario in smoke mode and prints its table', { timeout: 240_000 }, async () => {
  const { stdout } = await runToEnd(process.execPath, ['scripts/bench/main.ts', '--smoke'], { timeoutMs: 220_000 });
  for (const scenario of [
    'ready after start',
    'REST document 200',
    'Markdown page, brotli',
    '304 revalidation',
    'MCP tools/call, 2025 versions',
    'MCP tools/call, 2026-07-28',
    'MCP tools/call, 2025 versions vs REST document',
    'MCP tools/call, 2026-07-28, arguments the tool does not take (the SDK answers)',
    'REST document 200, router mounted in express()',
    'REST document 200, express() + express-rate-limit (the peer)',
    '429 flood from one client',
    'another client during a flood, through the edge',
    'distinct client IPs',
    'metrics and classification on vs off: REST document 200',
    'metrics and classification on vs off: Markdown page',
    'metrics and classification on vs off: MCP tools/call',
    'classification miss: every User-Agent new vs one',
    'edge: static file from nginx',
    'edge: static file from one origin directly',
    'edge: REST document through the edge',
  ]) {
    assert.match(
      stdout,
      new RegExp(`^\\| [^|]*${scenario.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}[^|]* \\| \\d+`, 'm'),
      `row for ${scenario}`,
    );
  }
  const results = JSON.parse(await readFile('bench-results.smoke.json', 'utf8')) as {
    smoke: boolean;
    rows: { origin: { requests: number } }[];
    edge: { scenario: string; unexpected: number; cpuPerRequest: Record<string, number> }[];
  };
  assert.equal(results.smoke, true);
  assert.ok(
    results.rows.every((row) => row.origin.requests > 0),
    'every scenario sent requests',
  );
  for (const row of results.edge) {
    assert.equal(row.unexpected, 0, row.scenario);
    assert.deepEqual(Object.keys(row.cpuPerRequest), ['nginx', 'origin-a', 'origin-b', 'redis', 'all'], row.scenario);
  }
  assert.doesNotMatch(stdout, /unexpected statuses/, 'every scenario got the statuses it expects');
});

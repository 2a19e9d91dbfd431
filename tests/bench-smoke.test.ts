// Proves `npm run bench` works end to end (every scenario runs and reports); timings are never asserted here.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { promisify } from 'node:util';

test('the benchmark runs every scenario in smoke mode and prints its table', { timeout: 240_000 }, async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/bench.ts', '--smoke'], {
    maxBuffer: 1 << 20,
  });
  for (const scenario of [
    'ready after start',
    'REST document 200',
    'Markdown page, brotli',
    '304 revalidation',
    'MCP tools/call, 2025 era',
    'MCP tools/call, 2026-07-28 era',
    '429 flood from one client',
    'another client during a flood',
    'distinct client IPs',
  ]) {
    assert.match(stdout, new RegExp(`^\\| [^|]*${scenario.replace(/[/.]/g, '\\$&')}[^|]* \\| \\d+`, 'm'), `row for ${scenario}`);
  }
  const results = JSON.parse(await readFile('bench-results.smoke.json', 'utf8')) as {
    smoke: boolean;
    rows: { origin: { requests: number } }[];
  };
  assert.equal(results.smoke, true);
  assert.ok(
    results.rows.every((row) => row.origin.requests > 0),
    'every scenario sent requests',
  );
  assert.doesNotMatch(stdout, /unexpected statuses/, 'every scenario got the statuses it expects');
});

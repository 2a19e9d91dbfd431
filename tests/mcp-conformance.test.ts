// The newest official MCP conformance suite, pinned, for the 2026-07-28 and 2025-11-25 requirement sets: every failing check must be one the reviewed table explains.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { paths } from '../content/constants.ts';
import { runToEnd } from '../scripts/child-process.ts';
import { expectedFailures, type FailureClass, failureClasses } from './conformance-failures.ts';
import { type RunningOrigin, startOrigin } from './helpers/origin.ts';

const run = runToEnd;
/** The suite needs Node 22; npm supplies it next to the suite. Pinned exactly: the alpha line has no dist-tag to follow. */
const conformance = ['-y', '-p', 'node@22', '-p', '@modelcontextprotocol/conformance@0.2.0-alpha.12', '--', 'conformance'];
const quiet = { ...process.env, npm_config_update_notifier: 'false', NO_COLOR: '1' };
const requirementSets = ['2026-07-28', '2025-11-25'] as const;

/** One check as the suite writes it to `<output>/<scenario>/checks.json`. */
interface Check {
  readonly id: string;
  readonly status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  readonly errorMessage?: string;
}

/** Runs one requirement set and returns every check it reported, with the suite's own output for failure messages. */
async function runRequirements(mcp: string, revision: string): Promise<{ checks: Check[]; output: string }> {
  const outputDir = await mkdtemp(join(tmpdir(), `conformance-${revision}-`));
  try {
    // The suite exits 1 when a scored check fails; the table, not its exit code, decides here.
    const { stdout, stderr } = await run('npx', [...conformance, 'server', '--url', mcp, '--requirements', revision, '-o', outputDir], {
      env: quiet,
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? String(error) }));
    const checks: Check[] = [];
    for (const scenario of await readdir(outputDir)) {
      checks.push(...(JSON.parse(await readFile(join(outputDir, scenario, 'checks.json'), 'utf8')) as Check[]));
    }
    return { checks, output: `${stdout}\n${stderr}` };
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}

let origin: RunningOrigin;
const runs = new Map<string, { checks: Check[]; output: string }>();
before(
  async () => {
    origin = await startOrigin({ rateLimitMcpPerMinute: 1_000_000 });
    // The DNS-rebinding scenario needs a localhost URL.
    const mcp = `http://localhost:${origin.port}${paths.mcp}`;
    for (const revision of requirementSets) runs.set(revision, await runRequirements(mcp, revision));
  },
  { timeout: 600_000 },
);
after(() => origin.close());

describe('official MCP conformance suite 0.2.0-alpha.12', () => {
  for (const revision of requirementSets) {
    test(`--requirements ${revision}: every failing check is in the reviewed table`, (t) => {
      const { checks, output } = runs.get(revision) ?? { checks: [], output: 'not run' };
      assert.ok(checks.length > 0, `the suite reported no checks:\n${output}`);
      const failures = checks.filter((check) => check.status === 'FAILURE');
      const unexplained = failures.filter((check) => !(check.id in expectedFailures)).map((check) => `${check.id}: ${check.errorMessage}`);
      assert.deepEqual(unexplained, [], `failing checks the table does not explain:\n${unexplained.join('\n')}`);
      const byClass = new Map<FailureClass, number>();
      for (const { id } of failures) {
        const failureClass = expectedFailures[id]?.[0];
        if (failureClass !== undefined) byClass.set(failureClass, (byClass.get(failureClass) ?? 0) + 1);
      }
      const passed = checks.filter((check) => check.status === 'SUCCESS').length;
      const warnings = checks.filter((check) => check.status === 'WARNING').map((check) => check.id);
      t.diagnostic(`${revision}: ${checks.length} checks, ${passed} passed, ${failures.length} failed, all classified`);
      for (const [failureClass, count] of byClass) t.diagnostic(`  ${count} ${failureClasses[failureClass]}`);
      t.diagnostic(`  warnings (not failures): ${warnings.join(', ') || 'none'}`);
    });
  }

  test('every line of the table still names a failing check: a check that starts passing leaves the table', () => {
    const failing = new Set(
      [...runs.values()].flatMap(({ checks }) => checks.filter((check) => check.status === 'FAILURE').map(({ id }) => id)),
    );
    assert.deepEqual(
      Object.keys(expectedFailures).filter((id) => !failing.has(id)),
      [],
    );
  });

  test('the checks this endpoint is built to pass do pass in both sets', () => {
    const passed = (revision: string) =>
      new Set((runs.get(revision)?.checks ?? []).filter((check) => check.status === 'SUCCESS').map((check) => check.id));
    for (const id of [
      'sep-2575-server-implements-discover',
      'sep-2164-error-code',
      'sep-2164-data-uri',
      'localhost-host-rebinding-rejected',
    ]) {
      assert.ok(passed('2026-07-28').has(id), `2026-07-28: ${id}`);
    }
    for (const id of ['localhost-host-rebinding-rejected', 'localhost-host-valid-accepted'])
      assert.ok(passed('2025-11-25').has(id), `2025-11-25: ${id}`);
  });
});

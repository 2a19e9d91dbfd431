// Locks in that a test which fails or hangs after starting the stack ends its file promptly, named in the runner's report, with every process it started gone: npm test fails in minutes, never hangs.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { spawnOwned } from '../scripts/child-process.ts';
import { isRunning } from '../scripts/proc-stats.ts';
import { until, within } from './helpers/wait.ts';

/** The most a failing stack test may take to end its file, start to report, with the runner's grace cut to `graceMs`. */
const limitMs = 60_000;
const graceMs = 5_000;

test('a planted failure and a planted hang between the start and the stop of the stack end within 60 s and leave no process', {
  timeout: limitMs + 30_000,
}, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'turno-fixture-'));
  try {
    const pidsFile = join(dir, 'pids');
    const started = performance.now();
    // The runner exactly as npm test runs every file (package.json's test:files), as a runner of its own: one that
    // finds NODE_TEST_CONTEXT thinks it runs inside this file and runs nothing.
    const { NODE_TEST_CONTEXT: _inside, ...env } = process.env;
    const runner = spawnOwned('npm', ['run', '--silent', 'test:files', '--', 'tests/fixtures/stack-fails.ts'], {
      env: { ...env, FIXTURE_PIDS: pidsFile, TEST_FILE_GRACE_MS: String(graceMs) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
    };
    runner.stdout?.on('data', read);
    runner.stderr?.on('data', read);
    const exited = await within(once(runner, 'exit') as Promise<[number | null]>, limitMs);
    if (exited === undefined) runner.kill('SIGKILL');
    const [code] = exited ?? (await once(runner, 'exit'));
    const elapsedMs = performance.now() - started;

    assert.ok(exited !== undefined, `the runner ended by itself within ${limitMs} ms (took ${Math.round(elapsedMs)} ms):\n${output}`);
    assert.notEqual(code, 0, `the runner reports the failures with a non-zero exit:\n${output}`);
    assert.match(output, /✖ planted: npm run stack started, then an assertion fails before its stop/);
    assert.match(output, /✖ planted: the edge stack started, then the test never ends/);
    assert.match(output, /test timed out after 5000ms/);
    assert.match(output, /stack-fails\.ts: still running 5 s after its last test; ending it and every process it started/);
    const pids = (await readFile(pidsFile, 'utf8')).split('\n').filter(Boolean).map(Number);
    assert.ok(pids.length >= 12, `two stacks' processes were recorded: ${pids.join(' ')}`);
    // SIGKILL is delivered at once but a process is torn down after: on loaded cores, one can outlive the runner by
    // a moment. Gone within the poller's bound is gone; one still there then was never killed.
    const running = () => pids.filter((pid) => isRunning(pid));
    await until(
      () => running().length === 0,
      () => `no process the fixture started is still running: ${running().join(' ')}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

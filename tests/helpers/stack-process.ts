// `npm run stack` as a test starts it: an owned child (killed with all it started if the test's file ends first), what it printed, and its processes.
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { TestContext } from 'node:test';
import { buildPaths, type Manifest } from '../../schemas/manifest.ts';
import { killGroup, spawnOwned } from '../../scripts/child-process.ts';
import { until } from './wait.ts';

/** A started `npm run stack`. */
export interface NpmStack {
  readonly npm: ChildProcess;
  /** The edge's address. */
  readonly url: string;
  /** Resolves once npm has exited. */
  readonly exited: Promise<unknown>;
  /** Everything it has printed on stdout. */
  output(): string;
  /**
   * Stops it as Ctrl-C would (the stack stops what it started), then SIGKILLs what is left of npm's process group, once:
   * the way out of a test that failed before its own stop.
   */
  kill(): Promise<void>;
}

/**
 * Runs `npm run stack`, its edge on a free port, for the build in dist/ and resolves once it says it serves; killed when the test
 * `t` ends, pass or fail, if its caller has not stopped it before.
 */
export async function startNpmStack(t: TestContext): Promise<NpmStack> {
  const { publicBaseUrl } = JSON.parse(readFileSync(buildPaths.manifest, 'utf8')) as Manifest;
  // The build's own PUBLIC_BASE_URL, so the stack serves this build rather than rebuilding it under other tests; the
  // edge on a port the stack holds until nginx binds it (one chosen here could be taken before then).
  const npm = spawnOwned('npm', ['run', 'stack'], {
    env: { ...process.env, STACK_PORT: '0', PUBLIC_BASE_URL: publicBaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let errors = '';
  npm.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = once(npm, 'exit');
  // Once only: a second kill could reach a group that has since been given this number.
  let killing: Promise<void> | undefined;
  const kill = () => {
    killing ??= (async () => {
      if (npm.exitCode === null && npm.signalCode === null) {
        npm.kill('SIGTERM');
        await Promise.race([exited, once(AbortSignal.timeout(30_000), 'abort')]);
      }
      killGroup(npm);
    })();
    return killing;
  };
  t.after(kill);
  const ready = () => output.includes('Ctrl-C stops everything.') || npm.exitCode !== null;
  try {
    await until(ready, () => `npm run stack did not start:\n${output}${errors}`, 60_000);
    assert.ok(npm.exitCode === null, `npm run stack did not start:\n${output}${errors}`);
  } catch (error) {
    await kill();
    throw error;
  }
  const url = /^Edge \(nginx\) listening at (\S+)$/m.exec(output)?.[1];
  assert.ok(url, `npm run stack said where its edge listens:\n${output}`);
  return { npm, url, exited, output: () => output, kill };
}

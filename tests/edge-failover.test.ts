// Locks in what a dying process costs at the edge: one origin killed mid-run fails no request, and SIGTERM to `npm run stack` leaves no process behind.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { paths } from '../content/constants.ts';
import { buildPaths, type Manifest } from '../schemas/manifest.ts';
import { freePort } from '../scripts/free-port.ts';
import { childPids } from '../scripts/proc-stats.ts';
import { inParallel, stackForFile } from './helpers/edge.ts';
import { request } from './helpers/http.ts';
import { scrape, total } from './helpers/metrics.ts';
import { until } from './helpers/wait.ts';

describe('one origin killed during a run of GETs', () => {
  const stack = stackForFile();

  test('no request fails: nginx retries the idempotent ones on the other origin', { timeout: 60_000 }, async () => {
    const [doomed, survivor] = stack().origins;
    // Origin-only reads: the negotiated page and the limited documents (from 20 client addresses, under their limit).
    const targets = [paths.developers, paths.product, paths.permissions, paths.sampleWeek];
    let killed = false;
    const answers = await inParallel(600, 8, async (i) => {
      if (i === 200 && !killed) {
        killed = true;
        doomed.process.child.kill('SIGKILL');
      }
      const path = targets[i % targets.length] ?? paths.developers;
      return (await request(stack().url + path, { localAddress: `127.0.1.${(i % 20) + 1}` })).status;
    });
    assert.ok(!doomed.process.running(), 'the origin was killed mid-run');
    assert.deepEqual(
      answers.filter((status) => status !== 200),
      [],
    );
    const servedBySurvivor = total(await scrape(survivor.metricsUrl), 'turno_http_requests_total');
    assert.ok(servedBySurvivor >= 400, `the other origin carried the rest (${servedBySurvivor})`);
  });
});

describe('npm run stack', () => {
  test('prints the edge URL, serves, and SIGTERM leaves no process behind', { timeout: 90_000 }, async () => {
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
    await until(started, () => `npm run stack did not start:\n${output}`, 60_000);
    assert.ok(npm.exitCode === null, `npm run stack did not start:\n${output}`);
    const url = `http://127.0.0.1:${port}`;
    assert.match(output, new RegExp(`Edge \\(nginx\\) listening at ${url}`));
    assert.equal((await request(url + paths.openapi)).status, 200);
    assert.equal((await request(url + paths.product)).status, 200);

    const processes = descendants(npm.pid ?? 0);
    assert.ok(processes.length >= 6, `redis, two origins, nginx and its workers: ${processes.join(' ')}`);
    npm.kill('SIGTERM');
    await exited;
    const stillRunning = async () => processes.filter((pid) => alive(pid));
    await until(async () => (await stillRunning()).length === 0, 'every process of the stack ending after SIGTERM', 20_000);
    await assert.rejects(request(url + paths.openapi), 'the edge no longer listens');
  });
});

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

// Locks in that `npm run stack` (nginx, two origins, Redis) starts, serves, and stops clean every time: ten SIGTERMs under load, each leaving no process and no listening port behind.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, type TestContext, test } from 'node:test';
import autocannon from 'autocannon';
import { paths } from '../content/constants.ts';
import { descendants, isRunning } from '../scripts/proc-stats.ts';
import { request } from './helpers/http.ts';
import { startNpmStack } from './helpers/stack-process.ts';
import { until } from './helpers/wait.ts';

/** How many times the stack is started, loaded and stopped. */
const runs = 10;

describe('npm run stack', () => {
  test(`${runs} SIGTERMs under load: each stops every process and closes every port`, { timeout: runs * 60_000 }, async (t) => {
    const stopTimes: number[] = [];
    for (let run = 1; run <= runs; run++) stopTimes.push(await startLoadAndStop(t, run));
    t.diagnostic(`stop took ${stopTimes.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  });
});

/** One run: the stack started, serving, under load from 20 connections, then SIGTERM; returns how long the stop took. */
async function startLoadAndStop(t: TestContext, run: number): Promise<number> {
  const stack = await startNpmStack(t);
  let load: autocannon.Instance | undefined;
  // Whatever fails below, nothing this run started outlives it.
  try {
    const { npm, url } = stack;
    assert.equal((await request(url + paths.openapi)).status, 200, `run ${run}: the contract through the edge`);
    assert.equal((await request(url + paths.product)).status, 200, `run ${run}: a document through the edge`);

    const processes = descendants(npm.pid ?? 0);
    const commands = processes.map((pid) => `${pid} ${command(pid)}`);
    assert.ok(processes.length >= 6, `run ${run}: redis, two origins, nginx and its workers: ${commands.join('; ')}`);
    // Every address the stack listens on, as it printed them: the edge, the origins, their metrics, Redis.
    const ports = [...stack.output().matchAll(/(?:http|redis):\/\/127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1]));
    assert.ok(new Set(ports).size >= 6, `run ${run}: the edge, two origins, two metrics listeners and Redis: ${ports.join(' ')}`);

    // Load that keeps coming while the stack stops, as clients do.
    load = autocannon(
      {
        url,
        connections: 20,
        duration: 60,
        requests: [{ path: paths.product }, { path: paths.openapi }, { path: paths.developersMarkdown }],
      },
      () => undefined,
    );
    // The load is flowing once answers come back through the edge.
    let answered = 0;
    load.on('response', () => {
      answered += 1;
    });
    await until(() => answered >= 100, `run ${run}: the load answered`);
    const stopping = performance.now();
    npm.kill('SIGTERM');
    await stack.exited;
    // The stack's own process exits only once everything it started has: nothing is left the moment npm is gone.
    const stillRunning = () => processes.filter((pid) => isRunning(pid)).map((pid) => `${pid} ${command(pid)}`);
    assert.deepEqual(stillRunning(), [], `run ${run}: still running after npm run stack exited`);
    const stopMs = performance.now() - stopping;
    load.stop();
    for (const each of new Set(ports)) assert.equal(await accepts(each), false, `run ${run}: port ${each} still listens`);
    return stopMs;
  } finally {
    load?.stop();
    await stack.kill();
  }
}

/** A process's command line, for messages (empty once it has gone). */
function command(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
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

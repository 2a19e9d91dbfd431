// Locks in what a dying process costs at the edge: one origin killed mid-run fails no request.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paths } from '../content/constants.ts';
import { inParallel, stackForFile } from './helpers/edge.ts';
import { request } from './helpers/http.ts';
import { scrape, total } from './helpers/metrics.ts';

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
    const servedBySurvivor = total(await scrape(survivor.metricsUrl), 'turno_reads_total');
    assert.ok(servedBySurvivor >= 400, `the other origin carried the rest (${servedBySurvivor})`);
  });
});

// A crowd of never-reading clients spread over 20 addresses, each under its per-address cap, against an origin with 1,024 descriptors: another client is still served, and the metrics show the shedding.
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { test } from 'node:test';
import { paths } from '../../content/constants.ts';
import { startOriginProcess } from '../../scripts/origin-process.ts';
import { request } from '../helpers/http.ts';
import { scrape, total } from '../helpers/metrics.ts';
import { pause } from '../helpers/wait.ts';

/** How long the crowd stays; the 60 s unless CROWD_SECONDS says otherwise (a quicker local run). */
const seconds = Number(process.env.CROWD_SECONDS ?? 60);
const addresses = Array.from({ length: 20 }, (_, i) => `127.0.0.${10 + i}`);
/** Under the per-address cap of 64, so only the process-wide budget can stop them. */
const perAddress = 55;
/**
 * Answers pipelined per connection: the 20 contracts, 618 KB, which the kernel's socket buffers on loopback
 * still hold, so Node sees nothing unsent and only the descriptor budget can tell these connections from busy ones.
 * CROWD_PIPELINED=2 (60 KB) is for a run on a loaded machine: there parsing the crowd's 22,000 requests alone takes
 * the origin tens of seconds, and every later connection, the normal client's included, waits behind them in the
 * kernel's accept queue.
 */
const pipelined = Number(process.env.CROWD_PIPELINED ?? 20);
const crowdRequest = `GET ${paths.openapi} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

/**
 * One never-reading client: pipelines its requests and never reads. It cannot see the origin close its connection
 * (that takes reading), so, as a flooding script would, it replaces its connection every 10 to 20 s, keeping its
 * address's 55 open all along.
 */
function crowdMember(port: number, localAddress: string, until: () => boolean, opened: { count: number }): void {
  const socket: Socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  socket.pause();
  socket.once('connect', () => {
    opened.count++;
    socket.write(crowdRequest.repeat(pipelined));
  });
  setTimeout(
    () => {
      socket.destroy();
      if (!until()) crowdMember(port, localAddress, until, opened);
    },
    10_000 + Math.random() * 10_000,
  );
}

test(`20 addresses × 55 never-reading clients for ${seconds} s at 1,024 descriptors: another client answered ≥ 99 %, p95 < 500 ms; shedding in the metrics`, {
  timeout: (seconds + 60) * 1_000,
}, async () => {
  const origin = await startOriginProcess({ RATE_LIMIT_REST_PER_MINUTE: '1000000000', METRICS_PORT: '0' }, { openFiles: 1024 });
  const metricsPort = Number(/"message":"metrics listening","address":\{[^}]*"port":(\d+)/.exec(origin.log())?.[1]);
  const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
  let over = false;
  const opened = { count: 0 };
  try {
    // The crowd arrives over 5 s: at once, its 22,000 pipelined requests would queue every later connection, the
    // normal client's included, behind them in the kernel's accept queue for as long as the origin takes to parse them.
    for (let i = 0; i < perAddress; i++) {
      for (const address of addresses) crowdMember(origin.port, address, () => over, opened);
      await pause(5_000 / perAddress);
    }
    const latencies: number[] = [];
    let failures = 0;
    const slow: string[] = [];
    const begun = performance.now();
    const ends = performance.now() + seconds * 1_000;
    while (performance.now() < ends) {
      const started = performance.now();
      try {
        const answer = await Promise.race([
          request(origin.url + paths.product, { localAddress: '127.0.0.2' }),
          pause(5_000).then(() => Promise.reject(new Error('no answer within 5 s'))),
        ]);
        if (answer.status === 200) latencies.push(performance.now() - started);
        else failures++;
        if (performance.now() - started > 500)
          slow.push(`${((started - begun) / 1_000).toFixed(1)} s: ${(performance.now() - started).toFixed(0)} ms`);
      } catch (error) {
        failures++;
        slow.push(`${((started - begun) / 1_000).toFixed(1)} s: ${String(error)}`);
      }
      await pause(100);
    }
    const samples = await scrape(metrics);
    over = true;
    latencies.sort((a, b) => a - b);
    const attempts = latencies.length + failures;
    const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? Number.POSITIVE_INFINITY;
    const shed = total(samples, 'turno_connections_shed_total');
    const report = `${latencies.length}/${attempts} answered, p50 ${latencies[Math.floor(latencies.length / 2)]?.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; crowd connections opened ${opened.count}; shed ${shed} (idle ${total(samples, 'turno_connections_shed_total', 'reason="idle"')}, unread ${total(samples, 'turno_connections_shed_total', 'reason="unread"')}, stalled ${total(samples, 'turno_connections_shed_total', 'reason="stalled"')}), refused ${total(samples, 'turno_connections_refused_total')}`;
    process.stderr.write(`crowd: ${report}\nslow or failed: ${slow.join('; ')}\n`);
    process.stderr.write(
      origin
        .log()
        .split('\n')
        .filter((line) => /"level":"(warn|error)"/.test(line))
        .join('\n'),
    );
    assert.ok(latencies.length >= attempts * 0.99, report);
    assert.ok(p95 < 500, report);
    assert.equal(total(samples, 'turno_descriptors_limit'), 1024);
    assert.ok(total(samples, 'turno_descriptors_in_use') <= 1024);
    assert.ok(shed > 0, `connections were shed: ${report}`);
    assert.equal(
      total(samples, 'turno_connections_refused_total', 'reason="descriptors"'),
      0,
      'no client refused while the crowd held sockets',
    );
    const warnings = origin
      .log()
      .split('\n')
      .filter((line) => line.includes('descriptors near their limit'));
    assert.ok(warnings.length >= 1 && warnings.length <= Math.ceil(seconds / 10) + 1, `${warnings.length} warnings`);
    assert.ok(warnings.every((line) => JSON.parse(line).level === 'warn'));
  } finally {
    over = true;
    assert.equal(await origin.stop('SIGKILL'), null);
  }
});

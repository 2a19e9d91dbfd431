// Locks in what one hostile client cannot make a real origin process spend over real sockets: memory for the largest MCP batches it never reads, and counts of pipelined requests seen out of order. Batch rules, junk forwarding keys and the error log are the in-process tier's (tests/unit/router/mcp-limits.test.ts, limits.test.ts, mcp-answers.test.ts).
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { describe, test } from 'node:test';
import { limits, paths } from '../../content/constants.ts';
import { startOriginProcess } from '../../scripts/origin-process.ts';
import { batchOf } from '../helpers/mcp.ts';
import { scrape, total } from '../helpers/metrics.ts';
import { withOrigin } from '../helpers/origin.ts';
import { until } from '../helpers/wait.ts';

/** The open file descriptors of process `pid` (its sockets among them), from /proc. */
const openFiles = (pid: number): number => readdirSync(`/proc/${pid}/fd`).length;

describe('MCP batches from clients that never read', () => {
  test('five addresses sending their allowed MCP traffic as the largest batches, never reading: every batch counted or refused, RSS stays bounded, and every socket is let go', {
    timeout: 60_000,
  }, async () => {
    const origin = await startOriginProcess({ METRICS_PORT: '0' });
    try {
      const metricsUrl = origin.metricsUrl ?? assert.fail('the origin logged no metrics address');
      const pid = origin.child.pid ?? assert.fail('the origin has no pid');
      const baseline = origin.memory().rssMb;
      const filesBefore = openFiles(pid);
      const sockets: Socket[] = [];
      const body = batchOf(limits.mcpBatchEntries);
      const post = `POST ${paths.mcp} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      const addresses = 5;
      const connections = 8;
      const batchesPerConnection = 3;
      for (let address = 2; address < 2 + addresses; address++) {
        // A minute's budget (60 entries) and four times more, over eight connections per address.
        for (let connection = 0; connection < connections; connection++) {
          const socket = connect({ port: origin.port, host: '127.0.0.1', localAddress: `127.0.0.${address}` });
          socket.on('error', () => undefined);
          await once(socket, 'connect');
          socket.pause();
          socket.write(post.repeat(batchesPerConnection));
          sockets.push(socket);
        }
      }
      // The work is done once every batch is counted: each address's minute of entries answered, the rest refused.
      const answered = (addresses * limits.mcpPerMinute) / limits.mcpBatchEntries;
      const refused = addresses * connections * batchesPerConnection - answered;
      const counted = async () => {
        const samples = await scrape(metricsUrl);
        return {
          messages: total(samples, 'turno_mcp_messages_total'),
          refused: total(samples, 'turno_rate_limited_total', 'policy="mcp"'),
        };
      };
      let seen = await counted();
      await until(
        async () => {
          seen = await counted();
          return seen.messages === answered * limits.mcpBatchEntries && seen.refused === refused;
        },
        () =>
          `${answered * limits.mcpBatchEntries} MCP messages counted and ${refused} batches refused (seen ${seen.messages} and ${seen.refused})`,
        30_000,
      );
      const during = origin.memory();
      for (const socket of sockets) socket.destroy();
      await until(
        () => openFiles(pid) <= filesBefore,
        () => `the origin's files back to ${filesBefore} (now ${openFiles(pid)})`,
        30_000,
      );
      const after = origin.memory();
      // RSS is the machine's to measure, so the bounds are wide: about 3× what is seen (141–149 MB peak, 120–164 MB
      // after: V8 keeps its grown heap until a full collection), yet far below the 1,100 MB these clients held,
      // and kept, before batches counted per entry. Exact memory targets are npm run bench's.
      assert.ok(during.peakRssMb < 450, `peak RSS ${during.peakRssMb.toFixed(0)} MB (started at ${baseline.toFixed(0)} MB)`);
      assert.ok(after.rssMb < 450, `RSS ${after.rssMb.toFixed(0)} MB once they are gone`);
    } finally {
      assert.equal(await origin.stop(), 0);
    }
  });
});

describe('pipelined requests', () => {
  test('121 pipelined requests from a fresh client: 120 answered with the count falling one by one, then one 429', async () => {
    await withOrigin({}, async (origin) => {
      const socket = connect({ port: origin.port, host: '127.0.0.1' });
      await once(socket, 'connect');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      const head = `HEAD ${paths.product} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
      socket.write(head.repeat(120) + head.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
      await once(socket, 'close');
      const answers = Buffer.concat(chunks)
        .toString('latin1')
        .split('\r\n\r\n')
        .filter((part) => part !== '');
      assert.equal(answers.length, 121);
      const statuses = answers.map((answer) => Number(answer.slice(9, 12)));
      assert.deepEqual(statuses, [...Array(120).fill(200), 429]);
      const remaining = answers.map((answer) => Number(/\r\nRateLimit: "product";r=(\d+);/i.exec(answer)?.[1]));
      assert.deepEqual(
        remaining,
        Array.from({ length: 121 }, (_, i) => Math.max(0, 119 - i)),
      );
    });
  });
});

// Locks in what one hostile client cannot make the origin spend: amplified MCP batches, rate-limit keys from junk headers, log lines, counts seen out of order.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, test } from 'node:test';
import { limits, paths } from '../content/constants.ts';
import { startOriginProcess } from '../scripts/origin-process.ts';
import { request } from './helpers/http.ts';
import { envelope, legacyCall, modernVersion } from './helpers/mcp.ts';
import { withOrigin } from './helpers/origin.ts';
import { pause } from './helpers/wait.ts';

const readContract = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'resources/read',
  params: { uri: `http://localhost:3000${paths.openapi}` },
});
const batchOf = (count: number) => JSON.stringify(Array.from({ length: count }, (_, i) => readContract(i + 1)));
const batchHeaders = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

describe('MCP batches', () => {
  for (const version of ['2025-06-18', '2025-11-25', '2026-07-28']) {
    test(`a batch for ${version} is refused (batches exist only in 2025-03-26)`, async () => {
      await withOrigin({}, async (origin) => {
        const response = await request(origin.url + paths.mcp, {
          method: 'POST',
          headers: { ...batchHeaders, 'MCP-Protocol-Version': version },
          body: batchOf(2),
        });
        assert.equal(response.status, 400);
        assert.equal((response.json() as { error: { code: number } }).error.code, -32600);
      });
    });
  }

  test('a batch without MCP-Protocol-Version is 2025-03-26: answered, every entry', async () => {
    await withOrigin({}, async (origin) => {
      const response = await request(origin.url + paths.mcp, {
        method: 'POST',
        headers: batchHeaders,
        body: batchOf(limits.mcpBatchEntries),
      });
      assert.equal(response.status, 200);
      const answers = response.json() as { id: number; result: { contents: { text: string }[] } }[];
      assert.deepEqual(
        answers.map((answer) => answer.id).sort((a, b) => a - b),
        Array.from({ length: limits.mcpBatchEntries }, (_, i) => i + 1),
      );
      assert.ok(response.body.length < limits.mcpAnswerBytes, `the largest allowed batch answers ${response.body.length} bytes`);
    });
  });

  test(`batches of 0 or more than ${limits.mcpBatchEntries} entries are refused`, async () => {
    await withOrigin({}, async (origin) => {
      for (const body of ['[]', batchOf(limits.mcpBatchEntries + 1), batchOf(100)]) {
        const response = await request(origin.url + paths.mcp, { method: 'POST', headers: batchHeaders, body });
        assert.equal(response.status, 400);
        assert.equal((response.json() as { error: { code: number } }).error.code, -32600);
      }
    });
  });

  test('each entry counts against the limit; a batch larger than what is left is refused whole with the 429', async () => {
    await withOrigin({ rateLimitMcpPerMinute: 15 }, async (origin) => {
      const first = await request(origin.url + paths.mcp, { method: 'POST', headers: batchHeaders, body: batchOf(10) });
      assert.equal(first.status, 200);
      assert.match(String(first.headers.ratelimit), /^"mcp";r=5;t=\d+$/);
      const second = await request(origin.url + paths.mcp, { method: 'POST', headers: batchHeaders, body: batchOf(10) });
      assert.equal(second.status, 429);
      assert.deepEqual(Object.keys(second.json() as object), ['statusCode', 'error', 'message']);
      assert.ok(Number(second.headers['retry-after']) >= 0);
      const single = await legacyCall(origin.url + paths.mcp, { id: 1, method: 'tools/list' });
      assert.equal(single.status, 200, 'the refused batch spent only the one request it was');
    });
  });

  test('five addresses sending their allowed MCP traffic as the largest batches, never reading: RSS stays bounded, during and after', {
    timeout: 60_000,
  }, async () => {
    const origin = await startOriginProcess();
    try {
      const baseline = origin.memory().rssMb;
      const sockets: Socket[] = [];
      const body = batchOf(limits.mcpBatchEntries);
      const post = `POST ${paths.mcp} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      for (let address = 2; address <= 6; address++) {
        // A minute's budget (60 entries) and four times more, over eight connections per address.
        for (let connection = 0; connection < 8; connection++) {
          const socket = connect({ port: origin.port, host: '127.0.0.1', localAddress: `127.0.0.${address}` });
          socket.on('error', () => undefined);
          await once(socket, 'connect');
          socket.pause();
          socket.write(post.repeat(3));
          sockets.push(socket);
        }
      }
      await pause(3_000); // Real time for the origin to parse, count and refuse what the sockets carry.
      const during = origin.memory();
      for (const socket of sockets) socket.destroy();
      await pause(1_500); // Real time for the origin to see the closes and drop what it held for them.
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

describe('client keys behind a trusted proxy', () => {
  test('X-Forwarded-For text that is not an IP address counts as the proxy’s address, not as a key of its own', async () => {
    await withOrigin({ trustProxy: ['loopback'], rateLimitRestPerMinute: 3 }, async (origin) => {
      const junk = ['not-an-ip', 'x'.repeat(15_000), `fe80::1%${'z'.repeat(200)}`, '999.1.1.1'];
      const statuses: number[] = [];
      for (const forwarded of junk) {
        statuses.push((await request(origin.url + paths.product, { headers: { 'X-Forwarded-For': forwarded } })).status);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429], 'all four counted as 127.0.0.1');
      const real = await request(origin.url + paths.product, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
      assert.equal(real.status, 200, 'a forwarded IP address is a client of its own');
    });
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

describe('the error log', () => {
  test('an unsupported protocol version sent again and again: never quoted, at most one line per interval, with the error’s class', async () => {
    await withOrigin({ rateLimitMcpPerMinute: 1_000 }, async (origin) => {
      const marker = `MARKER-${'q'.repeat(30_000)}`;
      const body = JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/list',
        params: { _meta: { ...envelope, 'io.modelcontextprotocol/protocolVersion': marker } },
      });
      for (let i = 0; i < 50; i++) {
        for (const version of [{ 'MCP-Protocol-Version': modernVersion }, {}]) {
          const response = await request(origin.url + paths.mcp, { method: 'POST', headers: { ...batchHeaders, ...version }, body });
          assert.ok(response.status >= 400 || /"error"/.test(response.text), 'the request is refused');
        }
      }
      const log = JSON.stringify(origin.logged);
      assert.doesNotMatch(log, /MARKER/);
      assert.ok(origin.logged.length <= 2, `${origin.logged.length} lines for 100 bad requests`);
    });
  });
});

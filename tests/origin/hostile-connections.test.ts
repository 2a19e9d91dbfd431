// Locks in what the origin's transport answers whatever stands in front of it: a peer that never reads is let go, slow requests time out on time, and everything Node refuses is the error object.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, test } from 'node:test';
import { limits, paths } from '../../content/constants.ts';
import { rawExchange, request } from '../helpers/http.ts';
import { withOrigin } from '../helpers/origin.ts';
import { allowing, until, within } from '../helpers/wait.ts';

/** Opens a connection from `localAddress` and waits until it is established. */
async function openSocket(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  return socket;
}

/** A client that pipelines `count` GETs of the contract (no compression: the most bytes) and never reads an answer. */
async function neverReading(port: number, count: number, localAddress?: string): Promise<Socket> {
  const socket = await openSocket(port, localAddress);
  socket.pause();
  socket.write(`GET ${paths.openapi} HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(count));
  return socket;
}

/** Collects what the server sends until it closes, or until `ms` pass. */
async function readUntilClosed(socket: Socket, ms: number): Promise<string> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.resume();
  await within(once(socket, 'close'), ms);
  return Buffer.concat(chunks).toString('latin1');
}

describe('a client that stops reading', () => {
  test('its connection is closed once nothing moves on it for the idle timeout; another client is served meanwhile', async () => {
    const idleTimeoutMs = 1_000;
    await withOrigin({ idleTimeoutMs }, async (origin) => {
      const closedAfter: number[] = [];
      const started = performance.now();
      origin.server.on('connection', (socket: Socket) => socket.once('close', () => closedAfter.push(performance.now() - started)));
      // 400 contracts (12 MB) are far more than the socket buffers on both sides hold.
      const attackers = await Promise.all(Array.from({ length: 5 }, () => neverReading(origin.port, 400)));
      const normal = await request(origin.url + paths.product, { localAddress: '127.0.0.2' });
      assert.equal(normal.status, 200, 'another client is served meanwhile');
      // The deadline is the subject: a timeout that never fires, or one re-armed by the stalled writes, misses it.
      await until(() => closedAfter.length >= 6, 'every stalled connection closed by the origin', allowing(idleTimeoutMs));
      for (const socket of attackers) socket.destroy();
      assert.equal(closedAfter.length, 6, 'the five stalled connections and the served one');
    });
  });
});

describe('timeouts fire on time, answered with 408', () => {
  test('headers that never finish: 408 JSON once the headers timeout passes, never before', async () => {
    const headersTimeoutMs = 1_000;
    await withOrigin({ headersTimeoutMs, requestTimeoutMs: 2_000 }, async (origin) => {
      const socket = await openSocket(origin.port);
      const started = performance.now();
      socket.write(`GET ${paths.product} HTTP/1.1\r\nHost: localhost\r\nX-Slow: `);
      const answer = await readUntilClosed(socket, allowing(headersTimeoutMs));
      const elapsed = performance.now() - started;
      assert.match(answer, /^HTTP\/1\.1 408 Request Timeout\r\n/);
      assert.match(answer, /\{"statusCode":408,"error":"Request Timeout","message":"[^"]+"\}$/);
      // The deadline is the subject: never before it (a socket's clock may read it 50 ms early).
      assert.ok(elapsed >= headersTimeoutMs - 50, `answered after ${elapsed.toFixed(0)} ms`);
    });
  });

  test('an MCP body that never finishes: JSON-RPC 408 once the request timeout passes, never before', async () => {
    const requestTimeoutMs = 2_000;
    await withOrigin({ headersTimeoutMs: 1_000, requestTimeoutMs }, async (origin) => {
      const socket = await openSocket(origin.port);
      const started = performance.now();
      socket.write(
        `POST ${paths.mcp} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"jsonrpc"`,
      );
      const answer = await readUntilClosed(socket, allowing(requestTimeoutMs));
      const elapsed = performance.now() - started;
      assert.match(answer, /^HTTP\/1\.1 408 Request Timeout\r\n/);
      assert.match(answer, /\r\n\r\n\{"jsonrpc":"2\.0","error":\{"code":-32000,"message":"[^"]+"\},"id":null\}$/);
      assert.ok(elapsed >= requestTimeoutMs - 50, `answered after ${elapsed.toFixed(0)} ms`);
      assert.deepEqual(origin.logged, [], 'nothing logged');
    });
  });
});

describe('everything refused is the JSON error object', () => {
  const cases: [string, string, RegExp][] = [
    ['an unparseable absolute-form target', 'GET http://[zz/x HTTP/1.1\r\nHost: localhost\r\n\r\n', /^HTTP\/1\.1 400 Bad Request\r\n/],
    ['HTTP/1.1 without Host', `GET ${paths.product} HTTP/1.1\r\n\r\n`, /^HTTP\/1\.1 400 Bad Request\r\n/],
    ['garbage', 'XX\u0000\r\n\r\n', /^HTTP\/1\.1 400 Bad Request\r\n/],
    [
      `header fields over ${limits.headerBytes / 1024} KiB`,
      `GET ${paths.product} HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(limits.headerBytes)}\r\n\r\n`,
      /^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/,
    ],
    [
      'an expectation other than 100-continue',
      `GET ${paths.product} HTTP/1.1\r\nHost: localhost\r\nExpect: foo\r\n\r\n`,
      /^HTTP\/1\.1 417 Expectation Failed\r\n/,
    ],
  ];
  for (const [name, bytes, statusLine] of cases) {
    test(`${name}: its status with the error object`, async () => {
      await withOrigin({}, async (origin) => {
        const answer = await rawExchange(origin.port, bytes);
        assert.match(answer, statusLine);
        assert.match(answer, /\r\nContent-Type: application\/json\r\n/i);
        assert.match(answer, /\r\n\r\n\{"statusCode":4\d\d,"error":"[^"]+","message":"[^"]+"\}$/);
      });
    });
  }

  test('HTTP/1.0 needs no Host, and an absolute-form target is served as its path', async () => {
    await withOrigin({}, async (origin) => {
      assert.match(await rawExchange(origin.port, `GET ${paths.product} HTTP/1.0\r\n\r\n`), /^HTTP\/1\.1 200 OK\r\n/);
      assert.match(
        await rawExchange(origin.port, `GET http://localhost${paths.product} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
        /^HTTP\/1\.1 200 OK\r\n/,
      );
    });
  });

  test('CONNECT is a 405 with the error object, not a silent close', async () => {
    await withOrigin({}, async (origin) => {
      const answer = await rawExchange(origin.port, 'CONNECT localhost:80 HTTP/1.1\r\nHost: localhost\r\n\r\n');
      assert.match(answer, /^HTTP\/1\.1 405 Method Not Allowed\r\n/);
      assert.match(answer, /\r\nAllow: GET, HEAD, OPTIONS\r\n/);
      assert.match(answer, /\r\n\r\n\{"statusCode":405,"error":"Method Not Allowed","message":"[^"]+"\}$/);
    });
  });

  test('bytes that do not parse after a complete request: that request is still answered, the connection then closes, and the origin lives on', async () => {
    await withOrigin({}, async (origin) => {
      for (const path of [paths.product, paths.sampleWeek]) {
        const answer = await rawExchange(origin.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\nXX\u0000\r\n\r\n`);
        assert.match(answer, /^HTTP\/1\.1 200 OK\r\n/);
        // The in-memory limiter answers as the request completes, often before the parser reaches the bytes after it:
        // then the answer cannot say `Connection: close`, and the connection is closed right after it instead (this
        // exchange ends). What matters is one answer, no second one for the garbage, and an origin that lives on.
        assert.equal(answer.split('HTTP/1.1 ').length - 1, 1, 'one answer, not a second one for the garbage');
      }
      assert.equal((await request(origin.url + paths.product)).status, 200, 'still serving');
      assert.deepEqual(origin.logged, [], 'nothing logged');
    });
  });

  test('a body whose chunked framing breaks: one answer, then the connection closes (on /mcp, 400 in the endpoint’s shape); nothing logged', async () => {
    await withOrigin({}, async (origin) => {
      // A read never needs its body: answered if that came first (a page, its redirect, a built file), else the
      // parser's 400 as the error object (a document waits on its rate limit).
      for (const path of [paths.product, paths.developers, `${paths.developers}/`, paths.llms]) {
        const read = await rawExchange(origin.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`);
        assert.match(read, /^HTTP\/1\.1 (200 OK|308 Permanent Redirect|400 Bad Request)\r\n/, path);
        if (read.startsWith('HTTP/1.1 400')) assert.match(read, /\{"statusCode":400,"error":"Bad Request","message":"[^"]+"\}$/, path);
        assert.equal(read.split('HTTP/1.1 ').length - 1, 1, `${path}: one answer, none for the broken body`);
      }
      for (let i = 0; i < 20; i++) {
        const mcp = await rawExchange(
          origin.port,
          `POST ${paths.mcp} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
        );
        assert.match(mcp, /^HTTP\/1\.1 400 Bad Request\r\n/);
        assert.match(mcp, /\{"jsonrpc":"2\.0","error":\{"code":-32000,"message":"[^"]+"\},"id":null\}$/);
      }
      // Each exchange above ended with the origin's close: anything it had to write or log for one was written first.
      assert.equal((await request(origin.url + paths.product)).status, 200, 'still serving');
      assert.deepEqual(origin.logged, [], 'nothing logged');
    });
  });

  test('an expectation failure on /mcp is a JSON-RPC error', async () => {
    await withOrigin({}, async (origin) => {
      const answer = await rawExchange(
        origin.port,
        `POST ${paths.mcp} HTTP/1.1\r\nHost: localhost\r\nExpect: foo\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
      );
      assert.match(answer, /^HTTP\/1\.1 417 Expectation Failed\r\n/);
      assert.match(answer, /\{"jsonrpc":"2\.0","error":\{"code":-32000,"message":"[^"]+"\},"id":null\}$/);
    });
  });
});

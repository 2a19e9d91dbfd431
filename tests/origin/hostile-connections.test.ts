// Locks in what one hostile client cannot do to the connections of others: hold sockets by never reading, exceed its address's share, stall past the timeouts.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, test } from 'node:test';
import { paths } from '../../content/constants.ts';
import { startOriginProcess } from '../../scripts/origin-process.ts';
import { rawExchange, request } from '../helpers/http.ts';
import { withOrigin } from '../helpers/origin.ts';
import { pause, until, within } from '../helpers/wait.ts';

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

describe('clients that stop reading', () => {
  test('a connection whose peer never reads is closed once nothing moves for the idle timeout', async () => {
    await withOrigin({ idleTimeoutMs: 1_000 }, async (origin) => {
      const closedAfter: number[] = [];
      const started = performance.now();
      origin.server.on('connection', (socket: Socket) => socket.once('close', () => closedAfter.push(performance.now() - started)));
      // 400 contracts (12 MB) are far more than the socket buffers on both sides hold.
      const attackers = await Promise.all(Array.from({ length: 5 }, () => neverReading(origin.port, 400)));
      const normal = await request(origin.url + paths.product, { localAddress: '127.0.0.2' });
      assert.equal(normal.status, 200, 'another client is served meanwhile');
      // A real timeout over real sockets: the bound allows the 1 s timeout, a sweep that runs once a second, and
      // 3 s of margin for a loaded machine (3.5 s was seen at a load average of 24 on 2 cores); a timeout that
      // never fires, or one re-armed per write, fails it.
      await until(() => closedAfter.length >= 6, 'every stalled connection closed by the origin', 10_000);
      for (const socket of attackers) socket.destroy();
      assert.equal(closedAfter.length, 6, 'the five stalled connections and the served one');
      for (const ms of closedAfter) assert.ok(ms < 5_000, `closed after ${ms.toFixed(0)} ms (idle timeout 1,000 ms)`);
    });
  });

  test('a connection past its address’s cap is closed before any byte is read, even one that trickles bytes; other addresses and the first ones are served', async () => {
    await withOrigin({ maxConnectionsPerClient: 4 }, async (origin) => {
      const held = await Promise.all(Array.from({ length: 4 }, () => openSocket(origin.port)));
      const fifth = await openSocket(origin.port);
      const started = performance.now();
      const trickle = setInterval(() => fifth.write('G'), 100);
      const answer = await readUntilClosed(fifth, 3_000);
      clearInterval(trickle);
      assert.equal(answer, '', 'nothing is answered');
      assert.ok(fifth.destroyed, 'the origin closed the connection');
      // Closed as accepted, so well before the trickle's first second (the margin is for a loaded machine).
      assert.ok(performance.now() - started < 1_000, 'at once');

      assert.equal((await request(origin.url + paths.product, { localAddress: '127.0.0.2' })).status, 200, 'another address');
      held[0]?.write(`GET ${paths.product} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      assert.match(await readUntilClosed(held[0] as Socket, 3_000), /^HTTP\/1\.1 200 OK/, 'a connection within the cap');
      for (const socket of held) socket.destroy();
      await pause(100); // The origin sees the closes over real sockets; nothing tells the test when.
      assert.equal((await request(origin.url + paths.product)).status, 200, 'the address is served again once it closed its connections');
    });
  });

  test('a trusted proxy address has its own, larger cap', async () => {
    await withOrigin({ trustProxy: ['127.0.0.1'], maxConnectionsPerClient: 2, maxConnectionsPerProxy: 8 }, async (origin) => {
      const held = await Promise.all(Array.from({ length: 6 }, () => openSocket(origin.port)));
      assert.equal((await request(origin.url + paths.product)).status, 200, 'the proxy’s 7th connection');
      const fromClient = await Promise.all(Array.from({ length: 2 }, () => openSocket(origin.port, '127.0.0.2')));
      await assert.rejects(request(origin.url + paths.product, { localAddress: '127.0.0.2' }), 'an untrusted address’s 3rd is closed');
      for (const socket of [...held, ...fromClient]) socket.destroy();
    });
  });

  test('with 1,024 descriptors, 1,500 connections from one address trickling a byte a second do not stop another client', {
    timeout: 60_000,
  }, async () => {
    const origin = await startOriginProcess({}, { openFiles: 1024 });
    const attackers: Socket[] = [];
    const trickle = setInterval(() => {
      for (const socket of attackers) if (!socket.destroyed) socket.write('a');
    }, 1_000);
    try {
      for (let i = 0; i < 1_500; i++) {
        const socket = await openSocket(origin.port, '127.0.0.13');
        socket.write(`GET ${paths.product} HTTP/1.1\r\nX-Slow: `);
        attackers.push(socket);
      }
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await request(origin.url + paths.openapi, { localAddress: '127.0.0.2' })).status);
      assert.deepEqual(statuses, Array(20).fill(200));
    } finally {
      clearInterval(trickle);
      for (const socket of attackers) socket.destroy();
      assert.equal(await origin.stop(), 0);
    }
  });

  test('with 1,024 descriptors, 1,100 never-reading clients from one address do not stop another client', { timeout: 60_000 }, async () => {
    const origin = await startOriginProcess({}, { openFiles: 1024 });
    const attackers: Socket[] = [];
    try {
      for (let i = 0; i < 1_100; i++) attackers.push(await neverReading(origin.port, 20));
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await request(origin.url + paths.openapi, { localAddress: '127.0.0.2' })).status);
      assert.deepEqual(statuses, Array(20).fill(200));
      assert.ok(origin.openFiles() < 200, `the origin holds ${origin.openFiles()} descriptors (the cap is 64 connections)`);
    } finally {
      for (const socket of attackers) socket.destroy();
      assert.equal(await origin.stop(), 0);
    }
  });
});

describe('pipelining', () => {
  test('an address that pipelines more than 128 requests into one turn loses that connection; another client is served meanwhile', async () => {
    await withOrigin({}, async (origin) => {
      const flooder = await openSocket(origin.port);
      flooder.write(`GET ${paths.product} HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(1_000));
      const answer = await readUntilClosed(flooder, 3_000);
      assert.ok(flooder.destroyed, 'the connection was closed');
      assert.ok(answer.split('HTTP/1.1 ').length - 1 < 1_000, 'not every request was answered');
      assert.equal((await request(origin.url + paths.product, { localAddress: '127.0.0.2' })).status, 200);
    });
  });
});

describe('timeouts fire on time, answered with 408', () => {
  test('headers that never finish: 408 JSON within a second of the headers timeout', async () => {
    await withOrigin({ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 }, async (origin) => {
      const socket = await openSocket(origin.port);
      const started = performance.now();
      socket.write(`GET ${paths.product} HTTP/1.1\r\nHost: localhost\r\nX-Slow: `);
      const answer = await readUntilClosed(socket, 5_000);
      const elapsed = performance.now() - started;
      assert.match(answer, /^HTTP\/1\.1 408 Request Timeout\r\n/);
      assert.match(answer, /\{"statusCode":408,"error":"Request Timeout","message":"[^"]+"\}$/);
      // Real time over a real socket: never before the timeout, and at most the once-a-second sweep after it,
      // plus 1.3 s of margin for a loaded machine. Before the sweep, timeouts fired up to 30 s late.
      assert.ok(elapsed >= 950 && elapsed < 3_300, `answered after ${elapsed.toFixed(0)} ms`);
    });
  });

  test('an MCP body that never finishes: JSON-RPC 408 within a second of the request timeout', async () => {
    await withOrigin({ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 }, async (origin) => {
      const socket = await openSocket(origin.port);
      const started = performance.now();
      socket.write(
        `POST ${paths.mcp} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"jsonrpc"`,
      );
      const answer = await readUntilClosed(socket, 6_000);
      const elapsed = performance.now() - started;
      assert.match(answer, /^HTTP\/1\.1 408 Request Timeout\r\n/);
      assert.match(answer, /\r\n\r\n\{"jsonrpc":"2\.0","error":\{"code":-32000,"message":"[^"]+"\},"id":null\}$/);
      // As above: the timeout, at most one sweep after it, and 1.3 s of margin for a loaded machine.
      assert.ok(elapsed >= 1_950 && elapsed < 4_300, `answered after ${elapsed.toFixed(0)} ms`);
      assert.deepEqual(origin.logged, [], 'nothing logged');
    });
  });
});

describe('everything refused is the JSON error object', () => {
  const cases: [string, string, RegExp][] = [
    ['an unparseable absolute-form target', 'GET http://[zz/x HTTP/1.1\r\nHost: localhost\r\n\r\n', /^HTTP\/1\.1 400 Bad Request\r\n/],
    ['HTTP/1.1 without Host', `GET ${paths.product} HTTP/1.1\r\n\r\n`, /^HTTP\/1\.1 400 Bad Request\r\n/],
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

  test('a body whose chunked framing breaks: 400 in the endpoint’s shape, and nothing logged', async () => {
    await withOrigin({}, async (origin) => {
      // A document, a page, the page typed with a trailing slash (a redirect) and a built file: each waits for the body.
      for (const path of [paths.product, paths.developers, `${paths.developers}/`, paths.llms]) {
        const read = await rawExchange(origin.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`);
        assert.match(read, /^HTTP\/1\.1 400 Bad Request\r\n/, path);
        assert.match(read, /\{"statusCode":400,"error":"Bad Request","message":"[^"]+"\}$/, path);
      }
      for (let i = 0; i < 20; i++) {
        const mcp = await rawExchange(
          origin.port,
          `POST ${paths.mcp} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
        );
        assert.match(mcp, /^HTTP\/1\.1 400 Bad Request\r\n/);
        assert.match(mcp, /\{"jsonrpc":"2\.0","error":\{"code":-32000,"message":"[^"]+"\},"id":null\}$/);
      }
      await pause(200); // Time for a late write or log line to show, if the origin made one.
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

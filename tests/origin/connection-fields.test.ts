// Locks in RFC 9112 on the request's fields and the connection: one Host, agreeing with an absolute-form target; a client's Connection: close honoured on every answer, /mcp included; a client's protocol mistakes never logged as the origin's errors.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect } from 'node:net';
import { before, describe, test } from 'node:test';
import { paths } from '../../content/constants.ts';
import { rawExchange } from '../helpers/http.ts';
import { envelope, modernVersion } from '../helpers/mcp.ts';
import { originForFile } from '../helpers/origin.ts';
import { within } from '../helpers/wait.ts';

// A long keep-alive timeout: a connection closed within seconds was closed for the client's Connection: close.
const origin = originForFile({ rateLimitMcpPerMinute: 1_000_000, rateLimitRestPerMinute: 1_000_000, keepAliveTimeoutMs: 60_000 });

// The MCP endpoint loads the SDK on its first request, which takes seconds on a busy machine.
before(async () => {
  await origin.started();
  await rawExchange(origin.port, mcpRequest('tools/list', 'Connection: close\r\n'));
});

const rpc = (method: string, version = modernVersion) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { _meta: { ...envelope, 'io.modelcontextprotocol/protocolVersion': version } } });

/** A POST to /mcp as raw bytes, with `fields` added to the head. */
function mcpRequest(method: string, fields: string, version = modernVersion): string {
  const body = rpc(method, version);
  return `POST ${paths.mcp} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: ${version}\r\nMcp-Method: ${method}\r\n${fields}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** Sends `bytes` without closing our side; resolves with what was answered once the origin closes, or rejects after `ms`. */
async function answeredThenClosed(bytes: string, ms = 10_000): Promise<string> {
  const socket = connect(origin.port, '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(bytes);
  const closed = await within(once(socket, 'close'), ms);
  if (closed === undefined) {
    socket.destroy();
    assert.fail(`still open after ${ms} ms`);
  }
  assert.ok(chunks.length > 0, 'answered before closing');
  return Buffer.concat(chunks).toString('latin1');
}

describe('Host (RFC 9112 §3.2)', () => {
  test('two Host fields: 400 with the error object; on /mcp a JSON-RPC error', async () => {
    const answer = await rawExchange(origin.port, `GET ${paths.product} HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n`);
    assert.match(answer, /^HTTP\/1\.1 400 Bad Request\r\n/);
    assert.match(answer, /\r\n\r\n\{"statusCode":400,"error":"Bad Request","message":"[^"]+"\}$/);
    const mcp = await rawExchange(origin.port, mcpRequest('tools/list', 'Host: evil.example\r\n'));
    assert.match(mcp, /^HTTP\/1\.1 400 Bad Request\r\n/);
    assert.match(mcp, /\r\n\r\n\{"jsonrpc":"2\.0","error":\{"code":-32000,"message":"[^"]+"\},"id":null\}$/);
  });

  test('a Host that disagrees with an absolute-form target: 400; one that agrees (default port or not) is served', async () => {
    const disagrees = await rawExchange(origin.port, `GET http://localhost${paths.product} HTTP/1.1\r\nHost: other.example\r\n\r\n`);
    assert.match(disagrees, /^HTTP\/1\.1 400 Bad Request\r\n/);
    for (const host of ['localhost', 'LocalHost:80']) {
      const agrees = await rawExchange(
        origin.port,
        `GET http://localhost${paths.product} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      assert.match(agrees, /^HTTP\/1\.1 200 OK\r\n/, host);
    }
  });
});

describe('a client’s Connection: close is honoured on every answer', () => {
  const cases: [string, string][] = [
    ['a document', `GET ${paths.openapi} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`],
    ['a 404', `GET /nothing-here HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`],
    ['/mcp tools/list', mcpRequest('tools/list', 'Connection: close\r\n')],
    // The SDK's SSE answer carries its own Connection: keep-alive; copied, it held the socket for the keep-alive timeout.
    ['/mcp subscriptions/listen', mcpRequest('subscriptions/listen', 'Connection: close\r\n')],
    ['/mcp refused', mcpRequest('tools/list', 'Connection: close\r\n', '2099-01-01')],
  ];
  for (const [name, bytes] of cases) {
    test(name, async () => {
      const answer = await answeredThenClosed(bytes);
      const head = answer.slice(0, answer.indexOf('\r\n\r\n'));
      assert.match(head, /\r\nConnection: close(\r\n|$)/i);
      assert.doesNotMatch(head, /keep-alive/i, 'no hop-by-hop field of the SDK’s');
    });
  }
});

test('20,000 requests naming an unsupported protocol version: refused, logged as warnings only, never an error, a stack or a path', {
  timeout: 300_000,
}, async () => {
  const total = 20_000;
  // Keep-alive and pipelining in rounds of 100: the test costs seconds, not minutes.
  const perRound = 100;
  const socket = connect(origin.port, '127.0.0.1');
  await once(socket, 'connect');
  let text = '';
  let answered = 0;
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
    const parts = text.split('HTTP/1.1 400 ');
    answered += parts.length - 1;
    text = parts.at(-1) ?? '';
  });
  const request = mcpRequest('tools/list', '', '2099-01-01');
  const started = performance.now();
  for (let sent = 0; sent < total; sent += perRound) {
    socket.write(request.repeat(perRound));
    while (answered < sent + perRound && !socket.destroyed) await once(socket, 'data');
  }
  socket.destroy();
  const seconds = (performance.now() - started) / 1_000;
  assert.equal(answered, total, 'every one answered 400');
  const lines = origin.logged.filter((line) => line.message !== 'listening');
  assert.deepEqual(
    lines.filter((line) => line.level === 'error'),
    [],
  );
  const logged = JSON.stringify(lines);
  assert.doesNotMatch(logged, /stack|node_modules|\/work\/|\.ts:\d/);
  // One line per 10 s at most while the refusals go on.
  assert.ok(lines.length <= Math.ceil(seconds / 10) + 1, `${lines.length} lines for ${total} refusals in ${seconds.toFixed(0)} s`);
  assert.ok(lines.every((line) => line.level === 'warn' && line.fields?.reason === 'protocol error -32022'));
});

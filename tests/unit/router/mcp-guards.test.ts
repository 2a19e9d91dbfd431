// Locks in the HTTP rules every MCP client meets on /mcp, in both eras, before and around the SDK: the method, the body's size and shape, its Content-Type, the Host (DNS-rebinding protection), Accept (JSON whenever JSON is acceptable, never substring-matched), and CORS for browser-hosted clients, every refusal a JSON-RPC error a page can read.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import type { Response } from 'light-my-request';
import { limits, paths } from '../../../content/constants.ts';
import { inProcessForFile, rpc } from '../../helpers/in-process.ts';
import {
  bareInitialize,
  bareToolsList,
  envelope,
  initialize,
  legacyPost,
  type McpPost,
  modernPost,
  modernVersion,
} from '../../helpers/mcp.ts';

const origin = inProcessForFile({ rateLimitMcpPerMinute: 1_000_000 });

/** One request of each era. */
const eras = { '2025 versions': bareInitialize, '2026-07-28': bareToolsList };

const send = async (post: McpPost) => (await origin()).mcp(post);

/** A POST to /mcp with exactly these fields and this body. */
const post = (headers: Record<string, string>, body: string) => send({ headers, body });

const exposed = 'RateLimit, RateLimit-Policy, Retry-After';

describe('transport rules (both eras)', () => {
  for (const method of ['GET', 'DELETE', 'PUT'] as const) {
    test(`${method} → 405 with Allow: POST, OPTIONS and a JSON-RPC error`, async () => {
      const response = await (await origin()).request({ method, url: paths.mcp, headers: { accept: 'text/event-stream' } });
      assert.equal(response.statusCode, 405);
      assert.equal(response.headers.allow, 'POST, OPTIONS');
      assert.equal(response.headers['content-type'], 'application/json');
      assert.equal(rpc(response).error?.code, -32000);
    });
  }

  const oversized = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(limits.mcpBodyBytes) } });
  test('a body over 32 KiB → 413 JSON-RPC error, with Content-Length', async () => {
    const response = await post({ 'Content-Type': 'application/json' }, oversized);
    assert.equal(response.statusCode, 413);
    assert.equal(rpc(response).error?.code, -32000);
  });

  test('a body over 32 KiB → 413 JSON-RPC error, chunked', async () => {
    // A stream payload: light-my-request declares no length, so the body is counted as it arrives.
    const response = await (await origin()).request({
      method: 'POST',
      url: paths.mcp,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from([Buffer.from(oversized)]),
    });
    assert.equal(response.statusCode, 413);
    assert.equal(rpc(response).error?.code, -32000);
  });

  test('a 413 reads the rest of a body up to 4 MiB and keeps the connection, so a client still sending gets the answer', async () => {
    const response = await post(
      { 'Content-Type': 'application/json', 'Content-Length': String(limits.mcpBodyBytes + 1) },
      'x'.repeat(limits.mcpBodyBytes + 1),
    );
    assert.equal(response.statusCode, 413);
    assert.notEqual(response.headers.connection, 'close');
  });

  test('a 413 closes the connection instead of reading the rest of a body past 4 MiB', async () => {
    const declared = 4 * 1024 * 1024 + 1;
    const response = await post({ 'Content-Type': 'application/json', 'Content-Length': String(declared) }, 'x'.repeat(declared));
    assert.equal(response.statusCode, 413);
    assert.equal(response.headers.connection, 'close');
  });

  test('a body of exactly 32 KiB is accepted', async () => {
    const message = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: envelope, pad: '' } };
    message.params.pad = 'x'.repeat(limits.mcpBodyBytes - JSON.stringify(message).length);
    const body = JSON.stringify(message);
    assert.equal(Buffer.byteLength(body), limits.mcpBodyBytes);
    const response = await post(
      { 'Content-Type': 'application/json', 'MCP-Protocol-Version': modernVersion, 'Mcp-Method': 'tools/list' },
      body,
    );
    assert.equal(response.statusCode, 200);
  });

  test('bodies that are JSON but not JSON-RPC get 400 JSON-RPC errors, and nothing is logged as a server error', async () => {
    const running = await origin();
    for (const body of ['null', '[]', '"text"', '{}', '{"jsonrpc":"2.0"}', `${'['.repeat(5000)}${']'.repeat(5000)}`]) {
      const response = await post({ 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body);
      assert.equal(response.statusCode, 400, body.slice(0, 20));
      assert.equal(rpc(response).error?.code, -32600);
    }
    assert.deepEqual(
      running.logged.filter((entry) => entry.level === 'error'),
      [],
    );
  });

  test('malformed JSON → 400 with -32700, no HTML, no stack trace', async () => {
    const response = await post({ 'Content-Type': 'application/json' }, '{"jsonrpc":');
    assert.equal(response.statusCode, 400);
    assert.equal(response.headers['content-type'], 'application/json');
    assert.equal(rpc(response).error?.code, -32700);
    assert.doesNotMatch(response.payload, /<html|at .*:\d+:\d+/i);
  });

  test('a non-JSON Content-Type → 415', async () => {
    const response = await post({ 'Content-Type': 'text/plain' }, '{}');
    assert.equal(response.statusCode, 415);
    assert.equal(rpc(response).error?.code, -32000);
  });

  test('the public host and localhost names pass, with any Origin or none', async () => {
    // light-my-request sends Host: localhost:80 unless told; 127.0.0.1 is what a client of `npm start` sends.
    for (const headers of [
      {},
      { Host: '127.0.0.1:3000' },
      { Origin: 'http://localhost:5173' },
      { Origin: 'https://app.example' },
      { Host: 'localhost:3000' },
      { Host: 'localhost:3000', Origin: 'https://app.example' },
    ]) {
      const response = await send(legacyPost(initialize(), headers));
      assert.equal(response.statusCode, 200, JSON.stringify(headers));
    }
  });
});

describe('CORS: browser-hosted clients on any origin', () => {
  test('a preflight → 204: any origin, POST, the headers MCP clients send, cached a day; no rate-limit headers', async () => {
    const response = await (await origin()).request({
      method: 'OPTIONS',
      url: paths.mcp,
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,mcp-protocol-version,mcp-method,mcp-name',
      },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['access-control-allow-methods'], 'POST');
    assert.equal(
      response.headers['access-control-allow-headers'],
      'Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID',
    );
    assert.equal(response.headers['access-control-max-age'], '86400');
    assert.equal(response.headers['access-control-allow-credentials'], undefined, 'no credentials, ever');
    assert.equal(response.headers.ratelimit, undefined, 'preflights are not counted');
    assert.equal(response.rawPayload.length, 0);
  });

  for (const [era, message] of Object.entries(eras)) {
    test(`${era}: a POST from a foreign Origin is served, readable by the page, rate-limit headers exposed, no session`, async () => {
      const response = await send(message({ Origin: 'https://app.example', Accept: 'application/json, text/event-stream' }));
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['access-control-allow-origin'], '*');
      assert.equal(response.headers['access-control-expose-headers'], exposed);
      assert.match(String(response.headers.ratelimit), /^"mcp";r=\d+;t=\d+$/);
      assert.equal(response.headers['mcp-session-id'], undefined);
      assert.ok(rpc(response).result, response.payload);
    });

    test(`${era}: a foreign Host → 403 with and without Origin (DNS-rebinding protection)`, async () => {
      for (const headers of [{ Host: 'evil.example' }, { Host: 'evil.example', Origin: 'http://evil.example' }]) {
        const response = await send(message(headers));
        assert.equal(response.statusCode, 403, JSON.stringify(headers));
        assert.deepEqual(rpc(response).error, { code: -32000, message: 'Invalid Host: evil.example' });
      }
    });
  }

  test('a preflight under a foreign Host → 403 too', async () => {
    const response = await (await origin()).request({
      method: 'OPTIONS',
      url: paths.mcp,
      headers: { host: 'evil.example:3000', origin: 'http://evil.example:3000' },
    });
    assert.equal(response.statusCode, 403);
  });

  test('every refusal is readable by the page: each carries Access-Control-Allow-Origin', async () => {
    const refusals: [string, () => Promise<Response>, number][] = [
      ['foreign Host', () => send(bareToolsList({ Host: 'evil.example' })), 403],
      ['GET', async () => (await origin()).request({ url: paths.mcp, headers: { origin: 'https://app.example' } }), 405],
      ['text/plain body', () => post({ 'Content-Type': 'text/plain' }, '{}'), 415],
      ['malformed JSON', () => post({ 'Content-Type': 'application/json' }, '{'), 400],
      ['body over 32 KiB', () => post({ 'Content-Type': 'application/json' }, 'x'.repeat(limits.mcpBodyBytes + 1)), 413],
      ['Accept: text/html', () => send(bareInitialize({ Accept: 'text/html' })), 406],
    ];
    for (const [label, sendRefused, status] of refusals) {
      const response = await sendRefused();
      assert.equal(response.statusCode, status, label);
      assert.equal(response.headers['access-control-allow-origin'], '*', label);
      assert.equal(response.headers['access-control-expose-headers'], exposed, label);
    }
  });
});

describe('Accept: JSON whenever JSON is acceptable, in both eras', () => {
  const acceptable: (string | undefined)[] = [
    undefined,
    '',
    '*/*',
    'application/*',
    'application/json',
    'application/json, text/event-stream',
    'text/event-stream, application/json;q=0.1',
    'application/json; charset=utf-8',
    'text/html, */*;q=0.8',
  ];
  const unacceptable = ['text/html', 'text/event-stream', 'application/json;q=0', '*/*;q=0', 'text/*', 'application/xml', 'garbage'];

  for (const [era, message] of Object.entries(eras)) {
    for (const accept of acceptable) {
      test(`${era}: Accept ${JSON.stringify(accept ?? null)} → 200 application/json`, async () => {
        const response = await send(message(accept === undefined ? {} : { Accept: accept }));
        assert.equal(response.statusCode, 200, response.payload);
        assert.equal(response.headers['content-type'], 'application/json');
        assert.ok(rpc(response).result, response.payload);
      });
    }
    for (const accept of unacceptable) {
      test(`${era}: Accept ${JSON.stringify(accept)} → 406 JSON-RPC error naming application/json`, async () => {
        const response = await send(message({ Accept: accept }));
        assert.equal(response.statusCode, 406);
        assert.equal(response.headers['content-type'], 'application/json');
        assert.deepEqual(rpc(response).error, {
          code: -32000,
          message: 'Not Acceptable: None of the media types in the Accept header is available here. Available: application/json.',
        });
      });
    }
  }

  test('subscriptions/listen answers SSE: acceptable to no Accept or */*, 406 naming text/event-stream when only JSON is', async () => {
    const listen = (accept?: string) => {
      const { headers, body } = modernPost('subscriptions/listen', { notifications: { toolsListChanged: true } });
      const { Accept: _sent, ...others } = headers;
      return send({ headers: { ...others, ...(accept === undefined ? {} : { Accept: accept }) }, body });
    };
    for (const accept of [undefined, '*/*', 'text/event-stream']) {
      const response = await listen(accept);
      assert.equal(response.statusCode, 200, String(accept));
      assert.equal(response.headers['content-type'], 'text/event-stream');
    }
    const refused = await listen('application/json');
    assert.equal(refused.statusCode, 406);
    assert.match(rpc(refused).error?.message ?? '', /Available: text\/event-stream\.$/);
  });

  test('2025 versions: a notification with a wildcard Accept → 202, no body', async () => {
    const response = await send(
      legacyPost({ method: 'notifications/initialized' }, { Accept: '*/*', 'MCP-Protocol-Version': '2025-11-25' }),
    );
    assert.equal(response.statusCode, 202);
    assert.equal(response.rawPayload.length, 0);
  });
});

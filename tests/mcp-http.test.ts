// Locks in the HTTP rules every MCP client meets on /mcp, in both eras: CORS for browser-hosted clients, the Host check, Accept, and what a 429 looks like.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { limits, mcpTools, paths } from '../content/constants.ts';
import { type RawResponse, request } from './helpers/http.ts';
import { envelope, initialize, legacyCall, modernVersion } from './helpers/mcp.ts';
import { type RunningOrigin, startOrigin, withOrigin } from './helpers/origin.ts';

let origin: RunningOrigin;
let mcp: string;
before(async () => {
  origin = await startOrigin({ rateLimitMcpPerMinute: 1_000_000 });
  mcp = origin.url + paths.mcp;
});
after(() => origin.close());

type JsonRpc = { result?: Record<string, unknown>; error?: { code: number; message: string } };
const rpc = (response: RawResponse) => response.json() as JsonRpc;

type Send = (headers: Record<string, string>, url?: string) => Promise<RawResponse>;

/** One request of each era with exactly these extra headers: initialize (2025 era) and tools/list (2026-07-28). */
const eras = {
  '2025 era': (headers, url = mcp) =>
    request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', ...initialize() }),
    }),
  '2026-07-28': (headers, url = mcp) =>
    request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'MCP-Protocol-Version': modernVersion, 'Mcp-Method': 'tools/list', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: envelope } }),
    }),
} satisfies Record<string, Send>;

const exposed = 'RateLimit, RateLimit-Policy, Retry-After';

describe('CORS: browser-hosted clients on any origin', () => {
  test('a preflight → 204: any origin, POST, the headers MCP clients send, cached a day; no rate-limit headers', async () => {
    const response = await request(mcp, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,mcp-protocol-version,mcp-method,mcp-name',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['access-control-allow-methods'], 'POST');
    assert.equal(
      response.headers['access-control-allow-headers'],
      'Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID',
    );
    assert.equal(response.headers['access-control-max-age'], '86400');
    assert.equal(response.headers['access-control-allow-credentials'], undefined, 'no credentials, ever');
    assert.equal(response.headers.ratelimit, undefined, 'preflights are not counted');
    assert.equal(response.body.length, 0);
  });

  for (const [era, send] of Object.entries(eras)) {
    test(`${era}: a POST from a foreign Origin is served, readable by the page, rate-limit headers exposed, no session`, async () => {
      const response = await send({ Origin: 'https://app.example', Accept: 'application/json, text/event-stream' });
      assert.equal(response.status, 200);
      assert.equal(response.headers['access-control-allow-origin'], '*');
      assert.equal(response.headers['access-control-expose-headers'], exposed);
      assert.match(String(response.headers.ratelimit), /^"mcp";r=\d+;t=\d+$/);
      assert.equal(response.headers['mcp-session-id'], undefined);
      assert.ok(rpc(response).result, response.text);
    });

    test(`${era}: a foreign Host → 403 with and without Origin (DNS-rebinding protection)`, async () => {
      for (const headers of [{ Host: 'evil.example' }, { Host: 'evil.example', Origin: 'http://evil.example' }]) {
        const response = await send(headers);
        assert.equal(response.status, 403, JSON.stringify(headers));
        assert.deepEqual(rpc(response).error, { code: -32000, message: 'Invalid Host: evil.example' });
      }
    });
  }

  test('a preflight under a foreign Host → 403 too', async () => {
    const response = await request(mcp, { method: 'OPTIONS', headers: { Host: 'evil.example:3000', Origin: 'http://evil.example:3000' } });
    assert.equal(response.status, 403);
  });

  test('every refusal is readable by the page: each carries Access-Control-Allow-Origin', async () => {
    const refusals: [string, () => Promise<RawResponse>, number][] = [
      ['foreign Host', () => eras['2026-07-28']({ Host: 'evil.example' }), 403],
      ['GET', () => request(mcp, { headers: { Origin: 'https://app.example' } }), 405],
      ['text/plain body', () => request(mcp, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' }), 415],
      ['malformed JSON', () => request(mcp, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }), 400],
      [
        'body over 32 KiB',
        () => request(mcp, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(limits.mcpBodyBytes + 1) }),
        413,
      ],
      ['Accept: text/html', () => eras['2025 era']({ Accept: 'text/html' }), 406],
    ];
    for (const [label, send, status] of refusals) {
      const response = await send();
      assert.equal(response.status, status, label);
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

  for (const [era, send] of Object.entries(eras)) {
    for (const accept of acceptable) {
      test(`${era}: Accept ${JSON.stringify(accept ?? null)} → 200 application/json`, async () => {
        const response = await send(accept === undefined ? {} : { Accept: accept });
        assert.equal(response.status, 200, response.text);
        assert.equal(response.headers['content-type'], 'application/json');
        assert.ok(rpc(response).result, response.text);
      });
    }
    for (const accept of unacceptable) {
      test(`${era}: Accept ${JSON.stringify(accept)} → 406 JSON-RPC error naming application/json`, async () => {
        const response = await send({ Accept: accept });
        assert.equal(response.status, 406);
        assert.equal(response.headers['content-type'], 'application/json');
        assert.deepEqual(rpc(response).error, {
          code: -32000,
          message: 'Not Acceptable: None of the media types in the Accept header is available here. Available: application/json.',
        });
      });
    }
  }

  test('subscriptions/listen answers SSE: acceptable to no Accept or */*, 406 naming text/event-stream when only JSON is', async () => {
    const listen = (accept?: string) =>
      request(mcp, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'MCP-Protocol-Version': modernVersion,
          'Mcp-Method': 'subscriptions/listen',
          ...(accept === undefined ? {} : { Accept: accept }),
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'subscriptions/listen',
          params: { notifications: { toolsListChanged: true }, _meta: envelope },
        }),
      });
    for (const accept of [undefined, '*/*', 'text/event-stream']) {
      const response = await listen(accept);
      assert.equal(response.status, 200, String(accept));
      assert.equal(response.headers['content-type'], 'text/event-stream');
    }
    const refused = await listen('application/json');
    assert.equal(refused.status, 406);
    assert.match(rpc(refused).error?.message ?? '', /Available: text\/event-stream\.$/);
  });

  test('2025 era: a notification with a wildcard Accept → 202, no body', async () => {
    const response = await legacyCall(
      mcp,
      { method: 'notifications/initialized' },
      { Accept: '*/*', 'MCP-Protocol-Version': '2025-11-25' },
    );
    assert.equal(response.status, 202);
    assert.equal(response.body.length, 0);
  });
});

describe('429: what every client sees', () => {
  test('both eras: the REST error object, Retry-After, and CORS headers so a page can read when to retry', async () => {
    await withOrigin({ rateLimitMcpPerMinute: 2 }, async (limited) => {
      const url = limited.url + paths.mcp;
      for (const send of Object.values(eras)) await send({}, url);
      for (const [era, send] of Object.entries(eras)) {
        const response = await send({ Origin: 'https://app.example' }, url);
        assert.equal(response.status, 429, era);
        assert.equal(response.headers['content-type'], 'application/json');
        assert.deepEqual(response.json(), {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Rate limit exceeded: wait the number of seconds in Retry-After before retrying.',
        });
        assert.match(String(response.headers['retry-after']), /^\d+$/);
        assert.equal(response.headers['access-control-allow-origin'], '*');
        assert.equal(response.headers['access-control-expose-headers'], exposed);
      }
    });
  });

  const clients = {
    'v2 client pinned to 2026-07-28': async (url: URL) => {
      const client = new ModernClient({ name: 'v2-429', version: '1.0.0' }, { versionNegotiation: { mode: { pin: modernVersion } } });
      await client.connect(new ModernTransport(url));
      // tools/call, since the client answers repeated lists from its cache (they carry ttlMs).
      for (let i = 0; i < 3; i++) await client.callTool({ name: mcpTools.productInfo, arguments: {} });
    },
    'v1 client (2025 era)': async (url: URL) => {
      const client = new LegacyClient({ name: 'v1-429', version: '1.0.0' });
      await client.connect(new LegacyTransport(url));
      for (let i = 0; i < 3; i++) await client.callTool({ name: mcpTools.productInfo, arguments: {} });
    },
  };
  test('what a client author can do: give the transport a fetch that waits Retry-After on a 429 and tries again', async (context) => {
    await withOrigin({ rateLimitMcpPerMinute: 2 }, async (limited) => {
      // The limiter's clock is mocked, so waiting out the minute's window is a tick (sockets keep real time).
      context.mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const refusals: string[] = [];
      const patientFetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
        const response = await fetch(input, init);
        const retryAfter = response.headers.get('Retry-After');
        if (response.status !== 429 || retryAfter === null) return response;
        refusals.push(retryAfter);
        context.mock.timers.tick(Number(retryAfter) * 1000);
        return fetch(input, init);
      };
      const client = new ModernClient({ name: 'patient', version: '1.0.0' }, { versionNegotiation: { mode: { pin: modernVersion } } });
      await client.connect(new ModernTransport(new URL(limited.url + paths.mcp), { fetch: patientFetch }));
      for (let i = 0; i < 3; i++) await client.callTool({ name: mcpTools.productInfo, arguments: {} });
      await client.close();
      assert.ok(refusals.length > 0, 'the limit was reached and waited out');
    });
  });

  for (const [label, useTools] of Object.entries(clients)) {
    test(`${label}: a thrown transport error carrying the status; the client does not wait Retry-After itself`, async () => {
      await withOrigin({ rateLimitMcpPerMinute: 2 }, async (limited) => {
        await assert.rejects(useTools(new URL(limited.url + paths.mcp)), /429/);
      });
    });
  }
});

// Locks in what the origin relies on in its dependencies beyond their typed, documented API: each failure names the dependency, what changed, and who relies on it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createMcpHandler, McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import Negotiator from 'negotiator';
import { RedisStore } from 'rate-limit-redis';
import { answeredVersions } from '../../content/mcp.ts';
import { createSharedCounterStore } from '../../server/redis.ts';

const modernVersion = '2026-07-28';
const legacyVersion = '2025-11-25';

/** A server with one resource, as server/mcp/server.ts registers them. */
function serverWithOneResource(): McpServer {
  const server = new McpServer({ name: 'contract', version: '1.0.0' });
  server.registerResource('one', 'https://example.test/one', { mimeType: 'text/plain' }, (uri) => ({
    contents: [{ uri: uri.href, text: 'one' }],
  }));
  return server;
}

/** A JSON-RPC request as an HTTP client posts it (in-process: no socket is opened). */
function post(body: Record<string, unknown>, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/mcp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...body }),
  });
}

const envelope = {
  'io.modelcontextprotocol/protocolVersion': modernVersion,
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'contract', version: '1.0.0' },
};

/** A 2026-07-28 request with its envelope and standard headers (`headerMethod` names another method in Mcp-Method). */
function modernPost(method: string, version = modernVersion, headerMethod = method): Request {
  return post(
    { method, params: { _meta: { ...envelope, 'io.modelcontextprotocol/protocolVersion': version } } },
    { 'MCP-Protocol-Version': version, 'Mcp-Method': headerMethod },
  );
}

/** The 2025-version leg as server/mcp/endpoint.ts serves it: a stateless JSON transport per request. */
async function legacyAnswer(server: McpServer, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    const request = post(body, { 'MCP-Protocol-Version': legacyVersion });
    return (await (await transport.handleRequest(request, { parsedBody: JSON.parse(await request.clone().text()) })).json()) as Record<
      string,
      unknown
    >;
  } finally {
    await transport.close();
  }
}

describe('@modelcontextprotocol/server', () => {
  test('reports requests it refuses as errors whose message starts “Rejected inbound request” (server/mcp/endpoint.ts keeps them out of the log)', async () => {
    const reported: Error[] = [];
    const handler = createMcpHandler(serverWithOneResource, { legacy: 'reject', onerror: (error) => reported.push(error) });
    // A header that contradicts the body: the SDK refuses it, and reports it, quoting the client.
    const refused = await handler.fetch(modernPost('tools/list', modernVersion, 'resources/list'));
    await refused.text();
    assert.ok(refused.status >= 400, `status ${refused.status}`);
    assert.ok(reported.length > 0, '@modelcontextprotocol/server no longer reports a refused request through onerror');
    for (const error of reported) {
      assert.match(
        error.message,
        /^Rejected inbound request/,
        '@modelcontextprotocol/server changed how it words a refused request: server/mcp/endpoint.ts would log every client’s bad request',
      );
    }
    await handler.close();
  });

  test('a refused protocol revision is -32022 with data.supported (server/mcp/amend.ts lists every answered revision there)', async () => {
    const handler = createMcpHandler(serverWithOneResource, { legacy: 'reject' });
    const answer = (await (await handler.fetch(modernPost('tools/list', '2099-01-01'))).json()) as {
      error?: { code: number; data?: unknown };
    };
    const data = answer.error?.data as { supported?: unknown } | undefined;
    assert.equal(answer.error?.code, -32022, '@modelcontextprotocol/server no longer answers an unknown revision with -32022');
    assert.ok(Array.isArray(data?.supported), '@modelcontextprotocol/server moved the supported revisions out of error.data.supported');
    assert.ok(answeredVersions.length > 0);
    await handler.close();
  });

  test('a 2025-version read of an unknown resource is -32602 with data exactly { uri } (server/mcp/amend.ts turns it into -32002)', async () => {
    const answer = await legacyAnswer(serverWithOneResource(), { method: 'resources/read', params: { uri: 'https://example.test/none' } });
    const error = answer.error as { code: number; data?: unknown } | undefined;
    assert.equal(error?.code, -32602, '@modelcontextprotocol/server changed the code of an unknown-resource error');
    assert.deepEqual(
      error?.data,
      { uri: 'https://example.test/none' },
      '@modelcontextprotocol/server changed the data of an unknown-resource error: server/mcp/amend.ts would no longer recognise it',
    );
  });
});

describe('negotiator', () => {
  test('encoding() takes a `preferred` order that breaks q-value ties (server/negotiate.ts; @types/negotiator 0.6 lacks it)', () => {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': 'gzip, br' } });
    const encoding = (available: readonly string[], options: { preferred: readonly string[] }): unknown =>
      Reflect.apply(negotiator.encoding, negotiator, [available, options]);
    assert.equal(
      encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] }),
      'br',
      'negotiator no longer breaks ties by the `preferred` option: clients sending "gzip, br" would get the larger gzip',
    );
  });
});

describe('rate-limit-redis', () => {
  /** A Redis that answers SCRIPT LOAD with a sha (or fails while `down`) and EVALSHA with one hit in a minute. */
  function fakeRedis() {
    const sent: string[][] = [];
    const redis = {
      down: false,
      sent,
      sendCommand: async (args: string[]): Promise<unknown> => {
        sent.push(args);
        if (redis.down) throw new Error('connection refused');
        if (args[0] === 'SCRIPT') return 'sha-of-script';
        if (args[0] === 'EVALSHA') return [1, 60_000];
        throw new Error(`unexpected ${args[0]}`);
      },
    };
    return redis;
  }

  test('RedisStore reads only windowMs from init() and sends it with EVALSHA (server/redis.ts passes { windowMs } alone)', async () => {
    const redis = fakeRedis();
    const store = new RedisStore({ prefix: 'rl:', sendCommand: (...args: string[]) => redis.sendCommand(args) as Promise<never> });
    await store.init({ windowMs: 60_000 } as Parameters<RedisStore['init']>[0]);
    const count = await store.increment('203.0.113.7');
    assert.equal(count.totalHits, 1);
    assert.deepEqual(
      redis.sent.at(-1),
      ['EVALSHA', 'sha-of-script', '1', 'rl:203.0.113.7', '60000'],
      'rate-limit-redis changed how RedisStore counts (EVALSHA with the window from init): server/redis.ts gives init() only windowMs',
    );
  });

  test('a Redis down at startup is counted in once it is back (server/redis.ts reloads; rate-limit-redis 6.0 keeps the failed load)', async () => {
    const redis = fakeRedis();
    redis.down = true;
    const store = createSharedCounterStore(redis, 'rl:', 60_000);
    await assert.rejects(async () => store.increment('203.0.113.7'), 'while Redis is down the increment fails (the limiter fails open)');
    redis.down = false;
    const count = await store.increment('203.0.113.7');
    assert.equal(count.totalHits, 1, 'counting resumed once Redis answered');
  });
});

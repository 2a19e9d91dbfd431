// Locks in the MCP endpoint over raw HTTP in both protocol eras and with the SDK's own clients: stateless, JSON, read-only, same documents as REST.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { limits, mcpTools, paths } from '../content/constants.ts';
import { type RawResponse, request } from './helpers/http.ts';
import { envelope, initialize, legacyCall, legacyVersion, modernCall, modernVersion, unansweredVersionCall } from './helpers/mcp.ts';
import { originForFile, withOrigin } from './helpers/origin.ts';

const origin = originForFile({ rateLimitMcpPerMinute: 1_000_000 });
let mcp: string;
const rest: Record<string, string> = {};

before(async () => {
  await origin.started();
  mcp = origin.url + paths.mcp;
  for (const path of [paths.product, paths.sampleWeek, paths.permissions, paths.openapi, paths.agentSkill]) {
    rest[path] = (await request(origin.url + path)).text;
  }
});

// biome-ignore lint/suspicious/noExplicitAny: JSON-RPC results are walked freely; the assertions check their shapes.
type Json = Record<string, any>;
type JsonRpc = { jsonrpc: string; id: unknown; result?: Json; error?: { code: number; message: string } };
const rpc = (response: RawResponse) => response.json() as JsonRpc;

describe('transport rules (both eras)', () => {
  for (const method of ['GET', 'DELETE', 'PUT']) {
    test(`${method} → 405 with Allow: POST, OPTIONS and a JSON-RPC error`, async () => {
      const response = await request(mcp, { method, headers: { Accept: 'text/event-stream' } });
      assert.equal(response.status, 405);
      assert.equal(response.headers.allow, 'POST, OPTIONS');
      assert.equal(response.headers['content-type'], 'application/json');
      assert.equal(rpc(response).error?.code, -32000);
    });
  }

  const oversized = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(limits.mcpBodyBytes) } });
  test('a body over 32 KiB → 413 JSON-RPC error, with Content-Length', async () => {
    const response = await request(mcp, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: oversized });
    assert.equal(response.status, 413);
    assert.equal(rpc(response).error?.code, -32000);
  });

  test('a body over 32 KiB → 413 JSON-RPC error, chunked', async () => {
    const response = await request(mcp, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: oversized,
    });
    assert.equal(response.status, 413);
    assert.equal(rpc(response).error?.code, -32000);
  });

  test('a body of exactly 32 KiB is accepted', async () => {
    const message = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: envelope, pad: '' } };
    message.params.pad = 'x'.repeat(limits.mcpBodyBytes - JSON.stringify(message).length);
    const body = JSON.stringify(message);
    assert.equal(Buffer.byteLength(body), limits.mcpBodyBytes);
    const response = await request(mcp, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'MCP-Protocol-Version': modernVersion, 'Mcp-Method': 'tools/list' },
      body,
    });
    assert.equal(response.status, 200);
  });

  test('bodies that are JSON but not JSON-RPC get 400 JSON-RPC errors, and nothing is logged as a server error', async () => {
    for (const body of ['null', '[]', '"text"', '{}', '{"jsonrpc":"2.0"}', `${'['.repeat(5000)}${']'.repeat(5000)}`]) {
      const response = await request(mcp, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body,
      });
      assert.equal(response.status, 400, body.slice(0, 20));
      assert.equal(rpc(response).error?.code, -32600);
    }
    assert.deepEqual(
      origin.logged.filter((entry) => entry.level === 'error'),
      [],
    );
  });

  test('malformed JSON → 400 with -32700, no HTML, no stack trace', async () => {
    const response = await request(mcp, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"jsonrpc":' });
    assert.equal(response.status, 400);
    assert.equal(response.headers['content-type'], 'application/json');
    assert.equal(rpc(response).error?.code, -32700);
    assert.doesNotMatch(response.text, /<html|at .*:\d+:\d+/i);
  });

  test('a non-JSON Content-Type → 415', async () => {
    const response = await request(mcp, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    assert.equal(response.status, 415);
    assert.equal(rpc(response).error?.code, -32000);
  });

  test('the public host and localhost names pass, with any Origin or none', async () => {
    for (const headers of [
      {},
      { Origin: 'http://localhost:5173' },
      { Origin: 'https://app.example' },
      { Host: 'localhost:3000' },
      { Host: 'localhost:3000', Origin: 'https://app.example' },
    ]) {
      const response = await legacyCall(mcp, initialize(), headers);
      assert.equal(response.status, 200, JSON.stringify(headers));
    }
  });
});

/** Every revision the endpoint answers, newest first, as server/discover and -32022 errors list them. */
const answeredVersions = [modernVersion, '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

describe('2025 era (2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05)', () => {
  for (const version of ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']) {
    test(`${version}: initialize works without a session and answers JSON`, async () => {
      const response = await legacyCall(mcp, initialize(version));
      assert.equal(response.status, 200);
      assert.equal(response.headers['content-type'], 'application/json');
      assert.equal(response.headers['mcp-session-id'], undefined);
      const result = rpc(response).result ?? {};
      assert.equal(result.protocolVersion, version);
      assert.deepEqual(result.capabilities, { tools: { listChanged: false }, resources: { listChanged: false } });
      assert.equal(result.instructions, rest[paths.agentSkill], 'the instructions are the agent skill');
    });
  }

  test('2024-11-05 (what SDK 1.10 still sends) is served without a MCP-Protocol-Version header, as that revision had none', async () => {
    const response = await legacyCall(mcp, { id: 2, method: 'tools/call', params: { name: mcpTools.productInfo, arguments: {} } });
    assert.equal(response.status, 200);
    assert.deepEqual(rpc(response).result?.structuredContent, JSON.parse(rest[paths.product] ?? ''));
  });

  test('a revision it does not answer is negotiated to 2025-11-25 by initialize, and refused by header naming every answered one', async () => {
    const negotiated = rpc(await legacyCall(mcp, initialize('2024-10-07'))).result ?? {};
    assert.equal(negotiated.protocolVersion, '2025-11-25');
    const refused = await legacyCall(mcp, { id: 2, method: 'tools/list' }, { 'MCP-Protocol-Version': '1999-01-01' });
    assert.equal(refused.status, 400);
    assert.ok(rpc(refused).error?.message.endsWith(`(supported versions: ${answeredVersions.join(', ')})`), refused.text);
  });

  test('an unknown resource → -32002 "Resource not found" with its URI, as the 2025-11-25 specification says', async () => {
    const uri = 'http://localhost:3000/nowhere';
    const response = await legacyCall(mcp, { id: 4, method: 'resources/read', params: { uri } }, { 'MCP-Protocol-Version': legacyVersion });
    assert.deepEqual(rpc(response).error, { code: -32002, message: `Resource not found: ${uri}`, data: { uri } });
  });

  test('a known resource still reads, and an unknown tool keeps -32602', async () => {
    const read = await legacyCall(
      mcp,
      { id: 5, method: 'resources/read', params: { uri: `http://localhost:3000${paths.agentSkill}` } },
      { 'MCP-Protocol-Version': legacyVersion },
    );
    assert.equal(rpc(read).result?.contents[0].text, rest[paths.agentSkill]);
    const unknownTool = await legacyCall(
      mcp,
      { id: 6, method: 'tools/call', params: { name: 'delete_everything', arguments: {} } },
      { 'MCP-Protocol-Version': legacyVersion },
    );
    assert.deepEqual(rpc(unknownTool).error, { code: -32602, message: 'Tool delete_everything not found' });
  });

  test('notifications/initialized → 202 with no body', async () => {
    const response = await legacyCall(mcp, { method: 'notifications/initialized' }, { 'MCP-Protocol-Version': legacyVersion });
    assert.equal(response.status, 202);
    assert.equal(response.body.length, 0);
  });

  test('tools/call answers JSON with the REST document', async () => {
    const response = await legacyCall(
      mcp,
      { id: 2, method: 'tools/call', params: { name: mcpTools.productInfo, arguments: {} } },
      { 'MCP-Protocol-Version': legacyVersion },
    );
    assert.equal(response.headers['content-type'], 'application/json');
    const result = rpc(response).result ?? {};
    assert.deepEqual(result.structuredContent, JSON.parse(rest[paths.product] ?? ''));
  });

  test('an unknown tool is a JSON-RPC error, and the server keeps serving', async () => {
    const response = await legacyCall(
      mcp,
      { id: 3, method: 'tools/call', params: { name: 'delete_everything', arguments: {} } },
      { 'MCP-Protocol-Version': legacyVersion },
    );
    const body = rpc(response);
    assert.ok(body.error !== undefined || body.result?.isError === true, response.text);
    assert.equal((await legacyCall(mcp, initialize())).status, 200);
  });
});

describe('2026-07-28 era', () => {
  test('server/discover answers JSON with every answered revision and static capabilities', async () => {
    const response = await modernCall(mcp, 'server/discover');
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-type'], 'application/json');
    const result = rpc(response).result ?? {};
    assert.deepEqual(result.supportedVersions, answeredVersions);
    assert.deepEqual(result.capabilities, { tools: { listChanged: false }, resources: { listChanged: false } });
  });

  for (const method of ['tools/list', 'resources/list']) {
    test(`${method} carries ttlMs and cacheScope`, async () => {
      const result = rpc(await modernCall(mcp, method)).result ?? {};
      assert.equal(result.ttlMs, 300_000);
      assert.equal(result.cacheScope, 'public');
    });
  }

  test('an Mcp-Method or Mcp-Name header that disagrees with the body → 400, -32020', async () => {
    const method = await modernCall(mcp, 'tools/list', {}, { 'Mcp-Method': 'resources/list' });
    assert.equal(method.status, 400);
    assert.equal(rpc(method).error?.code, -32020);
    const name = await modernCall(
      mcp,
      'tools/call',
      { name: mcpTools.sampleSchedule, arguments: {} },
      { 'Mcp-Name': mcpTools.productInfo },
    );
    assert.equal(name.status, 400);
    assert.equal(rpc(name).error?.code, -32020);
  });

  test('an unsupported protocol version → 400, -32022, listing every answered revision', async () => {
    const response = await unansweredVersionCall(mcp, '2027-01-01');
    assert.equal(response.status, 400);
    assert.deepEqual(rpc(response).error, {
      code: -32022,
      message: 'Unsupported protocol version: 2027-01-01',
      data: { supported: answeredVersions, requested: '2027-01-01' },
    });
  });

  test('an unknown resource → -32602 with its URI (SEP-2164), not -32002', async () => {
    const uri = 'http://localhost:3000/nowhere';
    const response = await modernCall(mcp, 'resources/read', { uri });
    assert.deepEqual(rpc(response).error, { code: -32602, message: `Resource not found: ${uri}`, data: { uri } });
  });

  test('a 2025-era body under a 2026-07-28 MCP-Protocol-Version header is refused, not served', async () => {
    const response = await legacyCall(
      mcp,
      { id: 9, method: 'tools/call', params: { name: mcpTools.productInfo, arguments: {} } },
      { 'MCP-Protocol-Version': modernVersion, 'Mcp-Method': 'tools/call', 'Mcp-Name': mcpTools.productInfo },
    );
    assert.equal(response.status, 400);
    assert.ok(rpc(response).error, response.text);
  });

  test('an unknown method → 404, -32601', async () => {
    const response = await modernCall(mcp, 'tools/destroy');
    assert.equal(response.status, 404);
    assert.equal(rpc(response).error?.code, -32601);
  });

  test('subscriptions/listen answers an SSE stream that closes at once: nothing is ever announced', async () => {
    const started = performance.now();
    const response = await modernCall(mcp, 'subscriptions/listen', { notifications: { toolsListChanged: true } });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-type'], 'text/event-stream');
    assert.ok(performance.now() - started < 2_000);
    assert.match(response.text, /"resultType":"complete"/);
  });

  test('tools/call returns the REST document as structuredContent and as text', async () => {
    const result = rpc(await modernCall(mcp, 'tools/call', { name: mcpTools.sampleSchedule, arguments: {} })).result ?? {};
    assert.deepEqual(result.structuredContent, JSON.parse(rest[paths.sampleWeek] ?? ''));
    assert.equal(result.content[0].text, rest[paths.sampleWeek]);
  });

  test('tools take no input: unexpected arguments are refused', async () => {
    const response = await modernCall(mcp, 'tools/call', { name: mcpTools.productInfo, arguments: { tenant: 'acme' } });
    const body = rpc(response);
    assert.ok(body.error !== undefined || body.result?.isError === true, response.text);
  });
});

describe('SDK clients', () => {
  const expectations = async (client: {
    listTools(): Promise<{
      tools: { name: string; annotations?: Record<string, unknown>; outputSchema?: unknown; inputSchema: unknown }[];
    }>;
    callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<Json>;
    listResources(): Promise<{ resources: { uri: string; mimeType?: string }[] }>;
    readResource(params: { uri: string }): Promise<{ contents: Json[] }>;
  }) => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), [mcpTools.productInfo, mcpTools.sampleSchedule]);
    for (const tool of tools) {
      assert.deepEqual(tool.annotations, { readOnlyHint: true, idempotentHint: true, openWorldHint: false, destructiveHint: false });
      assert.deepEqual(tool.inputSchema, { type: 'object', properties: {}, additionalProperties: false });
      assert.ok(tool.outputSchema);
    }
    const product = await client.callTool({ name: mcpTools.productInfo, arguments: {} });
    assert.deepEqual(product.structuredContent, JSON.parse(rest[paths.product] ?? ''));
    assert.deepEqual(JSON.parse(product.content[0].text), product.structuredContent);
    const week = await client.callTool({ name: mcpTools.sampleSchedule, arguments: {} });
    assert.deepEqual(week.structuredContent, JSON.parse(rest[paths.sampleWeek] ?? ''));

    const { resources } = await client.listResources();
    const byUri = Object.fromEntries(resources.map((resource) => [resource.uri, resource.mimeType]));
    assert.deepEqual(byUri, {
      'http://localhost:3000/openapi.json': 'application/json',
      'http://localhost:3000/api/public/permissions': 'application/json',
      [`http://localhost:3000${paths.agentSkill}`]: 'text/markdown',
    });
    for (const [uri, path] of [
      ['http://localhost:3000/openapi.json', paths.openapi],
      ['http://localhost:3000/api/public/permissions', paths.permissions],
      [`http://localhost:3000${paths.agentSkill}`, paths.agentSkill],
    ] as const) {
      const { contents } = await client.readResource({ uri });
      assert.equal(contents[0]?.text, rest[path], `${uri} has the bytes of GET ${path}`);
    }
  };

  test('v1 SDK Client (2025 era): tools and resources, equal to the REST documents', async () => {
    const client = new LegacyClient({ name: 'v1-test', version: '1.0.0' });
    const transport = new LegacyTransport(new URL(mcp));
    await client.connect(transport);
    assert.equal(transport.sessionId, undefined, 'no MCP session');
    await expectations(client as never);
    await client.close();
  });

  for (const [label, versionNegotiation] of [
    ['pinned to 2026-07-28', { mode: { pin: modernVersion } }],
    ['in auto mode', { mode: 'auto' }],
  ] as const) {
    test(`v2 client ${label}: tools and resources, equal to the REST documents`, async () => {
      const client = new ModernClient({ name: 'v2-test', version: '2.0.0' }, { versionNegotiation } as never);
      await client.connect(new ModernTransport(new URL(mcp)));
      assert.equal(client.getNegotiatedProtocolVersion(), modernVersion);
      await expectations(client as never);
      await client.close();
    });
  }
});

describe('MCP rate limit', () => {
  test('refusals by method or Host, and preflights, are not counted, as on the REST paths', async () => {
    await withOrigin({ rateLimitMcpPerMinute: 2 }, async (limited) => {
      const url = limited.url + paths.mcp;
      for (let i = 0; i < 3; i++) assert.equal((await request(url)).status, 405);
      for (let i = 0; i < 3; i++) assert.equal((await request(url, { method: 'OPTIONS' })).status, 204);
      assert.equal((await legacyCall(url, initialize(), { Host: 'evil.example' })).status, 403);
      assert.equal((await modernCall(url, 'tools/list')).status, 200);
      assert.equal((await modernCall(url, 'tools/list')).status, 200);
      assert.equal((await modernCall(url, 'tools/list')).status, 429);
    });
  });

  test('a 413 closes the connection instead of reading the rest of a huge body', async () => {
    const response = await request(mcp, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(limits.mcpBodyBytes + 1) },
      body: 'x'.repeat(limits.mcpBodyBytes + 1),
    });
    assert.equal(response.status, 413);
    assert.equal(response.headers.connection, 'close');
  });

  test('request 60 passes and 61 gets the REST error object with Retry-After', async () => {
    await withOrigin({}, async (limited) => {
      const statuses: number[] = [];
      let last: RawResponse | undefined;
      for (let i = 0; i < 61; i++) {
        last = await modernCall(limited.url + paths.mcp, 'tools/list');
        statuses.push(last.status);
      }
      assert.deepEqual(statuses.slice(0, 60), Array(60).fill(200));
      assert.equal(statuses[60], 429);
      assert.deepEqual(last?.json(), {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Rate limit exceeded: wait the number of seconds in Retry-After before retrying.',
      });
      assert.match(String(last?.headers['retry-after']), /^\d+$/);
      assert.equal(last?.headers['ratelimit-policy'], '"mcp";q=60;w=60');
      assert.equal((await request(limited.url + paths.product)).status, 200, 'REST has its own counters');
    });
  });
});

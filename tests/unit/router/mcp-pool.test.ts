// Locks in that MCP servers are reused across requests: one construction serves a run of sequential exchanges in each era, concurrent ones get their own.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { ServerPool } from '../../../server/mcp/pool.ts';
import { inProcessForTest } from '../../helpers/in-process.ts';
import { legacyPost, modernPost } from '../../helpers/mcp.ts';

/** One exchange on `server` over a fresh stateless transport, as the 2025-version leg serves it. */
async function exchange(server: McpServer): Promise<void> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  const request = new Request('http://localhost/mcp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2025-11-25' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
  });
  assert.equal((await transport.handleRequest(request)).status, 200);
  await transport.close();
}

describe('ServerPool', () => {
  test('a server whose exchange ended is taken again; one still serving is not', async () => {
    const pool = new ServerPool(() => new McpServer({ name: 'pool-test', version: '1.0.0' }));
    const first = pool.take();
    await exchange(first);
    assert.equal(pool.take(), first, 'reused after its transport closed');
    const busy = pool.take();
    assert.notEqual(busy, first, 'a server lent out is not lent twice');
    assert.equal(pool.created, 2);
  });
});

describe('the endpoint', () => {
  test('twenty sequential requests in each era are served by one server per era', async (context) => {
    // The cache off: remembered answers would spare the servers this test counts.
    const origin = await inProcessForTest(context, { rateLimitMcpPerMinute: 1_000, mcpCacheMaxEntries: 0 });
    const take = context.mock.method(ServerPool.prototype, 'take');
    for (let i = 0; i < 20; i++) {
      assert.equal((await origin.mcp(modernPost('tools/list'))).statusCode, 200);
      assert.equal(
        (await origin.mcp(legacyPost({ id: i, method: 'tools/list' }, { 'MCP-Protocol-Version': '2025-11-25' }))).statusCode,
        200,
      );
    }
    // The endpoint's two pools, one per era, as the requests took their servers from them.
    const pools = [...new Set(take.mock.calls.map((call) => call.this as ServerPool))];
    assert.equal(pools.length, 2);
    assert.deepEqual(
      pools.map((pool) => pool.created),
      [1, 1],
    );
  });
});

// Locks in the MCP endpoint with the SDK's own clients, v1 (2025 versions) and v2 (pinned and auto), over a real socket: no session, tools and resources equal to the REST documents. What the endpoint answers to raw requests of both protocol versions is the in-process tier's (tests/unit/router/mcp-answers.test.ts, mcp-guards.test.ts, mcp-limits.test.ts).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { mcpTools, paths } from '../../content/constants.ts';
import { request } from '../helpers/http.ts';
import { modernVersion } from '../helpers/mcp.ts';
import { originForFile } from '../helpers/origin.ts';

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

  test('v1 SDK Client (2025 versions): tools and resources, equal to the REST documents', async () => {
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

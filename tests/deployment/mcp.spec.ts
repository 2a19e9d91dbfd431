// /mcp through the official MCP client: tools/list names the read-only tools, and tools/call answers with the same document as REST.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { mcpTools, paths } from '../../content/constants.ts';
import { baseUrl, expect, test } from './fixtures.ts';
import { expectAnswer } from './policy.ts';

test('/mcp: tools/list and tools/call through the official client, each tool answering the REST document', async ({ http }) => {
  const url = baseUrl + paths.mcp;
  const client = new Client({ name: 'turno-deployment-checks', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: http.fetch }));
  try {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort(), `POST ${url} tools/list: tool names`).toEqual(Object.values(mcpTools).sort());
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint, `POST ${url} tools/list: ${tool.name} is read-only`).toBe(true);
    }
    for (const [name, path] of [
      [mcpTools.productInfo, paths.product],
      [mcpTools.sampleSchedule, paths.sampleWeek],
    ] as const) {
      const result = await client.callTool({ name, arguments: {} });
      expect(result.isError ?? false, `POST ${url} tools/call ${name}: isError`).toBe(false);
      const rest = await http.get(baseUrl + path, { Accept: 'application/json' });
      expectAnswer(rest, baseUrl + path, 200, 'application/json');
      expect(result.structuredContent, `POST ${url} tools/call ${name}: the document GET ${path} answers`).toEqual(await rest.json());
    }
  } finally {
    await client.close();
  }
});

// The MCP benchmark's baseline: a stateless server wired the way the SDK v2 documentation shows, a new server and transport per request.
import { readFileSync } from 'node:fs';
import { createMcpExpressApp } from '@modelcontextprotocol/express';
import { NodeStreamableHTTPServerTransport, toNodeHandler, toWebRequest } from '@modelcontextprotocol/node';
import { createMcpHandler, fromJsonSchema, isLegacyRequest, McpServer } from '@modelcontextprotocol/server';
import productSchema from '../../schemas/product.schema.json' with { type: 'json' };
import sampleWeekSchema from '../../schemas/sample-week.schema.json' with { type: 'json' };

const product = JSON.parse(readFileSync('dist/site/api/public/product', 'utf8')) as Record<string, unknown>;
const sampleWeek = JSON.parse(readFileSync('dist/site/api/public/examples/weekly', 'utf8')) as Record<string, unknown>;
const noInput = { type: 'object', properties: {}, additionalProperties: false };

function createServer(): McpServer {
  const server = new McpServer({ name: 'baseline', version: '1.0.0' });
  const result = (document: Record<string, unknown>) => ({
    structuredContent: document,
    content: [{ type: 'text' as const, text: JSON.stringify(document) }],
  });
  const tools = [
    ['get_product_info', productSchema, product],
    ['get_sample_schedule', sampleWeekSchema, sampleWeek],
  ] as const;
  for (const [name, schema, document] of tools) {
    server.registerTool(
      name,
      { inputSchema: fromJsonSchema(noInput), outputSchema: fromJsonSchema(schema), annotations: { readOnlyHint: true } },
      () => result(document),
    );
  }
  return server;
}

const app = createMcpExpressApp({ host: '127.0.0.1' });
const modern = toNodeHandler(createMcpHandler(createServer, { legacy: 'reject' }));
app.post('/mcp', async (req, res) => {
  if (await isLegacyRequest(await toWebRequest(req, req.body), req.body)) {
    const server = createServer();
    const transport = new NodeStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
    return;
  }
  await modern(req, res, req.body);
});
app.get('/ready', (_req, res) => {
  res.send('ready');
});
app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.once('SIGTERM', () => process.exit(0));

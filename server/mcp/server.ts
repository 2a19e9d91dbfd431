// Builds one McpServer: the two read-only tools with the documents' schemas as output schemas, and the resources, over the shared content.
import { fromJsonSchema, McpServer } from '@modelcontextprotocol/server';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import { answeredVersions, mcpCapabilities, mcpToolAnnotations, mcpToolList, noInputSchema } from '../../content/mcp.ts';
import { createSchemaValidator, documentSchemas } from '../../schemas/index.ts';
import type { McpContent } from './content.ts';

/** The documents change only with a build; clients may reuse lists and reads as long as HTTP caches do. */
const cacheHint = { ttlMs: 300_000, cacheScope: 'public' } as const;

/** One validator and one set of wrapped schemas per process: compiling them per server would dominate its cost. */
export function mcpSchemas() {
  const validator = new AjvJsonSchemaValidator(createSchemaValidator());
  return {
    validator,
    noInput: fromJsonSchema<Record<string, never>>(noInputSchema, validator),
    product: fromJsonSchema<Record<string, unknown>>(documentSchemas.product, validator),
    sampleWeek: fromJsonSchema<Record<string, unknown>>(documentSchemas.sampleWeek, validator),
  };
}

export type McpSchemas = ReturnType<typeof mcpSchemas>;

/** A server answering with `content`. */
export function buildServer(content: McpContent, schemas: McpSchemas): McpServer {
  const server = new McpServer(
    { ...content.serverInfo },
    {
      // Nothing here ever changes while the process runs, so no client needs a change-notification stream.
      capabilities: mcpCapabilities,
      instructions: content.instructions,
      supportedProtocolVersions: [...answeredVersions],
      jsonSchemaValidator: schemas.validator,
      cacheHints: {
        'tools/list': cacheHint,
        'resources/list': cacheHint,
        'resources/templates/list': cacheHint,
        'server/discover': cacheHint,
      },
    },
  );
  for (const tool of mcpToolList) {
    const result = content.toolResults.get(tool.name);
    if (result === undefined) throw new Error(`no result prepared for the tool ${tool.name}`);
    const config = { title: tool.title, description: tool.description, inputSchema: schemas.noInput, outputSchema: schemas[tool.document] };
    server.registerTool(tool.name, { ...config, annotations: mcpToolAnnotations }, () => result);
  }
  for (const { name, title, description, contents } of content.resources) {
    server.registerResource(name, contents.uri, { title, description, mimeType: contents.mimeType, cacheHint }, () => ({
      contents: [contents],
    }));
  }
  return server;
}

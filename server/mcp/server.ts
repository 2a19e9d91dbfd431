// Builds one McpServer: the two read-only tools with the documents' schemas as output schemas, and the resources, over the shared content.
import { fromJsonSchema, McpServer } from '@modelcontextprotocol/server';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import { mcpTools, paths, productName } from '../../content/constants.ts';
import { answeredProtocolVersions, mcpServerInfo } from '../../content/mcp.ts';
import { createSchemaValidator, documentSchemas } from '../../schemas/index.ts';
import type { McpContent } from './content.ts';

/** The documents change only with a build; clients may reuse lists and reads as long as HTTP caches do. */
const cacheHint = { ttlMs: 300_000, cacheScope: 'public' } as const;
const readOnly = { readOnlyHint: true, idempotentHint: true, openWorldHint: false, destructiveHint: false } as const;

/** One validator and one set of wrapped schemas per process: compiling them per server would dominate its cost. */
export function mcpSchemas() {
  const validator = new AjvJsonSchemaValidator(createSchemaValidator());
  return {
    validator,
    noInput: fromJsonSchema<Record<string, never>>({ type: 'object', properties: {}, additionalProperties: false }, validator),
    product: fromJsonSchema<Record<string, unknown>>(documentSchemas.product, validator),
    sampleWeek: fromJsonSchema<Record<string, unknown>>(documentSchemas.sampleWeek, validator),
  };
}

export type McpSchemas = ReturnType<typeof mcpSchemas>;

/** A server answering with `content`. */
export function buildServer(content: McpContent, schemas: McpSchemas): McpServer {
  const server = new McpServer(
    { ...mcpServerInfo },
    {
      // Nothing here ever changes while the process runs, so no client needs a change-notification stream.
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
      instructions: content.instructions,
      supportedProtocolVersions: [...answeredProtocolVersions],
      jsonSchemaValidator: schemas.validator,
      cacheHints: {
        'tools/list': cacheHint,
        'resources/list': cacheHint,
        'resources/templates/list': cacheHint,
        'server/discover': cacheHint,
      },
    },
  );
  server.registerTool(
    mcpTools.productInfo,
    {
      title: `Get ${productName} product information`,
      description: `What ${productName} is: workforce scheduling software; its capabilities, its limitations (no payroll, no guaranteed legal compliance, no customer data over this interface), contact, location and links to every public resource. Same JSON as GET ${paths.product}. Read-only, takes no input.`,
      inputSchema: schemas.noInput,
      outputSchema: schemas.product,
      annotations: readOnly,
    },
    () => content.productInfo,
  );
  server.registerTool(
    mcpTools.sampleSchedule,
    {
      title: 'Get the fictional sample week of shifts',
      description: `A fixed, fictional, deterministic week of shifts in Europe/Lisbon (RFC 3339 date-times with offsets, breaks, several employees) to test a client against. Not customer data. Same JSON as GET ${paths.sampleWeek}. Read-only, takes no input.`,
      inputSchema: schemas.noInput,
      outputSchema: schemas.sampleWeek,
      annotations: readOnly,
    },
    () => content.sampleSchedule,
  );
  for (const { name, title, description, uri, mimeType, text } of content.resources) {
    const contents = [{ uri, mimeType, text }];
    server.registerResource(name, uri, { title, description, mimeType, cacheHint }, () => ({ contents }));
  }
  return server;
}

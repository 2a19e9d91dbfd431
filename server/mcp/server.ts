// Builds McpServers over the built artifacts: the two read-only tools, with the documents' schemas as output schemas, and the resources.
import { type CallToolResult, fromJsonSchema, McpServer } from '@modelcontextprotocol/server';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import { paths } from '../../content/constants.ts';
import {
  answeredVersions,
  mcpCapabilities,
  mcpResourceList,
  mcpServerIdentity,
  mcpToolAnnotations,
  mcpToolList,
  noInputSchema,
} from '../../content/mcp.ts';
import { createSchemaValidator, documentSchemas } from '../../schemas/index.ts';
import { type ArtifactTable, BuildIncomplete, builtArtifact } from '../artifacts.ts';

/** The documents change only with a build; clients may reuse lists and reads as long as HTTP caches do. */
const cacheHint = { ttlMs: 300_000, cacheScope: 'public' } as const;

/**
 * What builds a server for the build `artifacts`, made for `publicBaseUrl`. What the servers answer with is read once
 * from the built bytes, so MCP and REST can never disagree; the validator and the wrapped schemas are made once too,
 * since compiling them per server would dominate its cost.
 */
export function mcpServers(artifacts: ArtifactTable, publicBaseUrl: string): () => McpServer {
  /** The bytes of a built path, exactly as the REST origin serves them. */
  const builtText = (path: string): string => {
    const body = builtArtifact(artifacts, path).representations[0]?.bodies.identity.body;
    if (body === undefined) throw new BuildIncomplete(`has no ${path}`);
    return body.toString('utf8');
  };
  const validator = new AjvJsonSchemaValidator(createSchemaValidator());
  const inputSchema = fromJsonSchema<Record<string, never>>(noInputSchema, validator);
  const outputSchemas = {
    product: fromJsonSchema<Record<string, unknown>>(documentSchemas.product, validator),
    sampleWeek: fromJsonSchema<Record<string, unknown>>(documentSchemas.sampleWeek, validator),
  };
  // Each tool's result: the document as structured content, and the same JSON as text.
  const tools = mcpToolList.map((tool) => {
    const text = builtText(paths[tool.document]);
    const result: CallToolResult = { structuredContent: JSON.parse(text) as Record<string, unknown>, content: [{ type: 'text', text }] };
    return { tool, result };
  });
  // Each resource is addressed by the HTTP URL that serves the same bytes.
  const resources = mcpResourceList.map((resource) => ({
    ...resource,
    contents: { uri: publicBaseUrl + resource.path, mimeType: resource.mimeType, text: builtText(resource.path) },
  }));
  // The instructions for agents: the agent skill's SKILL.md.
  const instructions = builtText(paths.agentSkill);
  return () => {
    // `serverInfo` as the server card (built for the same base URL) states it.
    const server = new McpServer(mcpServerIdentity(publicBaseUrl), {
      // Nothing here ever changes while the process runs, so no client needs a change-notification stream.
      capabilities: mcpCapabilities,
      instructions,
      supportedProtocolVersions: [...answeredVersions],
      jsonSchemaValidator: validator,
      cacheHints: {
        'tools/list': cacheHint,
        'resources/list': cacheHint,
        'resources/templates/list': cacheHint,
        'server/discover': cacheHint,
      },
    });
    for (const { tool, result } of tools) {
      const { title, description } = tool;
      const outputSchema = outputSchemas[tool.document];
      server.registerTool(tool.name, { title, description, inputSchema, outputSchema, annotations: mcpToolAnnotations }, () => result);
    }
    for (const { name, title, description, contents } of resources) {
      server.registerResource(name, contents.uri, { title, description, mimeType: contents.mimeType, cacheHint }, () => ({
        contents: [contents],
      }));
    }
    return server;
  };
}

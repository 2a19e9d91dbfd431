// What the MCP server answers with: tool results and resources, read once from the built artifacts so MCP and REST can never disagree.
import type { CallToolResult } from '@modelcontextprotocol/server';
import { paths } from '../../content/constants.ts';
import { type McpResource, mcpResourceList, mcpServerIdentity, mcpToolList } from '../../content/mcp.ts';
import { type ArtifactTable, BuildIncomplete, builtArtifact } from '../artifacts.ts';

/** A tool's result: the document as structured content, and the same JSON as text. */
export type ToolResult = CallToolResult & { readonly structuredContent: Record<string, unknown> };

/** A resource with the contents a read returns: addressed by the HTTP URL that serves the same bytes. */
export interface ServedResource extends McpResource {
  readonly contents: { readonly uri: string; readonly mimeType: string; readonly text: string };
}

/** Everything the server answers with. */
export interface McpContent {
  /** `serverInfo`, as the server card (built for the same base URL) states it. */
  readonly serverInfo: ReturnType<typeof mcpServerIdentity>;
  /** By tool name. */
  readonly toolResults: ReadonlyMap<string, ToolResult>;
  readonly resources: readonly ServedResource[];
  /** The instructions for agents (the agent skill's SKILL.md), also the `instructions` of `initialize`. */
  readonly instructions: string;
}

/** The bytes of a built path, exactly as the REST origin serves them. */
function builtText(artifacts: ArtifactTable, path: string): string {
  const body = builtArtifact(artifacts, path).representations[0]?.bodies.identity.body;
  if (body === undefined) throw new BuildIncomplete(`has no ${path}`);
  return body.toString('utf8');
}

/** The content of the MCP server for a build made for `publicBaseUrl`. */
export function mcpContent(artifacts: ArtifactTable, publicBaseUrl: string): McpContent {
  const toolResults = new Map(
    mcpToolList.map((tool): [string, ToolResult] => {
      const text = builtText(artifacts, paths[tool.document]);
      return [tool.name, { structuredContent: JSON.parse(text) as Record<string, unknown>, content: [{ type: 'text', text }] }];
    }),
  );
  const resources = mcpResourceList.map((resource) => ({
    ...resource,
    contents: { uri: publicBaseUrl + resource.path, mimeType: resource.mimeType, text: builtText(artifacts, resource.path) },
  }));
  return { serverInfo: mcpServerIdentity(publicBaseUrl), toolResults, resources, instructions: builtText(artifacts, paths.agentSkill) };
}

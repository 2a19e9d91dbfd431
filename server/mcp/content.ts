// What the MCP server answers with: tool results and resources, read once from the built artifacts so MCP and REST can never disagree.
import type { CallToolResult } from '@modelcontextprotocol/server';
import { paths } from '../../content/constants.ts';
import type { ArtifactTable } from '../artifacts.ts';

/** A tool's result: the document as structured content, and the same JSON as text. */
export type ToolResult = CallToolResult & { readonly structuredContent: Record<string, unknown> };

/** A resource, addressed by the HTTP URL that serves the same bytes. */
export interface McpResource {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly uri: string;
  readonly mimeType: string;
  readonly text: string;
}

/** Everything the server answers with. */
export interface McpContent {
  readonly productInfo: ToolResult;
  readonly sampleSchedule: ToolResult;
  readonly resources: readonly McpResource[];
  /** The instructions for agents, also the `instructions` of `initialize`. */
  readonly instructions: string;
}

/** The bytes of a built path, exactly as the REST origin serves them. */
function builtText(artifacts: ArtifactTable, path: string): string {
  const body = artifacts.byPath.get(path)?.representations[0]?.bodies.identity.body;
  if (body === undefined) throw new Error(`${path} is missing from the build output; run npm run build.`);
  return body.toString('utf8');
}

/** The content of the MCP server for a build made for `publicBaseUrl`. */
export function mcpContent(artifacts: ArtifactTable, publicBaseUrl: string): McpContent {
  const toolResult = (path: string): ToolResult => {
    const text = builtText(artifacts, path);
    return { structuredContent: JSON.parse(text) as Record<string, unknown>, content: [{ type: 'text', text }] };
  };
  const resource = (path: string, mimeType: string) => ({ uri: publicBaseUrl + path, mimeType, text: builtText(artifacts, path) });
  const instructions = resource(paths.llms, 'text/markdown');
  return {
    productInfo: toolResult(paths.product),
    sampleSchedule: toolResult(paths.sampleWeek),
    resources: [
      {
        name: 'openapi',
        title: 'OpenAPI contract',
        description: 'The OpenAPI 3.1.0 contract of the three public REST endpoints.',
        ...resource(paths.openapi, 'application/json'),
      },
      {
        name: 'permissions',
        title: 'Permissions document',
        description: 'Public capabilities and the boundaries of the customer API (roles, tenant isolation, no OAuth).',
        ...resource(paths.permissions, 'application/json'),
      },
      {
        name: 'instructions',
        title: 'Instructions for agents',
        description: 'What this interface offers, which tool or endpoint answers what, the limits and what is not available.',
        ...instructions,
      },
    ],
    instructions: instructions.text,
  };
}

// Runs on every documentation page: hands an agent in the browser (WebMCP) the interface's read-only tools, each answering with the JSON of its REST endpoint on this origin.
/// <reference lib="dom" />
import type { WebMcpTool } from '../../content/mcp.ts';

/** The tools, put in by the build (site/lib/pages/webmcp-script.ts) from content/mcp.ts, so no name or description is written here. */
declare const WEBMCP_TOOLS: readonly WebMcpTool[];

/** What this module uses of the WebMCP API (Chromium: `--enable-features=WebMCP`); `registerTool` answers a promise. */
interface ModelContext {
  registerTool(tool: {
    name: string;
    description: string;
    inputSchema: object;
    annotations: { readOnlyHint: boolean };
    execute: () => Promise<unknown>;
  }): Promise<void> | undefined;
}

const modelContext = (document as Document & { modelContext?: ModelContext }).modelContext;

// Without WebMCP the page is what it was: nothing registers, nothing is logged.
if (modelContext?.registerTool) {
  for (const { name, description, inputSchema, path } of WEBMCP_TOOLS) {
    modelContext
      .registerTool({
        name,
        description,
        inputSchema,
        annotations: { readOnlyHint: true },
        execute: async () => {
          const response = await fetch(path, { headers: { Accept: 'application/json' } });
          // A refusal (the rate limit's 429) rejects the call with the error object's message, as the agent should see it.
          const body: unknown = await response.json();
          if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${(body as { message?: string }).message ?? ''}`.trim());
          return body;
        },
      })
      // A browser that refuses a registration (say, a tool of that name already there) leaves the page working.
      ?.catch(() => undefined);
  }
}

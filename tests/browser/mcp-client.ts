// Runs in Chromium, bundled by esbuild at test time: the official MCP v2 client as a browser-hosted app uses it, exposed to the test as window.mcpSession.
/// <reference lib="dom" />
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

/** What one session saw: the negotiated revision, the discover result (2026-07-28 only) and a tool's result. */
export interface SessionOutcome {
  readonly protocolVersion: string | undefined;
  readonly supportedVersions: readonly string[] | undefined;
  readonly toolResult: unknown;
}

/** Connects in one era (2026-07-28: server/discover; 2025: initialize), calls one tool and closes. */
async function mcpSession(url: string, era: 'modern' | 'legacy', tool: string): Promise<SessionOutcome> {
  const client = new Client(
    { name: 'browser-hosted-test', version: '1.0.0' },
    era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  try {
    const { structuredContent } = await client.callTool({ name: tool, arguments: {} });
    return {
      protocolVersion: client.getNegotiatedProtocolVersion(),
      supportedVersions: client.getDiscoverResult()?.supportedVersions,
      toolResult: structuredContent,
    };
  } finally {
    await client.close();
  }
}

declare global {
  interface Window {
    mcpSession: typeof mcpSession;
  }
}
window.mcpSession = mcpSession;

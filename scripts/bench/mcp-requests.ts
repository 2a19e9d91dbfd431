// The MCP requests the benchmark sends: tools/call on both protocol versions, from a client with a name (distinct names make distinct requests).
export const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const modernHeaders = { ...mcpHeaders, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call' };
export const toolCall = (params: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params });

/** The 2026-07-28 envelope a client puts in each request's `_meta`. */
const envelope = (clientName: string) => ({
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: clientName, version: '1.0.0' },
});

/** A 2026-07-28 call of `tool` from the client named `clientName`. */
export const modernCall = (tool: string, clientName: string) => toolCall({ name: tool, arguments: {}, _meta: envelope(clientName) });

/** The headers of a 2026-07-28 call of `tool`. */
export const modernCallHeaders = (tool: string) => ({ ...modernHeaders, 'mcp-name': tool });

// The MCP requests the benchmark sends (tools/call on both protocol versions, from a client with a name), and the requests of the metrics rows.
import { mcpTools, paths } from '../../content/constants.ts';

export const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const modernHeaders = { ...mcpHeaders, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call' };
export const toolCall = (params: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params });

/** The 2026-07-28 envelope a client puts in each request's `_meta`. */
const envelope = (clientName: string) => ({
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: clientName, version: '1.0.0' },
});

/** A 2026-07-28 call of `tool` from the client named `clientName`, with `args`. */
export const modernCall = (tool: string, clientName: string, args: Record<string, unknown> = {}) =>
  toolCall({ name: tool, arguments: args, _meta: envelope(clientName) });

/** The headers of a 2026-07-28 call of `tool`. */
export const modernCallHeaders = (tool: string) => ({ ...modernHeaders, 'mcp-name': tool });

const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const assistant = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot';
const codingAgent = 'Claude-User (claude-code/2.1.86; +https://support.anthropic.com/)';

/**
 * What the metrics rows send, by row: a browser reading a document; a person ChatGPT sent reading a page; an
 * assistant reading a page as Markdown (its claim checked against its operator's list); a coding agent calling a tool.
 */
export const metricsRequests = {
  'REST document 200': { path: paths.product, headers: { 'user-agent': browser } },
  'page read by a person an assistant sent': {
    path: `${paths.developers}?utm_source=chatgpt.com`,
    headers: { 'user-agent': browser, referer: 'https://chatgpt.com/', 'accept-encoding': 'br' },
  },
  'Markdown page': { path: paths.developers, headers: { 'user-agent': assistant, accept: 'text/markdown', 'accept-encoding': 'br' } },
  'MCP tools/call, 2026-07-28': {
    method: 'POST',
    path: paths.mcp,
    headers: { ...modernCallHeaders(mcpTools.productInfo), 'user-agent': codingAgent },
    body: modernCall(mcpTools.productInfo, 'bench'),
  },
} as const satisfies Record<string, { method?: 'POST'; path: string; headers: Record<string, string>; body?: string }>;

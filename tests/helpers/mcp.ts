// Raw MCP requests for tests, in either protocol version, exactly as a client would put them on the wire: built once as header fields and a body, sent over a socket here or injected in process (tests/helpers/in-process.ts).
import { paths } from '../../content/constants.ts';
import { type RawResponse, request } from './http.ts';

export const modernVersion = '2026-07-28';
export const legacyVersion = '2025-11-25';

/** The 2026-07-28 per-request envelope. */
export const envelope = {
  'io.modelcontextprotocol/protocolVersion': modernVersion,
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1.0.0' },
};

/** A POST to /mcp as a client writes it: its header fields and its body. */
export interface McpPost {
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A 2026-07-28 request: envelope in params._meta, with the standard headers (overridable). */
export function modernPost(method: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}): McpPost {
  const name = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : undefined;
  return {
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': modernVersion,
      'Mcp-Method': method,
      ...(name === undefined ? {} : { 'Mcp-Name': name }),
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: envelope } }),
  };
}

/** tools/list in the 2026-07-28 shape, but naming `version` in its header and envelope: one the endpoint does not answer gets -32022. */
export function unansweredVersionPost(version: string): McpPost {
  return {
    headers: { 'Content-Type': 'application/json', 'MCP-Protocol-Version': version, 'Mcp-Method': 'tools/list' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
      params: { _meta: { ...envelope, 'io.modelcontextprotocol/protocolVersion': version } },
    }),
  };
}

/** A 2025-version request (no session): protocol version header after initialize. */
export function legacyPost(message: Record<string, unknown>, headers: Record<string, string> = {}): McpPost {
  return {
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', ...message }),
  };
}

/** initialize (2025 versions) with Content-Type and exactly `headers`: no Accept unless given. */
export const bareInitialize = (headers: Record<string, string> = {}): McpPost => ({
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify({ jsonrpc: '2.0', ...initialize() }),
});

/** tools/list (2026-07-28) with its required fields and exactly `headers`: no Accept unless given. */
export const bareToolsList = (headers: Record<string, string> = {}): McpPost => ({
  headers: { 'Content-Type': 'application/json', 'MCP-Protocol-Version': modernVersion, 'Mcp-Method': 'tools/list', ...headers },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: envelope } }),
});

/** A 2025-03-26 batch of `count` reads of the contract, the largest answer a resource gives. */
export const batchOf = (count: number): string =>
  JSON.stringify(
    Array.from({ length: count }, (_, i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: 'resources/read',
      params: { uri: `http://localhost:3000${paths.openapi}` },
    })),
  );

const send = (url: string, { headers, body }: McpPost): Promise<RawResponse> => request(url, { method: 'POST', headers, body });

/** {@link modernPost}, sent to `url`. */
export const modernCall = (url: string, method: string, params?: Record<string, unknown>, headers?: Record<string, string>) =>
  send(url, modernPost(method, params, headers));

/** {@link unansweredVersionPost}, sent to `url`. */
export const unansweredVersionCall = (url: string, version: string) => send(url, unansweredVersionPost(version));

/** {@link legacyPost}, sent to `url`. */
export const legacyCall = (url: string, message: Record<string, unknown>, headers?: Record<string, string>) =>
  send(url, legacyPost(message, headers));

export const initialize = (version: string = legacyVersion) => ({
  id: 1,
  method: 'initialize',
  params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw-test', version: '1.0.0' } },
});

/** A JSON-RPC answer, walked freely by tests that check its shape. */
export interface JsonRpcAnswer {
  readonly jsonrpc: string;
  readonly id: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: results are walked freely; the assertions check their shapes.
  readonly result?: Record<string, any>;
  readonly error?: { code: number; message: string; data?: unknown };
}

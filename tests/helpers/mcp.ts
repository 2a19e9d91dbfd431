// Raw MCP requests for tests, in either protocol era, exactly as a client would put them on the wire.
import { type RawResponse, request } from './http.ts';

export const modernVersion = '2026-07-28';
export const legacyVersion = '2025-11-25';

/** The 2026-07-28 per-request envelope. */
export const envelope = {
  'io.modelcontextprotocol/protocolVersion': modernVersion,
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1.0.0' },
};

/** A 2026-07-28 request: envelope in params._meta, with the standard headers (overridable). */
export function modernCall(
  url: string,
  method: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const name = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : undefined;
  return request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': modernVersion,
      'Mcp-Method': method,
      ...(name === undefined ? {} : { 'Mcp-Name': name }),
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: envelope } }),
  });
}

/** tools/list in the 2026-07-28 shape, but naming `version` in its header and envelope: one the endpoint does not answer gets -32022. */
export function unansweredVersionCall(url: string, version: string): Promise<RawResponse> {
  return request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'MCP-Protocol-Version': version, 'Mcp-Method': 'tools/list' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
      params: { _meta: { ...envelope, 'io.modelcontextprotocol/protocolVersion': version } },
    }),
  });
}

/** A 2025-era request (no session): protocol version header after initialize. */
export function legacyCall(url: string, message: Record<string, unknown>, headers: Record<string, string> = {}): Promise<RawResponse> {
  return request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', ...message }),
  });
}

export const initialize = (version: string = legacyVersion) => ({
  id: 1,
  method: 'initialize',
  params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw-test', version: '1.0.0' } },
});

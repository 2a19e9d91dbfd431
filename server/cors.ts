// CORS preflights for the public read-only paths and /mcp, and the CORS fields of every /mcp answer: any origin, no credentials.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsAllowOrigin, readOnlyMethods, responseHeaders } from '../content/response-headers.ts';

const preflightHeaders = responseHeaders('preflight');

/** Answers a preflight: any origin, the read-only methods, the headers the client asked for, cached a day. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const headers: Record<string, string> = {
    ...preflightHeaders,
    Allow: readOnlyMethods,
    'Access-Control-Allow-Origin': corsAllowOrigin,
    'Access-Control-Allow-Methods': readOnlyMethods,
    'Access-Control-Max-Age': '86400',
  };
  const requested = req.headers['access-control-request-headers'];
  if (requested !== undefined) headers['Access-Control-Allow-Headers'] = requested;
  res.writeHead(204, headers);
  res.end();
}

/** The methods of /mcp. */
export const mcpMethods = 'POST, OPTIONS';

/**
 * Added to every /mcp answer, refusals and 429s included. Any origin may call it: it serves the same public,
 * credential-free data as the documents, and DNS rebinding is stopped by the Host check, which a page cannot
 * get past. `Mcp-Session-Id` is not exposed because the endpoint never sends one.
 */
export const corsMcpHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': corsAllowOrigin,
  'Access-Control-Expose-Headers': 'RateLimit, RateLimit-Policy, Retry-After',
};

/** The request headers MCP clients send over Streamable HTTP in either protocol era. */
const mcpRequestHeaders = 'Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID';

/** Answers a preflight for /mcp: any origin, POST with the MCP request headers, cached a day. */
export function answerMcpPreflight(res: ServerResponse): void {
  res.writeHead(204, {
    Allow: mcpMethods,
    ...corsMcpHeaders,
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': mcpRequestHeaders,
    'Access-Control-Max-Age': '86400',
  });
  res.end();
}

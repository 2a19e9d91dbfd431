// CORS for the public paths: any origin may read the documents and call /mcp, no credentials, and the useful headers are exposed.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The methods of every read-only path. */
export const readOnlyMethods = 'GET, HEAD, OPTIONS';

/** Added to every read-only response, 429s included, so browser clients can read validators and limits. */
export const corsReadHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, RateLimit, RateLimit-Policy, Retry-After',
};

/** Answers a preflight: any origin, the read-only methods, the headers the client asked for, cached a day. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const headers: Record<string, string> = {
    Allow: readOnlyMethods,
    'Access-Control-Allow-Origin': '*',
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
  'Access-Control-Allow-Origin': '*',
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

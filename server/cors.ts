// CORS preflights: the public read-only paths and /mcp, any origin, no credentials.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsAllowOrigin, mcpMethods, mcpRequestHeaders, readOnlyMethods, responseHeaders } from '../content/response-headers.ts';

const preflightHeaders = responseHeaders('preflight');
const mcpAnswerHeaders = responseHeaders('mcp');

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

/** Answers a preflight for /mcp: any origin, POST with the MCP request headers, cached a day. */
export function answerMcpPreflight(res: ServerResponse): void {
  res.writeHead(204, {
    ...mcpAnswerHeaders,
    Allow: mcpMethods,
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': mcpRequestHeaders,
    'Access-Control-Max-Age': '86400',
  });
  res.end();
}

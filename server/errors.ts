// Every JSON error response of the origin written in one place; the body and its messages come from content/error-body.ts.
import type { ServerResponse } from 'node:http';
import { errorBody } from '../content/error-body.ts';
import { responseHeaders } from '../content/response-headers.ts';

/** The fixed fields of every error answer: never cached, never sniffed. */
const errorHeaders = responseHeaders('error');
/** The /mcp policy's fields (CORS), so a browser-hosted client can read an error the transport answers too. */
const mcpHeaders = responseHeaders('mcp');

/** Writes the error object for `status` as the whole response (no body for HEAD); never cached. */
export function sendError(
  res: ServerResponse,
  status: number,
  options: { readonly headers?: Readonly<Record<string, string>>; readonly message?: string; readonly head?: boolean } = {},
): void {
  sendJsonError(res, status, errorBody(status, options.message), options.headers, options.head);
}

/**
 * Writes the error for `status` in the shape of the endpoint: a JSON-RPC error on /mcp (-32000, the transport's
 * server error), the spec's error object elsewhere. For errors found before routing: timeouts, refusals.
 */
export function sendErrorFor(
  mcp: boolean,
  res: ServerResponse,
  status: number,
  options: { readonly headers?: Readonly<Record<string, string>>; readonly head?: boolean } = {},
): void {
  if (mcp) sendJsonRpcError(res, status, -32000, errorBody(status).message, { ...mcpHeaders, ...options.headers });
  else sendError(res, status, options);
}

/** Writes a JSON-RPC error response (the MCP endpoint's error shape) with `id: null`; never cached. */
export function sendJsonRpcError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendJsonError(res, status, { jsonrpc: '2.0', error: { code, message }, id: null }, headers);
}

/**
 * The one way an error leaves the origin: JSON, never cached, never sniffed. A response already answered (by a
 * timeout or a shutdown while its handler was still reading) is left as it is.
 */
function sendJsonError(
  res: ServerResponse,
  status: number,
  error: object,
  headers: Readonly<Record<string, string>> = {},
  head = false,
): void {
  if (res.headersSent) return;
  const body = Buffer.from(JSON.stringify(error));
  // The caller's fields first: spreading the shared policy object first made this the slowest step of a 429.
  res.writeHead(status, { ...headers, ...errorHeaders, 'Content-Type': 'application/json', 'Content-Length': body.length });
  res.end(head ? undefined : body);
}

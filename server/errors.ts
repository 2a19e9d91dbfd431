// Every JSON error response of the origin written in one place; the body and its messages come from content/error-body.ts.
import type { ServerResponse } from 'node:http';
import { errorBody } from '../content/error-body.ts';
import { responseHeaders } from '../content/response-headers.ts';

/** The fixed fields of every error answer: never cached, never sniffed. */
const errorHeaders = responseHeaders('error');

/** Writes the error object for `status` as the whole response (no body for HEAD); never cached. */
export function sendError(
  res: ServerResponse,
  status: number,
  options: { readonly headers?: Readonly<Record<string, string>>; readonly message?: string; readonly head?: boolean } = {},
): void {
  sendJsonError(res, status, errorBody(status, options.message), options.headers, options.head);
}

/** Writes a JSON-RPC error response (the MCP endpoint's error shape) with `id: null`; never cached. */
export function sendJsonRpcError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendJsonError(res, status, jsonRpcError(code, message), headers);
}

/** The same JSON-RPC error as a web Response, for answers that leave through the MCP SDK's adapter. */
export function jsonRpcErrorResponse(status: number, code: number, message: string): Response {
  const body = Buffer.from(JSON.stringify(jsonRpcError(code, message)));
  return new Response(body, {
    status,
    headers: { ...errorHeaders, 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
  });
}

function jsonRpcError(code: number, message: string): object {
  return { jsonrpc: '2.0', error: { code, message }, id: null };
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

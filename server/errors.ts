// Every JSON error response of the origin, built in one place so status, reason phrase and message always agree.
import { type ServerResponse, STATUS_CODES } from 'node:http';

/** The spec's error object: `statusCode`, `error` (reason phrase) and `message`. */
export interface ErrorBody {
  readonly statusCode: number;
  readonly error: string;
  readonly message: string;
}

/** What each error status tells the client to do. */
export const errorMessages: Readonly<Record<number, string>> = {
  400: 'The request could not be parsed: check the URL encoding and the request syntax.',
  404: 'No public resource at this path. Paths are exact and case-sensitive; see /openapi.json for the public endpoints.',
  405: 'This resource does not support this method: use one of the methods in the Allow header.',
  406: 'None of the media types in the Accept header is available here.',
  408: 'The request did not arrive in time: send it again, whole, without pauses.',
  417: 'This server meets no expectation other than 100-continue: send the request without that Expect header.',
  429: 'Rate limit exceeded: wait the number of seconds in Retry-After before retrying.',
  431: 'The request headers are too large.',
  500: 'Something went wrong on our side; the request changed nothing. Try again later.',
  503: 'The server cannot take this request now (too many open connections from your address, or it is restarting); the request changed nothing. Retry on a new connection.',
};

/** The error object for `status`, with its standard message unless another is given. */
export function errorBody(status: number, message?: string): ErrorBody {
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message: message ?? errorMessages[status] ?? STATUS_CODES[status] ?? 'Error',
  };
}

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
  if (mcp) sendJsonRpcError(res, status, -32000, errorBody(status).message, options.headers);
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
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    ...headers,
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': 'application/json',
    'Content-Length': body.length,
  });
  res.end(head ? undefined : body);
}

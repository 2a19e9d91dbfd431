// Every error the origin writes itself, through the routes, the transport or on a bare socket, written here from the catalogues: content/error-body.ts (status, reason, message) and, on /mcp, content/mcp.ts's mcpErrors (status, JSON-RPC code). The negotiated 404 and 405 pages are built bytes (server/error-pages.ts), answered as the error object when the client wants JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { paths } from '../content/constants.ts';
import { errorBody } from '../content/error-body.ts';
import { type McpError, mcpErrors } from '../content/mcp.ts';
import { responseHeaders } from '../content/response-headers.ts';
import { type Logger, throttledErrorLog } from './logger.ts';
import { requestPath } from './request-path.ts';

/** The fixed fields of every error answer: never cached, never sniffed. */
const errorHeaders = responseHeaders('error');

/** Writes the error object for `status` as the whole response; never cached. */
export function sendError(
  res: ServerResponse,
  status: number,
  options: { readonly headers?: Readonly<Record<string, string>>; readonly message?: string } = {},
): void {
  sendJsonError(res, status, errorBody(status, options.message), options.headers);
}

/** The error fields of /mcp (CORS), so a browser-hosted client can read an error answered outside its routes too. */
const mcpErrorFields = responseHeaders('mcp');

/**
 * Writes the error `status` in the form of the route that owns the request's path: a JSON-RPC error on /mcp, the
 * error object elsewhere. For answers made outside the routes (the transport's refusals, timeouts, a drain's 503,
 * an error that escaped a route).
 */
export function sendRouteError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (requestPath(req.url) !== paths.mcp) sendError(res, status, { headers });
  else
    sendJsonRpcError(res, status, mcpErrorOf.get(status)?.code ?? serverErrorCode, errorBody(status).message, {
      ...mcpErrorFields,
      ...headers,
    });
}

/** The catalogued JSON-RPC errors of what /mcp's own steps never answer: the transport's refusals, a drain's 503, a failure. */
const mcpErrorOf: ReadonlyMap<number, McpError> = new Map(
  [mcpErrors.malformedHttp, mcpErrors.timeout, mcpErrors.expectation, mcpErrors.unavailable, mcpErrors.internal].map((error) => [
    error.status,
    error,
  ]),
);

/** JSON-RPC's implementation-defined server error, for a status the catalogue has no entry of its own for (a 4xx an error carried). */
const serverErrorCode = -32000;

/**
 * The error object for `status` as a whole HTTP/1.1 response, for a socket no response object owns (Node's parser
 * refused the request, or CONNECT); the connection closes after it.
 */
export function errorResponseText(status: number, headers: Readonly<Record<string, string>> = {}): string {
  const error = errorBody(status);
  const body = JSON.stringify(error);
  const fields = {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    ...errorHeaders,
    ...headers,
    Connection: 'close',
  };
  const head = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${error.error}\r\n${head.join('')}\r\n${body}`;
}

/**
 * The error middleware, `(error, req, res, next)`, of the router and of the standalone app: the 4xx an error carries
 * (Express's convention), else a 500, logged once per interval; never a stack trace. A response already under way is
 * cut rather than finished wrong: its client would be misled. Express knows error middleware by its four
 * parameters, so `_next` stays though it is never called.
 */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  const reportFailure = throttledErrorLog(logger, 'request failed');
  return (error, req, res, _next) => {
    const status = escapedErrorStatus(error);
    if (status === 500) reportFailure(error);
    if (res.headersSent) res.destroy();
    else sendRouteError(req, res, status);
  };
}

/** The status of an error that escaped a route: the 4xx it carries (as http-errors and body parsers mark theirs), else 500. */
function escapedErrorStatus(error: unknown): number {
  const { status, statusCode } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; statusCode?: unknown };
  const carried = status ?? statusCode;
  return typeof carried === 'number' && carried >= 400 && carried < 500 ? carried : 500;
}

/** Writes a JSON-RPC error response (the MCP endpoint's error shape) with `id: null` and, if given, `data`; never cached. */
export function sendJsonRpcError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
  data?: Readonly<Record<string, unknown>>,
  id: string | number | null = null,
): void {
  sendJsonError(res, status, jsonRpcError(code, message, data, id), headers);
}

/** The same JSON-RPC error as a web Response, for answers that leave through the MCP SDK's adapter. */
export function jsonRpcErrorResponse(status: number, code: number, message: string): Response {
  const body = Buffer.from(JSON.stringify(jsonRpcError(code, message)));
  return new Response(body, {
    status,
    headers: { ...errorHeaders, 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
  });
}

function jsonRpcError(code: number, message: string, data?: Readonly<Record<string, unknown>>, id: string | number | null = null): object {
  return { jsonrpc: '2.0', error: data === undefined ? { code, message } : { code, message, data }, id };
}

/**
 * The one way an error leaves the origin: JSON, never cached, never sniffed. A response already answered (by a
 * timeout or a shutdown while its handler was still reading) is left as it is.
 */
function sendJsonError(res: ServerResponse, status: number, error: object, headers: Readonly<Record<string, string>> = {}): void {
  if (res.headersSent) return;
  const body = Buffer.from(JSON.stringify(error));
  // The caller's fields first: spreading the shared policy object first made this the slowest step of a 429.
  res.writeHead(status, { ...headers, ...errorHeaders, 'Content-Type': 'application/json', 'Content-Length': body.length });
  // Node sends no body in answer to HEAD.
  res.end(body);
}

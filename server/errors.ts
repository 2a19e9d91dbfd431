// Every error the origin writes itself, from the catalogues: content/error-body.ts, and on /mcp content/mcp.ts's mcpErrors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { paths } from '../content/constants.ts';
import { errorBody } from '../content/error-body.ts';
import { mcpErrors } from '../content/mcp.ts';
import { responseHeaders } from '../content/response-headers.ts';
import { type Logger, throttledErrorLog } from './logger.ts';
import { requestPath } from './request-path.ts';

/** Header fields by name, as the error writers take them. */
export type Fields = Readonly<Record<string, string>>;

/** The fixed fields of every error answer: never cached, never sniffed. */
const errorHeaders = responseHeaders('error');

/** Writes the error object for `status` (with the catalogue's message unless given one) as the whole response; never cached. */
export function sendError(res: ServerResponse, status: number, headers: Fields = {}, message?: string): void {
  sendJson(res, status, errorBody(status, message), headers);
}

/** The catalogued errors of what /mcp's own steps never answer: the transport's refusals, a drain's 503, a failure. */
const mcpTransportErrors = [mcpErrors.malformedHttp, mcpErrors.timeout, mcpErrors.expectation, mcpErrors.unavailable, mcpErrors.internal];

/**
 * Writes the error `status` in the form of the route that owns the request's path: a JSON-RPC error on /mcp (with its
 * CORS fields, so a browser-hosted client reads it too), the error object elsewhere. For answers made outside the
 * routes: the transport's refusals, timeouts, a drain's 503, an error that escaped a route.
 */
export function sendRouteError(req: IncomingMessage, res: ServerResponse, status: number, headers: Fields = {}): void {
  if (requestPath(req.url) === paths.mcp) {
    // JSON-RPC's implementation-defined server error, for a status the catalogue has no code of its own for.
    const code = mcpTransportErrors.find((error) => error.status === status)?.code ?? -32000;
    sendJsonRpcError(res, { status, code, message: errorBody(status).message }, { ...responseHeaders('mcp'), ...headers });
  } else sendError(res, status, headers);
}

/** The error object for `status` as a whole HTTP/1.1 response, for a socket no response owns; the connection closes after it. */
export function errorResponseText(status: number, headers: Fields = {}): string {
  const error = errorBody(status);
  const body = JSON.stringify(error);
  const length = Buffer.byteLength(body);
  const fields = { 'Content-Type': 'application/json', 'Content-Length': length, ...errorHeaders, ...headers, Connection: 'close' };
  const head = [`HTTP/1.1 ${status} ${error.error}`, ...Object.entries(fields).map(([name, value]) => `${name}: ${value}`)];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The error middleware of the router and of the standalone app: the 4xx an error carries (as http-errors and body
 * parsers mark theirs), else a 500, logged once per interval; never a stack trace. A response already under way is
 * cut rather than finished wrong: its client would be misled. Express knows error middleware by its four parameters.
 */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  const reportFailure = throttledErrorLog(logger, 'request failed');
  return (error, req, res, _next) => {
    const { status, statusCode } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; statusCode?: unknown };
    const carried = status ?? statusCode;
    const answered = typeof carried === 'number' && carried >= 400 && carried < 500 ? carried : 500;
    if (answered === 500) reportFailure(error);
    if (res.headersSent) res.destroy();
    else sendRouteError(req, res, answered);
  };
}

/** A JSON-RPC error to answer with: its HTTP status, code, message, `data` if any, and the id of the request it answers if known. */
export interface JsonRpcError {
  readonly status: number;
  readonly code: number;
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly id?: string | number | undefined;
}

/** The JSON-RPC response of `error` (the MCP endpoint's error shape), `id: null` when unknown (JSON-RPC 2.0 §5). */
function jsonRpcBody({ code, message, data, id }: JsonRpcError): object {
  return { jsonrpc: '2.0', error: data === undefined ? { code, message } : { code, message, data }, id: id ?? null };
}

/** Writes a JSON-RPC error response; never cached. */
export function sendJsonRpcError(res: ServerResponse, error: JsonRpcError, headers: Fields = {}): void {
  sendJson(res, error.status, jsonRpcBody(error), headers);
}

/** The same JSON-RPC error as a web Response, for answers that leave through the MCP SDK's adapter. */
export function jsonRpcErrorResponse(error: JsonRpcError): Response {
  const body = Buffer.from(JSON.stringify(jsonRpcBody(error)));
  const headers = { ...errorHeaders, 'Content-Type': 'application/json', 'Content-Length': String(body.length) };
  return new Response(body, { status: error.status, headers });
}

/**
 * The one way an error leaves the origin: JSON, never cached, never sniffed. A response already answered (by a
 * timeout or a shutdown while its handler was still reading) is left as it is. Node sends no body in answer to HEAD.
 */
function sendJson(res: ServerResponse, status: number, error: object, headers: Fields): void {
  if (res.headersSent) return;
  const body = Buffer.from(JSON.stringify(error));
  // The policy's fields after the caller's: no caller overrides them.
  res.writeHead(status, { ...headers, ...errorHeaders, 'Content-Type': 'application/json', 'Content-Length': body.length }).end(body);
}

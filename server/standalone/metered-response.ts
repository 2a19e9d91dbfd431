// Counts every response by route class and status as its head is written: one array increment per response, no listener or closure per request.
import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { RouteClass } from '../../content/routing.ts';
import type { OriginCounters } from '../metric-counts.ts';

type WriteHead = (this: ServerResponse, statusCode: number, reason?: unknown, fields?: unknown) => ServerResponse;

/**
 * Makes `app`'s responses count themselves, and returns the response class node:http builds for each request, so
 * that what the transport answers before the app sees a request is counted too. Express gives each response the
 * app's own prototype (`app.response`), so the counting `writeHead` goes on both.
 */
export function meterResponses(
  app: Express,
  counters: OriginCounters,
  routeClass: (target: string | undefined) => RouteClass,
): typeof ServerResponse<IncomingMessage> {
  const plainWriteHead = ServerResponse.prototype.writeHead as WriteHead;
  // Node writes every head through writeHead, the implicit one of a bare end() included. Node's own
  // (statusCode, reason?, fields?) passed on as they are: a rest parameter would build an array per response.
  const countedWriteHead: WriteHead = function (this: ServerResponse, statusCode, reason, fields) {
    const written = plainWriteHead.call(this, statusCode, reason, fields);
    counters.countResponse(routeClass(this.req.url), statusCode);
    return written;
  };
  Object.defineProperty(app.response, 'writeHead', { value: countedWriteHead, writable: true, configurable: true });
  const MeteredResponse = class extends ServerResponse {};
  Object.defineProperty(MeteredResponse.prototype, 'writeHead', { value: countedWriteHead, writable: true, configurable: true });
  return MeteredResponse;
}

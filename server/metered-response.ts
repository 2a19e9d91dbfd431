// A ServerResponse that counts itself by route class and status as its head is written: one array increment per response, no listener or closure per request.
import { type IncomingMessage, ServerResponse } from 'node:http';
import type { DiscoveryRouter } from './router.ts';

/** The response class node:http builds for each request when metrics are on. */
export function meteredResponse(origin: Pick<DiscoveryRouter, 'routeClass' | 'counters'>): typeof ServerResponse<IncomingMessage> {
  return class MeteredResponse extends ServerResponse {
    // Node writes every head through writeHead, the implicit one of a bare end() included.
    // Node's own (statusCode, reason?, fields?) passed on as they are: a rest parameter would build an array per response.
    override writeHead(statusCode: number, reason?: unknown, fields?: unknown): this {
      const written = (super.writeHead as (statusCode: number, reason?: unknown, fields?: unknown) => this)(statusCode, reason, fields);
      origin.counters.countResponse(origin.routeClass(this.req.url), statusCode);
      return written;
    }
  };
}

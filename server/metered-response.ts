// A ServerResponse that counts itself by route class and status as its head is written: one array increment per response, no listener or closure per request.
import { type IncomingMessage, ServerResponse } from 'node:http';
import type { App } from './app.ts';

/** The response class node:http builds for each request when metrics are on. */
export function meteredResponse(app: Pick<App, 'routeClass' | 'counters'>): typeof ServerResponse<IncomingMessage> {
  return class MeteredResponse extends ServerResponse {
    // Node writes every head through writeHead, the implicit one of a bare end() included.
    override writeHead(statusCode: number, ...rest: unknown[]): this {
      const written = (super.writeHead as (statusCode: number, ...rest: unknown[]) => this)(statusCode, ...rest);
      app.counters.countResponse(app.routeClass(this.req.url), statusCode);
      return written;
    }
  };
}

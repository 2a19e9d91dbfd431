// Loads the MCP endpoint after startup: the SDK takes a few hundred milliseconds to load, so documents are served meanwhile and an MCP request that comes first waits for it.
import type { RequestHandler } from 'express';
import { describeError } from './logger.ts';
import type { McpEndpoint, McpOptions } from './mcp/endpoint.ts';

/** /mcp's route, served once the endpoint has loaded, and what its answer cache holds (nothing until then). */
export interface LazyMcpEndpoint {
  readonly route: RequestHandler;
  cacheHeld(): { readonly entries: number; readonly bytes: number };
}

/**
 * The endpoint, its module loading in the background once `after` settles, or at the first MCP request if that comes
 * sooner. A request waits for the load only until it is done; a failed load reaches the router's error middleware.
 */
export function lazyMcpEndpoint(after: Promise<unknown>, options: McpOptions): LazyMcpEndpoint {
  let endpoint: McpEndpoint | undefined;
  let loading: Promise<McpEndpoint> | undefined;
  const loaded = () => {
    loading ??= import('./mcp/endpoint.ts').then(({ createMcpEndpoint }) => {
      endpoint = createMcpEndpoint(options);
      return endpoint;
    });
    return loading;
  };
  after.then(loaded).catch((error: unknown) => options.logger.error('mcp endpoint failed to load', { error: describeError(error) }));
  return {
    route: (req, res, next) => {
      if (endpoint !== undefined) return endpoint.route(req, res, next);
      return loaded().then((ready) => ready.route(req, res, next));
    },
    cacheHeld: () => ({ entries: endpoint?.cache.entries ?? 0, bytes: endpoint?.cache.bytes ?? 0 }),
  };
}

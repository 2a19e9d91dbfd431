// Loads the MCP endpoint after startup: the SDK takes a few hundred milliseconds to load, so documents are served meanwhile and the first MCP requests wait for it.
import type { RequestHandler } from 'express';
import { describeError } from './logger.ts';
import type { McpEndpoint, McpOptions, McpRoutes } from './mcp/endpoint.ts';

/**
 * The /mcp steps, loading the endpoint module in the background from now on. Each step waits for the load only
 * until it is done, then calls the loaded step directly. A failed load reaches the router's error middleware.
 */
export function lazyMcpEndpoint(options: McpOptions): McpRoutes & { readonly loaded: Promise<McpEndpoint> } {
  let endpoint: McpEndpoint | undefined;
  const loaded = import('./mcp/endpoint.ts').then(({ createMcpEndpoint }) => {
    endpoint = createMcpEndpoint(options);
    return endpoint;
  });
  loaded.catch((error: unknown) => options.logger.error('mcp endpoint failed to load', { error: describeError(error) }));
  const step =
    (name: keyof McpRoutes): RequestHandler =>
    (req, res, next) => {
      if (endpoint !== undefined) return endpoint[name](req, res, next);
      return loaded.then((ready) => ready[name](req, res, next));
    };
  return {
    loaded,
    hostGuard: step('hostGuard'),
    preflight: step('preflight'),
    contentGuard: step('contentGuard'),
    readMessage: step('readMessage'),
    countBatch: step('countBatch'),
    acceptGuard: step('acceptGuard'),
    cachedAnswer: step('cachedAnswer'),
    sdk: step('sdk'),
    methodNotAllowed: step('methodNotAllowed'),
  };
}

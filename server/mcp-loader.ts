// Loads the MCP endpoint after startup: the SDK takes a few hundred milliseconds to load, so documents are served meanwhile and an MCP request that comes first waits for it.
import type { RequestHandler } from 'express';
import { describeError } from './logger.ts';
import type { McpEndpoint, McpOptions, McpRoutes } from './mcp/endpoint.ts';

/**
 * The /mcp steps, loading the endpoint module in the background once `after` settles, or at the first MCP request if
 * that comes sooner. Each step waits for the load only until it is done, then calls the loaded step directly. A failed
 * load reaches the router's error middleware.
 */
export function lazyMcpEndpoint(after: Promise<unknown>, options: McpOptions): McpRoutes {
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
  const step =
    (name: keyof McpRoutes): RequestHandler =>
    (req, res, next) => {
      if (endpoint !== undefined) return endpoint[name](req, res, next);
      return loaded().then((ready) => ready[name](req, res, next));
    };
  return {
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

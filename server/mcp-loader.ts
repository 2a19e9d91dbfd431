// Loads the MCP endpoint after startup, so documents are served while the SDK loads; an MCP request that comes first waits for it.
import type { RequestHandler, Router } from 'express';
import { describeError } from './logger.ts';
import type { McpOptions } from './mcp/endpoint.ts';

/**
 * /mcp's route, its module loading (and its table of known answers made) in the background once `after` settles, or at
 * the first MCP request if that comes sooner. A request waits for the load only until it is done; a failed load
 * reaches the router's error middleware.
 */
export function lazyMcpEndpoint(after: Promise<unknown>, options: McpOptions): RequestHandler {
  let endpoint: Router | undefined;
  let loading: Promise<Router> | undefined;
  const loaded = () => {
    loading ??= import('./mcp/endpoint.ts').then(async ({ createMcpEndpoint }) => {
      endpoint = await createMcpEndpoint(options);
      return endpoint;
    });
    return loading;
  };
  after.then(loaded).catch((error: unknown) => options.logger.error('mcp endpoint failed to load', { error: describeError(error) }));
  return (req, res, next) => {
    if (endpoint !== undefined) return endpoint(req, res, next);
    return loaded().then((ready) => ready(req, res, next));
  };
}

// Loads the MCP endpoint after startup, so documents are served while the SDK loads; an MCP request that comes first waits for it.
import type { RequestHandler } from 'express';
import { describeError } from './logger.ts';
import type { createMcpEndpoint, McpOptions } from './mcp/endpoint.ts';

type McpEndpoint = Awaited<ReturnType<typeof createMcpEndpoint>>;

/**
 * /mcp's route, its module loading (and its table of known answers made) in the background once `after` settles, or at
 * the first MCP request if that comes sooner. A request waits for the load only until it is done; a failed load
 * reaches the router's error middleware.
 */
export function lazyMcpEndpoint(after: Promise<unknown>, options: McpOptions) {
  let endpoint: McpEndpoint | undefined;
  let loading: Promise<McpEndpoint> | undefined;
  const loaded = () => {
    loading ??= import('./mcp/endpoint.ts').then(async ({ createMcpEndpoint }) => {
      endpoint = await createMcpEndpoint(options);
      return endpoint;
    });
    return loading;
  };
  after.then(loaded).catch((error: unknown) => options.logger.error('mcp endpoint failed to load', { error: describeError(error) }));
  const route: RequestHandler = (req, res, next) => {
    if (endpoint !== undefined) return endpoint(req, res, next);
    return loaded().then((ready) => ready(req, res, next));
  };
  return route;
}

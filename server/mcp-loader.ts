// Loads the MCP endpoint after startup, so documents are served while the SDK loads; an MCP request that comes first waits for it.
import type { RequestHandler } from 'express';
import { describeError } from './logger.ts';
import type { createMcpEndpoint, McpOptions } from './mcp/endpoint.ts';

type McpEndpoint = ReturnType<typeof createMcpEndpoint>;

/**
 * /mcp's route, its module loading in the background once `after` settles, or at the first MCP request if that comes
 * sooner. A request waits for the load only until it is done; a failed load reaches the router's error middleware.
 * With it, what the answer cache holds (nothing until the endpoint has loaded).
 */
export function lazyMcpEndpoint(after: Promise<unknown>, options: McpOptions) {
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
  const route: RequestHandler = (req, res, next) => {
    if (endpoint !== undefined) return endpoint.route(req, res, next);
    return loaded().then((ready) => ready.route(req, res, next));
  };
  return { route, cacheHeld: () => ({ entries: endpoint?.cache?.entries ?? 0, bytes: endpoint?.cache?.bytes ?? 0 }) };
}

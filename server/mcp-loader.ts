// Loads the MCP endpoint after startup: the SDK takes a few hundred milliseconds to load, so documents are served meanwhile and the first MCP requests wait for it.

import { sendJsonRpcError } from './errors.ts';
import type { Handler } from './handler.ts';
import { describeError, throttledErrorLog } from './logger.ts';
import type { McpOptions } from './mcp/endpoint.ts';

/** The /mcp handler, loading the endpoint module in the background from now on. */
export function lazyMcpEndpoint(options: McpOptions): Handler {
  const { logger } = options;
  const endpoint = import('./mcp/endpoint.ts').then(({ createMcpEndpoint }) => createMcpEndpoint(options));
  endpoint.catch((error: unknown) => logger.error('mcp endpoint failed to load', { error: describeError(error) }));
  const reportFailure = throttledErrorLog(logger, 'mcp request failed');
  return (req, res) => {
    endpoint
      .then((serve) => serve(req, res))
      .catch((error: unknown) => {
        reportFailure(error);
        if (!res.headersSent) sendJsonRpcError(res, 500, -32603, 'Internal error; the request changed nothing.');
        else res.destroy();
      });
  };
}

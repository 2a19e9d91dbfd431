// The URL path of a request target, the key of every routing decision.
import type { IncomingMessage } from 'node:http';
import { paths } from '../content/constants.ts';

/** The path of an origin-form request target: `/a?b` and `/a#b` are `/a`. */
export function requestPath(target = ''): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/** Whether a request is for the MCP endpoint, whose errors are JSON-RPC error objects. */
export function isMcp(req: IncomingMessage): boolean {
  return requestPath(req.url) === paths.mcp;
}

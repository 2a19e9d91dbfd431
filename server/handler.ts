// The one shape every route's answer takes, shared by the route table, the built-path reader, the home page and /mcp.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers one request. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

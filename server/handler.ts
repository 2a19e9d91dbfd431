// The shapes of what answers a request in the router: a handler answers it; a middleware answers it or passes it on.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers one request. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Passes a request on to the next route (or an error to the error middleware), as Express's `next`. */
export type Next = (error?: unknown) => void;

/** Answers a request, or hands it to `next`; Express's router catches a rejected promise as it would a throw. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void | Promise<void>;

/** Answers an error that escaped a middleware (Express recognises error middleware by its four parameters). */
export type ErrorMiddleware = (error: unknown, req: IncomingMessage, res: ServerResponse, next: Next) => void;

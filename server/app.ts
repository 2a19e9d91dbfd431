// Builds the origin: the read path for built artifacts and the MCP endpoint ahead of Express, then Express for the rest (preflights, 405/404, redirect, health, JSON errors). Listening is main.ts's job.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { paths } from '../content/constants.ts';
import type { ArtifactTable } from './artifacts.ts';
import { compileTrustProxy, createClientKey } from './client-address.ts';
import type { Config } from './config.ts';
import { answerPreflight, readOnlyMethods } from './cors.ts';
import { sendError, sendJsonRpcError } from './errors.ts';
import { createLimiters } from './limits.ts';
import { describeError, type Logger, throttledErrorLog } from './logger.ts';
import type { FloodMemoryPolicy } from './memory.ts';
import { createReadPath, requestPath } from './read-path.ts';

/** What the origin is built from. */
export interface AppOptions {
  readonly config: Config;
  readonly artifacts: ArtifactTable;
  readonly logger: Logger;
  /** How memory follows floods of distinct clients (the process's policy; tests leave it out). */
  readonly flood?: FloodMemoryPolicy;
}

/** The origin: a request listener for node:http, and how to release what it holds (timers, Redis). */
export interface App {
  readonly listener: RequestListener;
  close(): Promise<void>;
}

type ReadOnlyHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The public discovery interface as one request listener. */
export async function createApp({ config, artifacts, logger, flood }: AppOptions): Promise<App> {
  const limiters = await createLimiters(config, logger, flood);
  const clientKey = createClientKey(config.trustProxy);
  const readPath = createReadPath(artifacts, limiters, clientKey, logger);

  const app = express();
  app.disable('x-powered-by');
  // Artifacts carry build-time ETags; Express must not compute its own.
  app.set('etag', false);
  app.set('query parser', false);
  app.set('trust proxy', compileTrustProxy(config.trustProxy));

  const extraRoutes = new Map<string, ReadOnlyHandler>([
    ['/', redirectToDevelopers],
    [paths.health, health],
  ]);

  // The MCP SDK takes a few hundred milliseconds to load: the documents are served meanwhile, and the
  // first MCP requests wait for it.
  const mcpEndpoint = import('./mcp.ts').then(({ createMcpEndpoint }) =>
    createMcpEndpoint({ publicBaseUrl: config.publicBaseUrl, artifacts, limiter: limiters.mcp, clientKey, logger }),
  );
  mcpEndpoint.catch((error: unknown) => logger.error('mcp endpoint failed to load', { error: describeError(error) }));
  const reportMcpFailure = throttledErrorLog(logger, 'mcp request failed');
  const serveMcp = (req: IncomingMessage, res: ServerResponse) => {
    mcpEndpoint
      .then((endpoint) => endpoint(req, res))
      .catch((error: unknown) => {
        reportMcpFailure(error);
        if (!res.headersSent) sendJsonRpcError(res, 500, -32603, 'Internal error; the request changed nothing.');
        else res.destroy();
      });
  };

  app.use(securityHeaders);
  app.use((req, res, next) => {
    const known = artifacts.byPath.has(req.path);
    const handler = extraRoutes.get(req.path);
    if (!known && handler === undefined) {
      next();
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && handler !== undefined) handler(req, res);
    else if (req.method === 'OPTIONS') answerPreflight(req, res);
    else sendError(res, 405, { headers: { Allow: readOnlyMethods } });
  });
  app.use(notFound);
  app.use(errorHandler(logger));

  return {
    listener: (req, res) => {
      if (readPath(req, res)) return;
      if (requestPath(req.url) === paths.mcp) serveMcp(req, res);
      else app(req, res);
    },
    close: () => limiters.close(),
  };
}

/** Every response that Express writes: no MIME sniffing. */
const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};

function redirectToDevelopers(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(302, { Location: paths.developers, 'Content-Length': 0, 'Cache-Control': 'public, max-age=300' });
  res.end();
}

function health(req: IncomingMessage, res: ServerResponse): void {
  const body = '{"status":"ok"}';
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Unknown path: 404, or 400 when the path is not even valid percent-encoding. */
const notFound: RequestHandler = (req, res) => {
  sendError(res, isWellEncoded(req.path) ? 404 : 400, { head: req.method === 'HEAD' });
};

function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Last resort: a JSON error, never a stack trace; client errors keep their 4xx status. */
function errorHandler(logger: Logger): ErrorRequestHandler {
  const reportFailure = throttledErrorLog(logger, 'request failed');
  return (error: unknown, req, res, _next) => {
    const status = clientErrorStatus(error) ?? 500;
    if (status === 500) reportFailure(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendError(res, status, { head: req.method === 'HEAD' });
  };
}

function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

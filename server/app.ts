// Builds the Express application: read-only paths from memory, CORS, JSON errors for everything else. Starting it is main.ts's job.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { paths } from '../content/constants.ts';
import type { ArtifactTable } from './artifacts.ts';
import type { Config } from './config.ts';
import { sendError } from './errors.ts';
import type { Logger } from './logger.ts';
import { serveArtifact } from './serve-artifact.ts';

/** What the app is built from. */
export interface AppOptions {
  readonly config: Config;
  readonly artifacts: ArtifactTable;
  readonly logger: Logger;
}

type ReadOnlyHandler = (req: IncomingMessage, res: ServerResponse) => void;

const readOnlyMethods = 'GET, HEAD, OPTIONS';

/** The Express app serving the public discovery interface. */
export function createApp({ config, artifacts, logger }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Our artifacts carry build-time ETags; Express must not compute its own.
  app.set('etag', false);
  app.set('query parser', false);
  app.set('trust proxy', config.trustProxy);

  const extraRoutes = new Map<string, ReadOnlyHandler>([
    ['/', redirectToDevelopers],
    [paths.health, health],
  ]);

  app.use(securityHeaders);
  app.use((req, res, next) => {
    const artifact = artifacts.byPath.get(req.path);
    const handler: ReadOnlyHandler | undefined =
      artifact === undefined ? extraRoutes.get(req.path) : (request, response) => serveArtifact(request, response, artifact);
    if (handler === undefined) {
      next();
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') handler(req, res);
    else if (req.method === 'OPTIONS') preflight(req, res);
    else sendError(res, 405, { headers: { Allow: readOnlyMethods } });
  });
  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}

/** Every response: no MIME sniffing. */
const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};

/** CORS preflight for the public read-only paths: any origin, no credentials, the headers the client asked for. */
function preflight(req: IncomingMessage, res: ServerResponse): void {
  const headers: Record<string, string> = {
    Allow: readOnlyMethods,
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': readOnlyMethods,
    'Access-Control-Max-Age': '86400',
  };
  const requested = req.headers['access-control-request-headers'];
  if (requested !== undefined) headers['Access-Control-Allow-Headers'] = requested;
  res.writeHead(204, headers);
  res.end();
}

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
  return (error: unknown, req, res, _next) => {
    const status = clientErrorStatus(error) ?? 500;
    if (status === 500) logger.error('request failed', { method: req.method, path: req.path, error: String(error) });
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

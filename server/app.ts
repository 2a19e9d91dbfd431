// Builds the origin: one table of every path and what answers it, and one fallback for what no route answers (preflights, 405, 404, errors). Listening is main.ts's job.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { paths } from '../content/constants.ts';
import { errorPagePaths } from '../content/error-pages.ts';
import { homePage } from '../content/pages.ts';
import { type BuiltPathClass, builtPathClass, negotiatedPages, readOnlyMethods, responseHeaders } from '../content/response-headers.ts';
import type { Artifact, ArtifactTable } from './artifacts.ts';
import { compileTrustProxy, createClientKey } from './client-address.ts';
import type { Config } from './config.ts';
import { answerPreflight } from './cors.ts';
import { type ErrorPageAnswer, errorPageAnswer } from './error-pages.ts';
import { sendError } from './errors.ts';
import type { Handler } from './handler.ts';
import { homeHandler } from './home.ts';
import { createLimiters, type Limiters } from './limits.ts';
import { type Logger, throttledErrorLog } from './logger.ts';
import { lazyMcpEndpoint } from './mcp-loader.ts';
import { OriginCounters, type RouteClass } from './metric-counts.ts';
import { builtPathReader } from './read-built.ts';
import { requestPath } from './request-path.ts';

/** What the origin is built from. */
export interface AppOptions {
  readonly config: Config;
  readonly artifacts: ArtifactTable;
  readonly logger: Logger;
  /** Where the request paths count what operators read as metrics; a fresh set by default. */
  readonly counters?: OriginCounters;
}

/**
 * The origin: a request listener for node:http, the class of route of a request target, what it counts, how
 * many clients its limiters hold (and have forgotten early) and where their store stands, and how to release what it holds (timers, Redis).
 */
export interface App {
  readonly listener: RequestListener;
  routeClass(target: string | undefined): RouteClass;
  readonly counters: OriginCounters;
  clientsHeld(): number;
  clientsEvicted(): number;
  storeStatus: Limiters['storeStatus'];
  close(): Promise<void>;
}

/**
 * What answers one path: `read` answers GET and HEAD (other methods get a preflight or 405); `anyMethod` answers
 * everything itself. `class` labels its responses in the metrics.
 */
type Route = ({ readonly read: Handler } | { readonly anyMethod: Handler }) & { readonly class: RouteClass };

/** The metrics' name for each class of built path. */
const builtRouteClasses: Readonly<Record<BuiltPathClass, RouteClass>> = {
  limited: 'document',
  page: 'page',
  home: 'home',
  static: 'static',
  hashedAsset: 'static',
  apiCatalog: 'static',
  serverCard: 'static',
  // Never routed: the error pages are only ever answers to other paths.
  errorPage: 'unrouted',
};

/** The public discovery interface as one request listener. */
export async function createApp({ config, artifacts, logger, counters = new OriginCounters() }: AppOptions): Promise<App> {
  const limiters = await createLimiters(config, logger, counters);
  const clientKey = createClientKey(config.trustProxy);
  const readBuilt = builtPathReader(limiters, clientKey, logger);
  const built = (path: string): Artifact => artifacts.byPath.get(path) ?? notBuilt(path);
  const answerError = errorPageAnswer(artifacts);

  /** Every path the origin answers; `/` is built but negotiated with a redirect, so it has its own handler. */
  const routes = new Map<string, Route>([
    ...[...artifacts.byPath.values()]
      .filter((artifact) => !errorPagePaths.has(artifact.path))
      .map((artifact): [string, Route] => [
        artifact.path,
        { read: readBuilt(artifact), class: builtRouteClasses[builtPathClass(artifact.path)] },
      ]),
    [paths.home, { read: homeHandler(built(paths.home), built(homePage.path)), class: 'home' }],
    [paths.health, { read: health, class: 'health' }],
    [paths.readiness, { read: readiness(limiters), class: 'readiness' }],
    [
      paths.mcp,
      {
        anyMethod: lazyMcpEndpoint({
          publicBaseUrl: config.publicBaseUrl,
          artifacts,
          limiter: limiters.mcp,
          clientKey,
          trustProxy: compileTrustProxy(config.trustProxy),
          logger,
          counters,
          cache: { maxEntries: config.mcpCacheMaxEntries, maxBytes: config.mcpCacheMaxBytes },
        }),
        class: 'mcp',
      },
    ],
  ]);

  /**
   * What no route answers. Written on node:http's own request and response, as every route is: Express would
   * re-parent each response to its own prototype and lose the class node:http built (a metered response
   * counts itself), and it has nothing else to add to a preflight, a 405 or a 404.
   */
  const reportFailure = throttledErrorLog(logger, 'request failed');
  const runFallback: Handler = (req, res) => {
    try {
      const path = requestPath(req.url);
      if (!routes.has(path)) notFound(answerError, req, res, path);
      else if (req.method === 'OPTIONS') answerPreflight(req, res);
      else answerError(req, res, 405, { Allow: readOnlyMethods });
    } catch (error) {
      reportFailure(error);
      answerFailure(req, res);
    }
  };

  return {
    listener: (req, res) => {
      const path = requestPath(req.url);
      const route = routes.get(path);
      if (route === undefined && isPageWithSlash(path) && (req.method === 'GET' || req.method === 'HEAD')) redirectToPage(req, res, path);
      else if (route === undefined) runFallback(req, res);
      else if ('anyMethod' in route) route.anyMethod(req, res);
      else if (req.method === 'GET' || req.method === 'HEAD') readAfterBody(req, res, route.read);
      else runFallback(req, res);
    },
    routeClass: (target) => routes.get(requestPath(target))?.class ?? 'unrouted',
    counters,
    clientsHeld: () => limiters.clientsHeld(),
    clientsEvicted: () => limiters.clientsEvicted(),
    storeStatus: () => limiters.storeStatus(),
    close: () => limiters.close(),
  };
}

/**
 * A GET or HEAD that declares a body is answered once that body has arrived whole (and been discarded): if its
 * framing breaks, the parser's 400 answers and closes the connection, never a 200 cut short. Bodyless reads, all
 * but a few, are answered at once.
 */
function readAfterBody(req: IncomingMessage, res: ServerResponse, read: Handler): void {
  if (req.headers['transfer-encoding'] === undefined && (req.headers['content-length'] ?? '0') === '0') {
    read(req, res);
    return;
  }
  req.once('end', () => read(req, res));
  req.resume();
}

function notBuilt(path: string): never {
  throw new Error(`The build output has no ${path}; run npm run build.`);
}

const healthBody = '{"status":"ok"}';
const healthHeaders = { ...responseHeaders('health'), 'Content-Type': 'application/json', 'Content-Length': healthBody.length };

function health(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, healthHeaders);
  res.end(req.method === 'HEAD' ? undefined : healthBody);
}

/**
 * Readiness: whether the shared rate-limit store answers. Always 200 while the process serves: with the store
 * away the limits fail open and the origin still serves, so the body says `degraded` rather than a 503 that
 * would have a load balancer drain every origin at once over one Redis outage.
 */
function readiness(limiters: Limiters): Handler {
  return (req, res) => {
    void limiters.storeStatus().then((status) => {
      // A shutdown or a timeout may have answered while Redis was asked.
      if (res.headersSent) return;
      const degraded = status.store === 'redis' && !status.reachable;
      const body = JSON.stringify({
        status: degraded ? 'degraded' : 'ready',
        rateLimitStore: status.store,
        ...(status.store === 'redis' && { reachable: status.reachable }),
        rateLimits: degraded ? 'failing open: requests are served without limits until the store is back' : 'enforced',
      });
      res.writeHead(200, { ...healthHeaders, 'Content-Length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  };
}

/** Unknown path: 404 in the form the client prefers, or a JSON 400 when the path is not even valid percent-encoding. */
function notFound(answerError: ErrorPageAnswer, req: IncomingMessage, res: ServerResponse, path: string): void {
  if (isWellEncoded(path)) answerError(req, res, 404);
  else sendError(res, 400, { head: req.method === 'HEAD' });
}

/** A documentation page's path with trailing slashes (`/en/developers/`): people type it, and the page is one redirect away. */
function isPageWithSlash(path: string): boolean {
  return path.length > 1 && path.endsWith('/') && Object.hasOwn(negotiatedPages, path.replace(/\/+$/, ''));
}

/** Negotiated like the page it leads to and about this one request, so shared caches keep none of it. */
const slashRedirectHeaders = { ...responseHeaders('error'), Vary: 'Accept', 'Content-Length': '0' };

/** A permanent redirect (308: the method stays) to the page without its trailing slashes, the query kept. */
function redirectToPage(req: IncomingMessage, res: ServerResponse, path: string): void {
  const query = (req.url ?? '').slice(path.length);
  res.writeHead(308, { ...slashRedirectHeaders, Location: path.replace(/\/+$/, '') + query });
  res.end();
}

function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Last resort: a JSON 500, never a stack trace; a response already under way is cut, as its client would be misled. */
function answerFailure(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) res.destroy();
  else sendError(res, 500, { head: req.method === 'HEAD' });
}
